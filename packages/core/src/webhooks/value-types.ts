/**
 * A parsed value as its `value_type` reads it (string, integer, float,
 * time, boolean), then its `value_formatter` (upcase, downcase, digits,
 * strip). Unknown types and formatters leave the value as text.
 */
export function formatValue(value: unknown, type?: string | null, formatter?: string | null): string | null {
  if (value === undefined || value === null) return null;
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  switch ((type ?? 'string').toLowerCase()) {
    case 'integer': {
      const n = Number.parseInt(text, 10);
      text = Number.isFinite(n) ? String(n) : '';
      break;
    }
    case 'float':
    case 'decimal': {
      const n = Number.parseFloat(text);
      text = Number.isFinite(n) ? String(n) : '';
      break;
    }
    case 'time': {
      const ms = /^\d+$/.test(text) ? Number(text) * (text.length <= 10 ? 1000 : 1) : Date.parse(text);
      text = Number.isFinite(ms) ? new Date(ms).toISOString() : '';
      break;
    }
    case 'boolean':
      text = ['1', 'true', 'yes', 'on'].includes(text.toLowerCase()) ? 'true' : 'false';
      break;
  }
  switch ((formatter ?? '').toLowerCase()) {
    case 'upcase':
    case 'uppercase':
      return text.toUpperCase();
    case 'downcase':
    case 'lowercase':
      return text.toLowerCase();
    case 'digits':
      return text.replace(/\D/g, '');
    case 'strip':
      return text.trim();
    default:
      return text;
  }
}
