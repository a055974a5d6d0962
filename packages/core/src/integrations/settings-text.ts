/**
 * Reads an integration's text settings, noting each problem as a short
 * sentence naming the setting ("settings.host is required"): one reader for
 * every integration whose settings a sender checks before it acts.
 */
export function settingsText(
  settings: Record<string, unknown> | null,
  problems: string[],
): (name: string, required: boolean) => string | undefined {
  const s = settings ?? {};
  return (name, required) => {
    const value = s[name];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      if (required) problems.push(`settings.${name} is required`);
      return undefined;
    }
    if (typeof value === 'string') return value.trim();
    problems.push(`settings.${name} must be text`);
    return undefined;
  };
}
