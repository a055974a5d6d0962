import type { RecordingMedia } from '../carriers/carrier.js';

/** The most of a recording copied to S3 (a four-hour WAV is about 230 MB): more is refused, not read. */
export const MAX_RECORDING_BYTES = 512 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

/** The file extension of a recording's media type (`bin` for one no carrier documents). */
export const recordingExtension = (contentType: string): string => EXTENSIONS[contentType] ?? 'bin';

/** The media type of an S3 copy's key, from its extension. */
export const recordingTypeOf = (key: string): string =>
  key.endsWith('.mp3') ? 'audio/mpeg' : key.endsWith('.wav') ? 'audio/wav' : 'application/octet-stream';

/** A recording's bytes, read whole (an S3 put needs its length); over MAX_RECORDING_BYTES is refused. */
export async function readMedia(media: RecordingMedia, max = MAX_RECORDING_BYTES): Promise<Uint8Array> {
  if (media.length !== null && media.length > max) {
    await media.body.cancel();
    throw new Error(`the recording is larger than ${max} bytes`);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = media.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`the recording is larger than ${max} bytes`);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return bytes;
}
