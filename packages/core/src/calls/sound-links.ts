import type { Clock } from '../clock.js';
import type { SecretBox } from '../secrets/secret-box.js';

/** How long a carrier may fetch a sound at the URL a call's instructions name. */
export const SOUND_LINK_SECONDS = 60 * 60;

/** What a signed link names: the company and the file (its uuid and extension). */
export interface SoundLinkTarget {
  companyUuid: string;
  fileUuid: string;
  extension: string;
}

/** Why a link was refused: a signature that is not ours (tampered, another file's) or a time that has passed. */
export type SoundLinkCheck = 'ok' | 'forged' | 'expired';

const PURPOSE = 'sound-file-audio';

/**
 * Signed, expiring URLs of the recordings Leadline keeps, for carriers to
 * fetch without credentials (`GET /sound_files/audio/:company/:file`):
 * `expires` (unix seconds) and an HMAC-SHA256 `signature` of the path and
 * the expiry under the server's keyring. Changing any of them, or waiting
 * past the expiry, makes the link worthless.
 */
export class SoundLinks {
  constructor(private readonly deps: { secrets: SecretBox; clock: Clock }) {}

  /** The link under `apiBase` (`https://leadline.example.com/api/v1`), valid SOUND_LINK_SECONDS from now. */
  url(apiBase: string, target: SoundLinkTarget): string {
    const expires = Math.floor(this.deps.clock.now() / 1000) + SOUND_LINK_SECONDS;
    const path = pathOf(target);
    const signature = this.deps.secrets.mac(PURPOSE, `${path}:${expires}`);
    return `${apiBase.replace(/\/+$/, '')}${path}?expires=${expires}&signature=${signature}`;
  }

  /** Whether a link's parts are ones this server signed, and still in time. */
  check(target: SoundLinkTarget, expires: unknown, signature: unknown): SoundLinkCheck {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string')
      return 'forged';
    if (!this.deps.secrets.verifyMac(PURPOSE, `${pathOf(target)}:${expires}`, signature)) return 'forged';
    return Number(expires) * 1000 < this.deps.clock.now() ? 'expired' : 'ok';
  }
}

const pathOf = (t: SoundLinkTarget) => `/sound_files/audio/${t.companyUuid}/${t.fileUuid}.${t.extension}`;
