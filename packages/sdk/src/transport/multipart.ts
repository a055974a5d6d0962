import { APIUserAbortError } from '../errors.js';
import { randomId } from '../random-id.js';
import type { FileUpload, Uploadable, UploadData } from '../uploads.js';
import { formEntries } from './query-string.js';

/**
 * How much of a stream is read before sending: one that ends within it is
 * held in memory and can be sent again; a longer one is sent as it is read.
 * 8 MiB is about 600,000 numbers in a one-column CSV.
 */
export const STREAM_BUFFER_BYTES = 8 * 1024 * 1024;

/** What `new Blob([…])` takes (a DOM type; this package is typed without the DOM library). */
type BlobPart = NonNullable<ConstructorParameters<typeof Blob>[0]>[number];

const DEFAULT_FILENAME = 'upload.csv';
const DEFAULT_CONTENT_TYPE = 'text/csv';

/** A multipart/form-data body, ready for as many attempts as it can be sent. */
export interface MultipartBody {
  /** `multipart/form-data; boundary=…` */
  readonly contentType: string;
  /** The body of one attempt: a Blob (its length known, sent again as often as needed) or a stream. */
  body(): Blob | ReadableStream<Uint8Array>;
  /**
   * Ends the attempt: its stream reads no more of the files, even if whoever
   * holds it (a fetch that gave up) goes on pulling, so it cannot take bytes
   * a retry needs, and `resendable()` cannot change behind the caller's back.
   */
  endAttempt(): void;
  /**
   * Whether another attempt would send the same bytes: always for Blobs and
   * bytes; for a stream, only until a byte beyond its buffered start is read.
   */
  resendable(): boolean;
  /** Releases the streams it still holds open (a Node stream is destroyed). Call once the call is over. */
  dispose(): Promise<void>;
}

/**
 * Encodes fields and files as multipart/form-data (RFC 7578): fields first,
 * named and flattened as in query strings (`offer_ids[]`, `ids=[]`, JSON for
 * objects), then each file. Written here rather than with the global
 * `FormData` because a `FormData` holds no stream, and a fetch from another
 * undici than the runtime's (the `undici` package, with its Agent) sends the
 * global `FormData` as the text "[object FormData]"; a Blob or a stream body
 * goes through any fetch. Field values are sent as given (no newline
 * rewriting), so they arrive as a JSON body would carry them.
 */
export async function encodeMultipart(
  fields: Record<string, unknown>,
  files: Record<string, Uploadable>,
  signal?: AbortSignal,
): Promise<MultipartBody> {
  const boundary = `LeadlineFormBoundary${randomId().replaceAll('-', '')}`;
  const parts: (Blob | StreamSource)[] = [];
  let text = '';
  for (const [name, value] of formEntries(fields)) {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${value}\r\n`;
  }
  try {
    for (const [name, upload] of Object.entries(files)) {
      const file: FileUpload = upload instanceof Blob ? { data: upload } : upload;
      const filename = file.filename ?? fileName(file.data) ?? DEFAULT_FILENAME;
      const type = file.contentType || (file.data instanceof Blob && file.data.type) || DEFAULT_CONTENT_TYPE;
      text +=
        `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"; ` +
        `filename="${escapeName(filename)}"\r\nContent-Type: ${type}\r\n\r\n`;
      parts.push(new Blob([text]));
      parts.push(await fileSource(file.data, signal));
      text = '\r\n';
    }
  } catch (error) {
    await Promise.all(parts.map((p) => (p instanceof StreamSource ? p.close() : undefined)));
    throw error;
  }
  text += `--${boundary}--\r\n`;
  parts.push(new Blob([text]));
  const contentType = `multipart/form-data; boundary=${boundary}`;

  const streams = parts.filter((p): p is StreamSource => p instanceof StreamSource);
  if (streams.length === 0) {
    // One Blob of Blobs: nothing copied (a file-backed Blob stays on disk), its length known, re-readable.
    const blob = new Blob(parts as Blob[]);
    return {
      contentType,
      body: () => blob,
      endAttempt: () => {},
      resendable: () => true,
      dispose: async () => {},
    };
  }
  let attempt = 0;
  return {
    contentType,
    body: () => {
      const mine = ++attempt;
      return toStream(parts, () => mine === attempt);
    },
    endAttempt: () => {
      attempt++;
    },
    resendable: () => streams.every((s) => !s.started),
    dispose: async () => {
      await Promise.all(streams.map((s) => s.close()));
    },
  };
}

/**
 * What a file part sends: a Blob when its bytes are all at hand (or were, the
 * stream having ended within the buffer), else a StreamSource.
 */
async function fileSource(data: UploadData, signal: AbortSignal | undefined): Promise<Blob | StreamSource> {
  if (data instanceof Blob) return data;
  if (typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return new Blob([data as BlobPart]);
  }
  const iterator = chunksOf(data);
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < STREAM_BUFFER_BYTES) {
    if (signal?.aborted) {
      await iterator.return?.(undefined);
      throw new APIUserAbortError(undefined, signal.reason);
    }
    const next = await iterator.next();
    if (next.done) return new Blob(head as BlobPart[]);
    head.push(next.value);
    size += next.value.byteLength;
  }
  return new StreamSource(head, iterator);
}

/**
 * A stream too long to hold: its buffered start, which every attempt can send
 * again, then the rest, read once. `started` is set as soon as the rest is
 * asked for, so a retry is refused even when an attempt failed mid-read.
 */
class StreamSource {
  started = false;
  private ended = false;

  constructor(
    private readonly head: readonly Uint8Array[],
    private readonly rest: AsyncIterator<Uint8Array>,
  ) {}

  /** The chunks for one attempt, which may read the rest only while `current()` says it is the current one. */
  async *chunks(current: () => boolean): AsyncGenerator<Uint8Array> {
    yield* this.head;
    for (;;) {
      if (!current()) throw new Error('This upload attempt has ended');
      this.started = true;
      const next = await this.rest.next();
      if (next.done) {
        this.ended = true;
        return;
      }
      yield next.value;
    }
  }

  async close(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.rest.return?.(undefined);
  }
}

/** One attempt's body: the parts in order, read as the request is written. */
function toStream(
  parts: readonly (Blob | StreamSource)[],
  current: () => boolean,
): ReadableStream<Uint8Array> {
  async function* all(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if (part instanceof StreamSource) yield* part.chunks(current);
      else yield* chunksOf(part.stream());
    }
  }
  const iterator = all();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    // An attempt that fails stops reading here; the source itself stays open for a retry until dispose().
    async cancel() {
      await iterator.return(undefined);
    },
  });
}

/** The chunks of a web stream or an async iterable, as bytes (a Node stream with an encoding yields strings). */
function chunksOf(
  data: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>,
): AsyncIterableIterator<Uint8Array> {
  const encoder = new TextEncoder();
  const bytes = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  if (isWebStream(data)) {
    // Through the reader rather than for await: not every runtime's ReadableStream is async-iterable.
    const reader = data.getReader();
    return {
      [Symbol.asyncIterator]() {
        return this;
      },
      async next() {
        const r = await reader.read();
        return r.done ? { done: true, value: undefined } : { done: false, value: bytes(r.value) };
      },
      async return() {
        await reader.cancel();
        return { done: true, value: undefined };
      },
    };
  }
  const source = data[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const r = await source.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: bytes(r.value) };
    },
    async return() {
      await source.return?.(undefined);
      return { done: true, value: undefined };
    },
  };
}

const isWebStream = (data: unknown): data is ReadableStream<Uint8Array> =>
  typeof (data as ReadableStream | undefined)?.getReader === 'function';

/** A File's own name (a Blob has none). */
function fileName(data: UploadData): string | undefined {
  const name = (data as { name?: unknown }).name;
  return data instanceof Blob && typeof name === 'string' && name ? name : undefined;
}

/** Quotes, CR and LF in a part's name or filename, escaped as browsers do (WHATWG multipart/form-data). */
const escapeName = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
