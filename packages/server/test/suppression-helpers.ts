import type { InjectOptions } from 'fastify';
import type { TestApp } from './helpers.js';

/** A request through the app as the test tenant (or the given credentials). */
export function requester(t: TestApp) {
  return (method: string, url: string, payload?: unknown, auth = t.tenant.authorization) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url: `/api/v1${url}`,
      headers: { authorization: auth },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** A real multipart/form-data body (what browsers and curl -F send), built by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string | string[]>,
  file?: { name: string; csv: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  }
  if (file) form.append('import_file', new Blob([file.csv], { type: 'text/csv' }), file.name);
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Polls until `done` holds (or fails after `ms`), collecting every value seen. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 20_000,
): Promise<T[]> {
  const seen: T[] = [];
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    seen.push(v);
    if (done(v)) return seen;
    if (Date.now() > until) throw new Error(`gave up waiting; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
