import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './helpers.js';

/** A multipart body with fields and one file part named `file`. */
export async function soundUpload(
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST or PUT a sound file as multipart, as the tenant. */
export async function sendSound(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array; type: string },
) {
  const body = await soundUpload(fields, file);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...body.headers, authorization: t.tenant.authorization },
    payload: body.payload,
  });
}

/** A file host on loopback: each path answers its bytes and type (anything else 404), counting requests. */
export async function startFileHost(files: Record<string, { bytes: Uint8Array; type: string }>) {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const file = files[(req.url ?? '/').split('?')[0]!];
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file');
    res.writeHead(200, { 'content-type': file.type }).end(Buffer.from(file.bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
