import { parseBuffer } from 'music-metadata';

/** The largest recording kept: a few minutes of telephone-quality mp3 or wav is well under it. */
export const MAX_SOUND_BYTES = 10 * 1024 * 1024;

/** What every carrier plays (Twilio, Telnyx and Plivo document mp3 and wav). */
export interface SoundProbe {
  contentType: 'audio/mpeg' | 'audio/wav';
  extension: 'mp3' | 'wav';
  durationSeconds: number;
}

const KINDS = {
  MPEG: { contentType: 'audio/mpeg', extension: 'mp3' },
  WAVE: { contentType: 'audio/wav', extension: 'wav' },
} as const;

/**
 * The kind and length of a recording, read from its bytes (music-metadata
 * parses the container's frames and headers), never from the name or the
 * media type it came with: null when it is not an mp3 or wav with a length,
 * so an image or a text renamed `.mp3` is refused.
 */
export async function probeSound(bytes: Uint8Array): Promise<SoundProbe | null> {
  let container: string | undefined;
  let duration: number | undefined;
  try {
    const { format } = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true });
    container = format.container;
    duration = format.duration;
  } catch {
    // Not a format music-metadata knows: not audio we can play.
    return null;
  }
  const kind = container === 'MPEG' || container === 'WAVE' ? KINDS[container] : null;
  if (!kind || duration === undefined || !Number.isFinite(duration) || duration <= 0) return null;
  return { ...kind, durationSeconds: Math.round(duration * 1000) / 1000 };
}
