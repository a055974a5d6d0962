import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { CredentialShape } from '../secrets/credential-parts.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';
import { openReceiverCredentials } from './receiver-credentials.js';
import { newSigningSecret } from './signing.js';
import type { WebhookConfigReads } from './webhook-config.js';

export type SecretOwner = 'outgoing_webhooks' | 'subscriptions';

/** How long a replaced secret keeps signing beside the new one (receivers switch over meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/** Opened secrets kept in this process's memory at most (sealed text → secret); past it, all are forgotten. */
const MAX_OPENED = 10_000;

/** A replaced secret as remembered: opened, with the end of its overlap. */
interface Replaced {
  secret: string;
  expiresAt: number;
}

/**
 * Signing secrets: the current one sealed in the owner's `signing_secret`
 * column, replaced ones in `webhook_secrets` until their overlap ends.
 * Plain secrets leave here only to sign, and once to the caller that
 * created or rotated them.
 */
export class WebhookSecrets {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      box: SecretBox;
      /** Every attempt reads its replaced secrets: prepared once. */
      prepared?: PreparedQueries;
      /** Replaced secrets remembered per company under the webhook epoch (a rotation moves it). */
      config?: WebhookConfigReads;
    },
  ) {}

  /**
   * Sealed text opened once: the same sealed text always opens to the same secret, so nothing
   * here can go stale. Kept in memory only, never logged or written anywhere.
   */
  private readonly opened = new Map<string, string>();

  /** A receiver's stored URL or headers as sent (see openReceiverCredentials). */
  receiverCredentials(companyId: number, shape: CredentialShape, stored: unknown): Promise<unknown> {
    return openReceiverCredentials(this.deps.db, this.deps.box, companyId, shape, stored);
  }

  /** A new current secret for the owner; the old one (if any) keeps signing for `overlapMs`. */
  async rotate(
    trx: Kysely<DB>,
    companyId: number,
    owner: SecretOwner,
    id: number,
    overlapMs = ROTATION_OVERLAP_MS,
  ): Promise<string> {
    const { clock, box } = this.deps;
    const row = await new TenantScope(trx, companyId)
      .selectFrom(owner)
      .select('signing_secret')
      .where('id', '=', id)
      .executeTakeFirst();
    const now = clock.now();
    if (row?.signing_secret && overlapMs > 0) {
      await trx
        .insertInto('webhook_secrets')
        .values({
          company_id: companyId,
          owner_type: owner,
          owner_id: id,
          sealed: row.signing_secret,
          created_at: now,
          expires_at: now + overlapMs,
        })
        .execute();
    }
    const secret = newSigningSecret();
    await new TenantScope(trx, companyId)
      .updateTable(owner)
      .set({ signing_secret: box.seal(secret), ...engineChangeStamps(now) })
      .where('id', '=', id)
      .execute();
    return secret;
  }

  /**
   * Every secret a message of this owner is signed with now: the current one first. With the
   * owner's company, the replaced ones are remembered under its webhook epoch (their overlaps
   * are checked at each call).
   */
  async signingSecrets(
    owner: SecretOwner,
    id: number,
    currentSealed: string | null,
    companyId?: number,
  ): Promise<string[]> {
    const { config, clock } = this.deps;
    const replaced =
      config && companyId !== undefined
        ? await config.read(companyId, `secrets:${owner}:${id}`, () => this.replaced(owner, id))
        : await this.replaced(owner, id);
    const now = clock.now();
    const secrets = currentSealed ? [this.open(currentSealed)] : [];
    for (const r of replaced) if (r.expiresAt > now) secrets.push(r.secret);
    return secrets;
  }

  /** The owner's replaced secrets still signing (newest first), opened. */
  private async replaced(owner: SecretOwner, id: number): Promise<Replaced[]> {
    const { db, clock, prepared } = this.deps;
    const rows = await preparedRows<{ sealed: unknown; expires_at: unknown }>(
      prepared,
      'webhook_secrets.signing',
      [owner, id, clock.now()],
      (arg) =>
        db
          .selectFrom('webhook_secrets')
          .select(['sealed', 'expires_at'])
          .where('owner_type', '=', arg(0))
          .where('owner_id', '=', arg(1))
          .where('expires_at', '>', arg(2))
          .orderBy('id', 'desc'),
    );
    return rows
      .filter((r) => typeof r.sealed === 'string' && r.sealed !== '')
      .map((r) => ({ secret: this.open(r.sealed as string), expiresAt: Number(r.expires_at) }));
  }

  private open(sealed: string): string {
    let secret = this.opened.get(sealed);
    if (secret === undefined) {
      secret = this.deps.box.open(sealed);
      if (this.opened.size >= MAX_OPENED) this.opened.clear();
      this.opened.set(sealed, secret);
    }
    return secret;
  }
}
