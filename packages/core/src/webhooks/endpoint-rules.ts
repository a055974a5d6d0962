import { TOKEN_OPERATORS } from '../tokens/token-values.resource.js';
import { SUBSCRIPTION_TRIGGER_FIELDS } from './subscriptions.resource.js';

type Errors = Record<string, string[]>;

const parsed = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** trigger_fields: an object whose keys the engine understands (a typo would silently match nothing). */
export function subscriptionRules(raw: Record<string, unknown>): Errors {
  const value = parsed(raw.trigger_fields);
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) return { trigger_fields: ['must be an object'] };
  const unknown = Object.keys(value).filter(
    (k) => !(SUBSCRIPTION_TRIGGER_FIELDS as readonly string[]).includes(k),
  );
  return unknown.length
    ? { trigger_fields: [`${unknown.join(', ')}: not one of ${SUBSCRIPTION_TRIGGER_FIELDS.join(', ')}`] }
    : {};
}

/** token_filters: a list of {key, operator, value} with the token_values operators. */
export function webhookRules(raw: Record<string, unknown>): Errors {
  const value = parsed(raw.token_filters);
  if (value === undefined || value === null || value === '') return {};
  if (!Array.isArray(value)) return { token_filters: ['must be a list of {"key","operator","value"}'] };
  const problems: string[] = [];
  value.forEach((f, i) => {
    if (!f || typeof f !== 'object' || typeof (f as { key?: unknown }).key !== 'string') {
      problems.push(`[${i}] needs a key`);
      return;
    }
    const op = (f as { operator?: unknown }).operator ?? '==';
    if (!(TOKEN_OPERATORS as readonly unknown[]).includes(op)) {
      problems.push(`[${i}] operator ${JSON.stringify(op)} is not one of ${TOKEN_OPERATORS.join(' ')}`);
    }
  });
  return problems.length ? { token_filters: problems } : {};
}
