/** Query parameters whose values are credentials: never written to a request log. */
const CREDENTIAL_PARAM =
  /^(auth_token|token|access_token|private_key|api_key|secret|password|client_secret)$/i;

/** A request URL fit for a log: credential parameters' values replaced by `[REDACTED]`. */
export function redactRequestUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq < 0 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && CREDENTIAL_PARAM.test(name) ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}
