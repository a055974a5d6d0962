import { fillTokens, TOKEN_ENCODERS } from '../util/token-text.js';

export interface UrlTemplate {
  url: string;
  method: string;
  headers: unknown;
  content_type: string;
  body: string | null;
}

export interface RenderedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Empty for GET and DELETE (query-only). */
  body: string;
}

const BRACES = { braces: true };

/** Tokens that fill a blank body: every scalar value, in key order. */
const scalars = (tokens: Record<string, unknown>) =>
  Object.entries(tokens).filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object');

function defaultBody(contentType: string, tokens: Record<string, unknown>): string {
  const pairs = scalars(tokens);
  switch (contentType) {
    case 'application/x-www-form-urlencoded':
      return new URLSearchParams(pairs.map(([k, v]) => [k, String(v)] as [string, string])).toString();
    case 'application/xml':
      return `<record>${pairs.map(([k, v]) => `<${k}>${TOKEN_ENCODERS.xml(String(v))}</${k}>`).join('')}</record>`;
    default:
      return JSON.stringify(Object.fromEntries(pairs));
  }
}

const bodyEncoder = (contentType: string) =>
  contentType === 'application/json'
    ? TOKEN_ENCODERS.json
    : contentType === 'application/x-www-form-urlencoded'
      ? TOKEN_ENCODERS.form
      : contentType === 'application/xml'
        ? TOKEN_ENCODERS.xml
        : TOKEN_ENCODERS.text;

/**
 * One outgoing webhook URL filled with a record's tokens: `[token]`,
 * `[token]{default}` and `{token}` URL-encoded in the URL, JSON-escaped in a
 * JSON body, form-encoded in a form body, XML-escaped in XML; headers as
 * given. GET and DELETE send no body (the URL carries the values). User
 * info in the URL (`https://user:pass@host/`) becomes a Basic Authorization
 * header.
 */
export function renderRequest(template: UrlTemplate, tokens: Record<string, unknown>): RenderedRequest {
  const method = template.method.toUpperCase();
  let url = fillTokens(template.url, tokens, TOKEN_ENCODERS.url, BRACES);
  const headers: Record<string, string> = {};
  const parsed = new URL(url);
  if (parsed.username || parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const pass = decodeURIComponent(parsed.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
    parsed.username = '';
    parsed.password = '';
    url = parsed.toString();
  }
  const given = template.headers && typeof template.headers === 'object' ? template.headers : {};
  for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
    headers[name.toLowerCase()] = fillTokens(String(value ?? ''), tokens, TOKEN_ENCODERS.text, BRACES);
  }
  if (method === 'GET' || method === 'DELETE') return { url, method, headers, body: '' };
  const contentType = template.content_type || 'application/json';
  headers['content-type'] ??= contentType;
  const body = template.body?.trim()
    ? fillTokens(template.body, tokens, bodyEncoder(contentType), BRACES)
    : defaultBody(contentType, tokens);
  return { url, method, headers, body };
}

const SECRET_HEADER = /authorization|cookie|token|secret|key|password/i;

/** Headers as the log keeps them: values of credential-bearing headers masked. */
export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, SECRET_HEADER.test(k) ? '********' : v]),
  );
}
