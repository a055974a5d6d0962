/** A non-blank text setting of an integration, trimmed; null otherwise. */
export function stringSetting(settings: Record<string, unknown>, key: string): string | null {
  const v = settings[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}
