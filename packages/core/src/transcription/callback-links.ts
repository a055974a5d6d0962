import type { Clock } from '../clock.js';
import type { SecretBox } from '../secrets/secret-box.js';

/** What a transcription callback is for: a call's recording, or a standalone transcription. */
export type CallbackKind = 'call' | 'standalone';

/** How long a provider may take to post a transcript back: a day, well past any file's length. */
export const CALLBACK_LINK_SECONDS = 24 * 60 * 60;

/** What a callback link names: the record, the audio it was asked about, and the account asked. */
export interface CallbackTarget {
  kind: CallbackKind;
  companyUuid: string;
  id: number;
  /** The audio sent: a call's newer recording makes the link worthless. */
  audioUrl: string;
  integrationId: number;
}

/** Why a callback was refused: a signature that is not ours (tampered, another record's) or a time past. */
export type CallbackCheck = 'ok' | 'forged' | 'expired';

const PURPOSE = 'transcription-callback';

/**
 * Signed, expiring URLs a speech-to-text provider posts a transcript to
 * (`POST /transcription_callbacks/:kind/:company/:id`): `integration`,
 * `expires` (unix seconds) and an HMAC-SHA256 `signature` of the path, the
 * audio URL, the integration and the expiry under the server's keyring. Only
 * a server that knows its public base URL makes them: the provider must reach it.
 */
export class TranscriptionCallbackLinks {
  constructor(
    private readonly deps: { secrets: SecretBox; clock: Clock; publicUrl: () => string | undefined },
  ) {}

  /** The link, or null when this server does not know where the provider can reach it. */
  url(target: CallbackTarget): string | null {
    const base = this.deps.publicUrl();
    if (!base) return null;
    const expires = Math.floor(this.deps.clock.now() / 1000) + CALLBACK_LINK_SECONDS;
    const signature = this.deps.secrets.mac(PURPOSE, signed(target, expires));
    const query = new URLSearchParams({
      integration: String(target.integrationId),
      expires: String(expires),
      signature,
    });
    return `${base.replace(/\/+$/, '')}/api/v1${pathOf(target)}?${query}`;
  }

  /** Whether a callback's parts are ones this server signed for the target, and still in time. */
  check(target: CallbackTarget, expires: unknown, signature: unknown): CallbackCheck {
    const at = String(expires ?? '');
    if (!/^\d{1,12}$/.test(at) || typeof signature !== 'string') return 'forged';
    if (!this.deps.secrets.verifyMac(PURPOSE, signed(target, Number(at)), signature)) return 'forged';
    return Number(at) * 1000 < this.deps.clock.now() ? 'expired' : 'ok';
  }
}

const pathOf = (t: CallbackTarget) => `/transcription_callbacks/${t.kind}/${t.companyUuid}/${t.id}`;
const signed = (t: CallbackTarget, expires: number) =>
  `${pathOf(t)}\n${t.audioUrl}\n${t.integrationId}\n${expires}`;
