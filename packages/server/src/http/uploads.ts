import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { LeadlineError, type UploadedFile } from '@leadline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseQueryString } from './body-parsers.js';
import { addRouteHooks } from './route-hooks.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Largest accepted upload: a 10-million-row number list is ~130 MB. */
export const MAX_UPLOAD_BYTES = 1024 ** 3;

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request's uploads, removed once it is answered. */
    uploadPaths: string[] | null;
    /** A multipart request's fields and file digests, for Idempotency-Key fingerprints. */
    uploadFingerprint: Record<string, unknown> | null;
  }
}

/**
 * multipart/form-data bodies (`POST /buyer_suppressions` with an
 * `import_file`): read only after authentication, fields merged into the
 * request's parameters like any body, each file kept in a temporary file that
 * core opens as often as it needs (once to find the header row, once to store
 * it) and removed when the response is sent, whatever happened.
 */
/**
 * A body the multipart parser could not read (no boundary, cut short, a malformed part header)
 * is the client's: a 400 in the usual shape. Our own errors and the disk's (a `syscall`) pass.
 */
function unreadableMultipart(error: unknown): unknown {
  if (error instanceof LeadlineError) return error;
  const e = error as { syscall?: string; statusCode?: number; message?: string };
  if (e?.syscall || (e?.statusCode !== undefined && e.statusCode >= 500)) return error;
  const reason = (e?.message ?? 'unreadable').replace(/[^\x20-\x7e]/g, '').slice(0, 120);
  return new LeadlineError('bad_request', {
    base: [`The multipart/form-data body could not be read: ${reason}`],
  });
}

const UPLOAD_PREFIX = 'leadline-upload-';

/**
 * Removes temporary upload files of processes that no longer run (killed in the middle of a
 * request, so their onResponse never came). A file names its process: one still running may
 * be reading it. Returns how many went.
 */
export async function sweepUploadFiles(dir = tmpdir()): Promise<number> {
  let swept = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_PREFIX)) continue;
    const pid = Number(name.slice(UPLOAD_PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    await rm(join(dir, name), { force: true });
    swept++;
  }
  return swept;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

export async function registerUploads(app: FastifyInstance, maxBytes = MAX_UPLOAD_BYTES): Promise<void> {
  // Files left by a killed process: swept when the API starts and every ten minutes after.
  await sweepUploadFiles();
  const timer = setInterval(() => void sweepUploadFiles(), 10 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 5, fields: 500, fieldSize: 1024 * 1024 },
  });
  app.decorateRequest('uploadPaths', null);
  app.decorateRequest('uploadFingerprint', null);

  const preHandler = async (request: FastifyRequest) => {
    if (!request.tenant || !request.isMultipart()) return;
    const paths: string[] = (request.uploadPaths = []);
    const pairs: string[] = [];
    const files: Record<string, UploadedFile> = {};
    const sums: Record<string, { filename: string; size: number; sha256: string }> = {};
    // Only an Idempotency-Key compares file contents: without one, a large upload is not hashed.
    const fingerprint = typeof request.headers['idempotency-key'] === 'string';
    try {
      await readParts();
    } catch (error) {
      throw unreadableMultipart(error);
    }
    const fields = parseQueryString(pairs.join('&'));
    request.input = { ...request.input, ...fields, ...files };
    // What an Idempotency-Key compares: the fields and each file's content, not the raw stream.
    if (fingerprint) request.uploadFingerprint = { ...fields, ...sums };

    async function readParts() {
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(String(part.value ?? ''))}`);
          continue;
        }
        const path = join(tmpdir(), `${UPLOAD_PREFIX}${process.pid}-${randomUUID()}`);
        paths.push(path);
        const digest = fingerprint ? createHash('sha256') : null;
        try {
          await (digest
            ? pipeline(
                part.file,
                new Transform({
                  transform(chunk, _encoding, done) {
                    digest.update(chunk);
                    done(null, chunk);
                  },
                }),
                createWriteStream(path),
              )
            : pipeline(part.file, createWriteStream(path)));
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new LeadlineError('payload_too_large', {
              [part.fieldname]: [`is larger than ${maxBytes} bytes`],
            });
          }
          throw error;
        }
        const size = (await stat(path)).size;
        if (digest) sums[part.fieldname] = { filename: part.filename, size, sha256: digest.digest('hex') };
        files[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          size,
          open: () => createReadStream(path),
        };
      }
    }
  };
  const onResponse = async (request: FastifyRequest) => {
    const paths = request.uploadPaths;
    if (paths) await Promise.all(paths.map((p) => rm(p, { force: true })));
  };
  // Only writes take a body, so only they can carry files.
  addRouteHooks(app, BODY_METHODS, { preHandler, onResponse });
}
