import type { ParamDoc, ParamType } from '@leadline/core';

/** JSON Schema of a field type as it travels on the wire (a file: as a multipart/form-data part). */
export function schemaOf(
  type: ParamType,
  extra: Partial<Pick<ParamDoc, 'values' | 'pattern' | 'min' | 'max' | 'description' | 'mediaType'>> = {},
): Record<string, unknown> {
  const base = (() => {
    switch (type) {
      case 'file':
        return { type: 'string', contentMediaType: extra.mediaType ?? 'application/octet-stream' };
      case 'integer':
      case 'ref':
        return { type: 'integer' };
      case 'decimal':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'time':
        return {
          type: 'string',
          description: 'YYYY-MM-DD HH:MM:SS +ZZZZ',
          examples: ['2026-11-21 09:30:00 -0500'],
        };
      case 'json':
        // Any JSON value: answers hold numbers and strings here too (a stat's group key), and a form body sends JSON text.
        return {};
      case 'strings':
        return { type: 'array', items: { type: 'string' } };
      case 'integers':
      case 'refs':
        return { type: 'array', items: { type: 'integer' } };
      case 'phone':
        return { type: 'string', description: 'E.164 phone number' };
      default:
        return { type: 'string' };
    }
  })() as Record<string, unknown>;
  // A list's allowed values belong to its items (an enum beside `type: array` would have to list arrays).
  if (extra.values) {
    const items = base.items as Record<string, unknown> | undefined;
    if (base.type === 'array' && items) base.items = { ...items, enum: [...extra.values] };
    else base.enum = [...extra.values];
  }
  if (extra.pattern) base.pattern = extra.pattern;
  const text = base.type === 'string';
  if (extra.min !== undefined) base[text ? 'minLength' : 'minimum'] = extra.min;
  if (extra.max !== undefined) {
    // An array of strings bounds each item's length.
    if (type === 'strings') base.items = { ...(base.items as object), maxLength: extra.max };
    else base[text ? 'maxLength' : 'maximum'] = extra.max;
  }
  if (extra.description) base.description = extra.description;
  return base;
}
