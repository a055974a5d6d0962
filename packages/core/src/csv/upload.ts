/**
 * A file that came with a request (a multipart `import_file`), as core sees
 * it: whoever received it (the HTTP server keeps it in a temporary file) can
 * open it as a stream as often as needed.
 */
export interface UploadedFile {
  filename: string;
  size: number;
  mimetype?: string;
  open(): AsyncIterable<Uint8Array>;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  !!v && typeof v === 'object' && typeof (v as UploadedFile).open === 'function';
