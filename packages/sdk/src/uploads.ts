/**
 * The bytes of a file to upload, from anything a runtime has without a path:
 * a `Blob` or `File` (including Node's `fs.openAsBlob()`, which reads the disk
 * lazily), bytes (`Uint8Array`, `Buffer`, `ArrayBuffer`), text, a web
 * `ReadableStream`, or any async iterable of chunks (a Node `Readable` such as
 * `fs.createReadStream()`, a generator).
 *
 * Blobs, bytes and text can be sent again, so an upload of them is retried like
 * any call. Streams and iterables are read once: see `FileUpload`.
 */
export type UploadData =
  | Blob
  | Uint8Array
  | ArrayBuffer
  | string
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/**
 * A file with its name. A stream or iterable is read at most once: up to
 * 8 MiB of it is read first; if it ends within that, the upload is held in
 * memory and retried like any call. A longer one is sent as it is read, and
 * retried only while no byte beyond those first 8 MiB has been read (a refused
 * connection); once it has been, a failed attempt is final: call again with a
 * fresh stream (and the same `idempotencyKey`, so a request that did reach the
 * server is not run twice). For a file on disk, `fs.openAsBlob(path)` is a Blob
 * read lazily, never held in memory, and retried like any call.
 */
export interface FileUpload {
  data: UploadData;
  /** The name the server is given; default: a `File`'s own name, else `upload.csv`. */
  filename?: string;
  /** The part's Content-Type; default: the Blob's type, else `text/csv`. */
  contentType?: string;
}

/** A file as upload parameters take it (`import_file`): a Blob or File as it is, or data with its name. */
export type Uploadable = Blob | FileUpload;
