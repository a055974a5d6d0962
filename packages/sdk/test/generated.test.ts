import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineResource, f } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { generate, PACKAGE_ROOT } from '../scripts/generate.ts';
import { RESOURCE_METADATA } from '../src/metadata/index.js';

describe('generated resource types and metadata', () => {
  it.each(Object.entries(generate()))('%s is what the current declarations produce', (path, expected) => {
    const committed = readFileSync(join(PACKAGE_ROOT, path), 'utf8');
    // Not toBe: a diff of two 400 KB files helps nobody; the fix is one command.
    expect(committed === expected, `${path} is stale: run \`pnpm --filter @leadline/sdk generate\``).toBe(
      true,
    );
  });

  it('covers every resource of the catalog', async () => {
    const { CATALOG } = await import('@leadline/core');
    expect(RESOURCE_METADATA.map((r) => r.plural)).toEqual(CATALOG.map((d) => d.plural));
  });

  describe('from a new declaration', () => {
    const widgets = defineResource({
      name: 'widget',
      plural: 'widgets',
      family: 'settings',
      description: 'A test declaration.',
      operations: ['list', 'create', 'show', 'destroy'],
      softDelete: true,
      fields: {
        name: f.string().required().sort().doc('Shown to people'),
        color: f.enum(['red', 'blue']).default('red'),
        note: f.text(),
        size: f.integer().filter(),
        seen_at: f.time().readOnly(),
        settings: f.json(),
        tags: f.strings(),
        parts_count: f.computed('integer', () => 0),
      },
    });
    const { 'src/generated/resources.ts': types, 'src/generated/metadata.ts': metadata } = generate([
      widgets,
    ]);

    it('types the record: required and defaulted fields non-null, the rest nullable', () => {
      expect(types).toContain('export interface Widget {\n  id: number;');
      expect(types).toContain("  type: 'Widget';");
      expect(types).toContain('  /** Shown to people */\n  name: string;');
      expect(types).toContain("  color: 'red' | 'blue' | null;");
      expect(types).toContain('  note: string | null;');
      expect(types).toContain('  seen_at: string | null;');
      expect(types).toContain('  settings: Json | null;');
      expect(types).toContain('  tags: string[] | null;');
      expect(types).toContain('  parts_count: number | null;');
    });

    it('types create params: required fields without ?, blank-able ones nullable, times as string or Date', () => {
      expect(types).toContain(
        'export interface WidgetCreateParams {\n  /** Shown to people */\n  name: string;',
      );
      expect(types).toContain("  color?: 'red' | 'blue' | null;");
      expect(types).toContain('  settings?: JsonObject | Json[] | null;');
      expect(types).toContain('  external_record_id?: string;');
      expect(types).not.toContain('  seen_at?:');
      expect(types).not.toContain('  parts_count?:');
    });

    it('types list params with the sortable columns and the filters, and destroy with permanent', () => {
      expect(types).toContain('export interface WidgetListParams extends ListParamsBase<WidgetColumn> {');
      expect(types).toContain("  order?: 'id' | 'created_at' | 'updated_at' | 'name';");
      expect(types).toContain('  size?: number | number[];');
      expect(types).toContain("  color?: ('red' | 'blue') | ('red' | 'blue')[];");
      expect(types).toContain(
        'export interface WidgetDestroyParams {\n  /** Remove the row instead of setting deleted_at */\n  permanent?: boolean;',
      );
    });

    it('lists only the declared operations, in the type map and in the accessor table', () => {
      expect(types).toContain("    operations: 'list' | 'create' | 'show' | 'destroy';");
      expect(types).toContain('    build: never;');
      expect(types).toContain('    update: never;');
      expect(types).toContain(
        "  widgets: { plural: 'widgets', name: 'widget', operations: ['list', 'create', 'show', 'destroy'] },",
      );
    });

    it('describes parameters for tools once per name', () => {
      expect(metadata).toContain('"accessor": "widgets"');
      expect(metadata).toContain('{"name":"name","required":true}');
      expect(metadata).toContain('"name": {"type":"string","description":"Shown to people"}');
      expect(metadata).not.toContain('"update"');
    });
  });
});
