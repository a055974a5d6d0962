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

export type SecretOwner = 'outgoing_webhooks' | 'subscriptions';

/** How long a replaced secret keeps signing beside the new one (receivers switch over meanwhile). */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

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
    },
  ) {}

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

  /** Every secret a message of this owner is signed with now: the current one first. */
  async signingSecrets(owner: SecretOwner, id: number, currentSealed: string | null): Promise<string[]> {
    const { db, clock, box, prepared } = this.deps;
    const previous = await preparedRows<{ sealed: unknown }>(
      prepared,
      'webhook_secrets.signing',
      [owner, id, clock.now()],
      (arg) =>
        db
          .selectFrom('webhook_secrets')
          .select('sealed')
          .where('owner_type', '=', arg(0))
          .where('owner_id', '=', arg(1))
          .where('expires_at', '>', arg(2))
          .orderBy('id', 'desc'),
    );
    const sealed = [currentSealed, ...previous.map((r) => r.sealed as string)].filter(
      (s): s is string => typeof s === 'string' && s !== '',
    );
    return sealed.map((s) => box.open(s));
  }
}
