import type { HttpMethod } from '@leadline/sdk';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import type { Output } from '../util/output.js';
import { paramsFromFlags } from '../util/resource-flags.js';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `leadline api GET /calls -f per_page=5`: any request under /api/v1 with the
 * saved credentials, its JSON answer on stdout (as `gh api` does). A refusal
 * prints the error body too and exits 2; a server failure exits 1.
 */
export async function rawApi(
  method: string,
  path: string,
  options: Output & ServerFlags & { field?: string[]; data?: string },
): Promise<void> {
  const verb = method.toUpperCase() as HttpMethod;
  if (!METHODS.includes(verb))
    throw new ExitError(`method must be one of ${METHODS.join(', ')}, got ${method}`, 2);
  const url = new URL(path.replace(/^\/?(api\/v1)?\/?/, '/'), 'http://x');
  const params: Record<string, unknown> = {
    ...Object.fromEntries(url.searchParams),
    ...paramsFromFlags({ data: options.data }, []),
  };
  for (const field of options.field ?? []) {
    const at = field.indexOf('=');
    if (at < 1) throw new ExitError(`-f ${field}: write key=value`, 2);
    params[field.slice(0, at)] = field.slice(at + 1);
  }
  const client = await apiClient(options);
  const body = await callApi({ json: true }, () =>
    client.request({
      method: verb,
      path: url.pathname,
      ...(verb === 'GET' ? { query: params } : { body: params }),
    }),
  );
  process.stdout.write(`${JSON.stringify(body, null, 2)}\n`);
}
