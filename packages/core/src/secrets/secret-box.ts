import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** What a sealed value starts with; anything else is a value stored before encryption (read as is). */
const PREFIX = 'enc:v1:';

/**
 * Encrypts secrets at rest (secret_items values, OAuth client secrets and
 * tokens, carrier credentials, webhook signing secrets) with AES-256-GCM.
 *
 * A keyring holds every key that may still have sealed something; `seal`
 * uses the current one, `open` finds the key by the id written in the value,
 * so a key can be rotated (`rotate` re-seals under the current key) without
 * downtime. A sealed value: `enc:v1:<key id>:<iv>:<tag>:<ciphertext>`, base64url.
 *
 *   const box = SecretBox.fromKeys(['k1:' + key1Base64]);
 *   const stored = box.seal('sk_live_…'); box.open(stored) === 'sk_live_…'
 */
export class SecretBox {
  private constructor(
    private readonly keys: ReadonlyMap<string, Buffer>,
    private readonly currentId: string,
  ) {}

  /**
   * `specs`: `<id>:<base64 32-byte key>`, the current key first. A spec
   * without an id gets one from the key's digest.
   */
  static fromKeys(specs: readonly string[]): SecretBox {
    if (specs.length === 0) throw new Error('A secret keyring needs at least one key');
    const keys = new Map<string, Buffer>();
    for (const spec of specs) {
      const [id, key] = parseKeySpec(spec);
      keys.set(id, key);
    }
    return new SecretBox(keys, parseKeySpec(specs[0]!)[0]);
  }

  /** A new random key spec, as written to a key file or an environment variable. */
  static generateKeySpec(): string {
    const key = randomBytes(32);
    return `${keyIdOf(key)}:${key.toString('base64')}`;
  }

  /** Is this stored value sealed (rather than a value written before encryption)? */
  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  seal(plain: string): string {
    const key = this.keys.get(this.currentId)!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return `${PREFIX}${this.currentId}:${b64(iv)}:${b64(tag)}:${b64(data)}`;
  }

  /** The plain value; a value stored before encryption comes back as it is. Throws on a forged or unknown-key value. */
  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [id, iv, tag, data] = stored.slice(PREFIX.length).split(':');
    const key = id === undefined ? undefined : this.keys.get(id);
    if (!key || !iv || !tag || data === undefined) {
      throw new Error(`Secret sealed with key ${id ?? '?'}, which the keyring does not hold`);
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /**
   * An HMAC-SHA256 of `message` (base64url) under a key derived for `purpose`
   * from the current key: a signature anyone may carry (a signed URL) that
   * only this keyring can make. Each purpose has its own key, so a signature
   * made for one cannot pass as another's.
   */
  mac(purpose: string, message: string): string {
    return macOf(this.keys.get(this.currentId)!, purpose, message);
  }

  /** Whether `signature` is `mac(purpose, message)` under any key of the ring (so rotation keeps old links working). */
  verifyMac(purpose: string, message: string, signature: string): boolean {
    const given = Buffer.from(signature, 'base64url');
    for (const key of this.keys.values()) {
      const expected = Buffer.from(macOf(key, purpose, message), 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return false;
  }

  /** Does this value need sealing again under the current key (plain, or an older key)? */
  needsRotation(stored: string): boolean {
    return !stored.startsWith(`${PREFIX}${this.currentId}:`);
  }

  /** The value sealed under the current key. */
  rotate(stored: string): string {
    return this.seal(this.open(stored));
  }
}

function macOf(key: Buffer, purpose: string, message: string): string {
  const derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `leadline-mac:${purpose}`, 32));
  return createHmac('sha256', derived).update(message).digest('base64url');
}

function parseKeySpec(spec: string): [string, Buffer] {
  const colon = spec.lastIndexOf(':');
  const keyText = colon < 0 ? spec : spec.slice(colon + 1);
  const key = Buffer.from(keyText.trim(), 'base64');
  if (key.length !== 32)
    throw new Error('A secret key is 32 bytes, base64-encoded (openssl rand -base64 32)');
  const id = colon < 0 ? keyIdOf(key) : spec.slice(0, colon).trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(id))
    throw new Error(`A secret key id is 1–32 letters, digits, - or _: ${id}`);
  return [id, key];
}

/** A short id naming a key without revealing it. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

const b64 = (b: Buffer) => b.toString('base64url');
