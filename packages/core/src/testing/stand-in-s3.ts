import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';

/**
 * A stand-in for S3 (or MinIO) on a real port: path-style PUT, GET and
 * DELETE /<bucket>/<key> only, but with the signature checked the way S3 checks it,
 * so a test that passes here signed its request correctly. Any bucket exists.
 */
export interface StandInS3 {
  url: string;
  /** keys are "<bucket>/<key>" */
  objects: Map<string, { body: string; bytes: Buffer; contentType: string | null }>;
  requests: number;
  /** The next request answers this S3 error instead. */
  failNext(status: number, code: string, message: string): void;
  close(): Promise<void>;
}

export async function startStandInS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<StandInS3> {
  let failure: { status: number; code: string; message: string } | null = null;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    stand.requests++;
    if (failure) {
      const { status, code, message } = failure;
      failure = null;
      return answerError(res, status, code, message);
    }
    if (req.method !== 'PUT' && req.method !== 'GET' && req.method !== 'DELETE')
      return answerError(res, 405, 'MethodNotAllowed', 'The stand-in only takes PUT, GET and DELETE Object.');
    const path = (req.url ?? '/').split('?')[0]!;
    const [, bucket, ...keySegments] = path.split('/');
    if (!bucket || !keySegments.length || !keySegments.join(''))
      return answerError(res, 400, 'InvalidRequest', 'Expected a path-style PUT /<bucket>/<key>.');

    const problem = signatureProblem(req, path, body, credentials);
    if (problem) return answerError(res, problem.status, problem.code, problem.message);

    const key = keySegments.map((s) => decodeURIComponent(s)).join('/');
    const name = `${decodeURIComponent(bucket)}/${key}`;
    if (req.method === 'GET') {
      const found = stand.objects.get(name);
      if (!found) return answerError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': found.contentType ?? 'binary/octet-stream' }).end(found.bytes);
      return;
    }
    if (req.method === 'DELETE') {
      // S3 answers 204 whether or not the key was there.
      stand.objects.delete(name);
      res.writeHead(204).end();
      return;
    }
    const contentType = req.headers['content-type'] ?? null;
    stand.objects.set(name, { body: body.toString('utf8'), bytes: body, contentType });
    res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => answerError(res, 500, 'InternalError', error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stand: StandInS3 = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects: new Map(),
    requests: 0,
    failNext(status, code, message) {
      failure = { status, code, message };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return stand;
}

/**
 * Re-signs the request as received (the headers it says it signed, its date
 * and its payload hash) and compares; also holds the payload hash to the body,
 * since the signature covers only the hash.
 */
function signatureProblem(
  req: IncomingMessage,
  path: string,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): { status: number; code: string; message: string } | null {
  const authorization = req.headers.authorization ?? '';
  const fields =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(
      authorization.trim(),
    );
  if (!fields)
    return { status: 403, code: 'AccessDenied', message: 'Missing or malformed SigV4 Authorization.' };
  const [, accessKeyId, scope, signedHeaders, signature] = fields;
  if (accessKeyId !== credentials.accessKeyId)
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };

  const payloadHash = req.headers['x-amz-content-sha256'];
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
    };

  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) {
    const value = req.headers[name];
    headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
  }
  const date = req.headers['x-amz-date'];
  const signer = new aws4.RequestSigner(
    {
      method: req.method,
      host: req.headers.host,
      path,
      headers,
      body,
      service: 's3',
      region: credentials.region,
      // Sign exactly what was received: no headers added.
      doNotModifyHeaders: true,
    },
    credentials,
  );
  if (typeof date === 'string') signer.datetime = date;
  const expected = `${signer.getDate()}/${credentials.region}/s3/aws4_request`;
  if (scope !== expected || signedHeaders !== signer.signedHeaders() || signature !== signer.signature())
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  return null;
}

function answerError(res: ServerResponse, status: number, code: string, message: string) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
