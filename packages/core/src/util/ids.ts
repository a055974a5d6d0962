import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newUuid = (): string => randomUUID();

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
