import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Random bytes drawn 4 KiB at a time: one getRandomValues call per uuid costs more than the rest of it. */
const pool = Buffer.alloc(4096);
let taken = pool.length;
function random16(): Uint8Array {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += 16;
  return pool.subarray(taken - 16, taken);
}

const clock = { msecs: -1, seq: 0 };

/**
 * Record uuids are version 7 (RFC 9562): time-ordered, so each new row's
 * uuid lands at the end of the unique index like its id does. Random (v4)
 * uuids scatter inserts over the whole index, and on a table taking
 * thousands of leads a second that costs more than the rest of the insert.
 */
export function newUuid(): string {
  const random = random16();
  // The library's own monotonic counter is skipped when bytes are passed in: kept here the
  // same way (a random start each millisecond, +1 within it), so ids sort in creation order.
  const now = Date.now();
  if (now > clock.msecs) {
    clock.msecs = now;
    clock.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else if (++clock.seq > 0x7fffffff) {
    clock.msecs++;
    clock.seq = 0;
  }
  return v7({ random, msecs: clock.msecs, seq: clock.seq });
}

/** A random secret of `bytes` bytes as hex, with a readable prefix. */
export const randomSecret = (prefix: string, bytes: number): string =>
  `${prefix}${randomBytes(bytes).toString('hex')}`;

/**
 * Secrets we issue are 24+ random bytes, so a fast SHA-256 is as strong as a
 * slow password hash here and keeps authentication to one indexed lookup.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);
