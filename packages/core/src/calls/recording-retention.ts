import type { Kysely } from 'kysely';
import type { Carrier } from '../carriers/carrier.js';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { CompanyBucket } from '../integrations/company-bucket.js';
import { putObject } from '../integrations/s3-upload.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import { readMedia, recordingExtension } from './recording-media.js';
import type { RecordingRule } from './recording-rules.js';

const DAY_MS = 24 * 60 * 60_000;
/** How long one sweep holds a recording it is deleting: a sweep that died lets the next take it after this. */
export const RECORDING_CLAIM_MS = 10 * 60_000;
/** Recordings one query picks: each is claimed, copied and deleted one by one. */
const DEFAULT_BATCH = 50;
/** How often a scheduler sweeps. */
const DEFAULT_EVERY_MS = 15 * 60_000;

/** When the recording of `call` is deleted: the rule's retention_days after the call began (null: kept). */
export function recordingExpiry(call: CallRow, rule: RecordingRule | null): number | null {
  if (!rule?.retentionDays) return null;
  const began = Number(decodeValue('time', call.created_at));
  return Number.isFinite(began) ? began + rule.retentionDays * DAY_MS : null;
}

export interface RecordingRetentionDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  carriers: CarrierAccounts;
  store: CallStore;
  trace: CallTrace;
  /** The company's S3 bucket, when it has one: recordings are copied there before they are deleted. */
  bucket: (companyId: number) => Promise<CompanyBucket | null>;
  batchSize?: number;
}

/** What one sweep did. */
export interface SweepResult {
  deleted: number;
  copied: number;
  /** Recordings left for a later sweep (the carrier or the bucket failed); each is traced. */
  failed: number;
}

/**
 * Deletes call recordings past their retention (`recording_expires_at`, set
 * from the recording rule when the recording arrived): each is claimed on its
 * call row (`recording_claimed_until`), so two schedulers sweeping at once act
 * on it once; copied to the company's S3 bucket first when it has one (the key
 * kept on the call); deleted at the carrier through the call's carrier account
 * (a 404 there counts as deleted); then `recording_url` is cleared and a
 * CallRecording step (reason `deleted`) written to the call's trace. A sweep
 * that dies part way leaves the claim to run out; the next sweep repeats the
 * copy (same key) and the delete (a 404 by then), so nothing is lost or done
 * twice that matters.
 */
export class RecordingRetention {
  constructor(private readonly deps: RecordingRetentionDeps) {}

  async sweep(signal?: AbortSignal): Promise<SweepResult> {
    const result: SweepResult = { deleted: 0, copied: 0, failed: 0 };
    const batch = this.deps.batchSize ?? DEFAULT_BATCH;
    for (;;) {
      if (signal?.aborted) return result;
      const now = this.deps.clock.now();
      const due = await this.deps.db
        .selectFrom('calls')
        .select(['id', 'company_id'])
        .where('recording_expires_at', 'is not', null)
        .where('recording_url', 'is not', null)
        .where('recording_expires_at', '<=', now)
        .where((eb) =>
          eb.or([eb('recording_claimed_until', 'is', null), eb('recording_claimed_until', '<=', now)]),
        )
        .orderBy('recording_expires_at')
        .limit(batch)
        .execute();
      for (const row of due) {
        if (signal?.aborted) return result;
        if (!(await this.claim(Number(row.company_id), Number(row.id), now))) continue;
        await this.expire(Number(row.company_id), Number(row.id), result);
      }
      // A failed one keeps its claim until it runs out, so the next query does not pick it again.
      if (due.length < batch) return result;
    }
  }

  /**
   * Sweeps now and every `everyMs` (a scheduler's timer). `stop` ends the timer, asks a sweep in
   * flight to stop between recordings, and waits for it, so the database can close after.
   */
  start(options: { everyMs?: number; onError?: (error: unknown) => void } = {}): { stop(): Promise<void> } {
    const abort = new AbortController();
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running || abort.signal.aborted) return;
      running = this.sweep(abort.signal)
        .catch((error) => options.onError?.(error))
        .finally(() => {
          running = null;
        });
    };
    tick();
    const timer = setInterval(tick, options.everyMs ?? DEFAULT_EVERY_MS);
    timer.unref?.();
    return {
      stop: async () => {
        clearInterval(timer);
        abort.abort();
        await running;
      },
    };
  }

  /** Takes the recording for this sweep: false when another holds it or it is gone already. */
  private async claim(companyId: number, callId: number, now: number): Promise<boolean> {
    const taken = await new TenantScope(this.deps.db, companyId)
      .updateTable('calls')
      .set({ recording_claimed_until: now + RECORDING_CLAIM_MS })
      .where('id', '=', callId)
      .where('recording_url', 'is not', null)
      .where('recording_expires_at', '<=', now)
      .where((eb) =>
        eb.or([eb('recording_claimed_until', 'is', null), eb('recording_claimed_until', '<=', now)]),
      )
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  private async expire(companyId: number, callId: number, result: SweepResult): Promise<void> {
    const company = await this.deps.companies.get(companyId);
    const ctx: TenantContext = {
      ...systemContext(company),
      actor: { type: 'system', id: null, name: 'recording retention' },
    };
    const call = (await new TenantScope(this.deps.db, companyId)
      .selectFrom('calls')
      .selectAll()
      .where('id', '=', callId)
      .executeTakeFirst()) as CallRow | undefined;
    if (!call || typeof call.recording_url !== 'string') return;
    const url = call.recording_url;
    const sid = recordingIdOf(call);
    try {
      const copy = await this.copy(ctx, call, url, sid);
      if (copy) result.copied++;
      const atCarrier = await this.deleteAtCarrier(ctx, call, sid);
      await this.deps.store.change(
        ctx,
        callId,
        (row) =>
          row.recording_url == null
            ? null
            : {
                recording_url: null,
                recording_deleted_at: this.deps.clock.now(),
                ...(copy ?? {}),
              },
        {},
        (trx) =>
          this.deps.trace.write(trx, companyId, callId, [
            {
              type: 'CallRecording',
              reason: 'deleted',
              detail: {
                recording_url: url,
                recording_sid: sid,
                recording_s3_key: copy?.recording_s3_key ?? call.recording_s3_key ?? null,
                deleted_at_carrier: atCarrier,
              },
            },
          ]),
      );
      await this.release(companyId, callId);
      result.deleted++;
    } catch (error) {
      result.failed++;
      await this.deps.trace.write(this.deps.db, companyId, callId, [
        {
          type: 'CallRecording',
          reason: 'delete_failed',
          detail: { recording_url: url, error: error instanceof Error ? error.message : String(error) },
        },
      ]);
    }
  }

  /** Copies the recording to the company's bucket (when it has one and none is there yet): the call's new columns. */
  private async copy(ctx: TenantContext, call: CallRow, url: string, sid: string | null) {
    if (typeof call.recording_s3_key === 'string' && call.recording_s3_key !== '') return null;
    const bucket = await this.deps.bucket(ctx.company.id);
    if (!bucket) return null;
    const bytes = await this.withCarrier(ctx, call, async (carrier) => {
      const media = await carrier.openRecording(url);
      return { data: await readMedia(media), contentType: media.contentType };
    });
    // One key per call: a sweep that repeats the copy after a crash writes the same object.
    const key = `recordings/${ctx.company.uuid}/${String(call.uuid)}${sid ? `-${sid}` : ''}.${recordingExtension(bytes.contentType)}`;
    await putObject(bucket.target, key, bytes.data, bytes.contentType);
    const columns = { recording_s3_key: key, recording_s3_integration_id: bucket.integrationId };
    // Kept at once: a sweep that dies before the carrier's delete knows next time the copy is made.
    await new TenantScope(this.deps.db, ctx.company.id)
      .updateTable('calls')
      .set(columns)
      .where('id', '=', Number(call.id))
      .execute();
    return columns;
  }

  /** Deletes at the carrier: false when the call has no carrier account or recording id to delete with. */
  private async deleteAtCarrier(ctx: TenantContext, call: CallRow, sid: string | null): Promise<boolean> {
    if (sid === null || call.integration_id == null) return false;
    const account = await this.deps.carriers.choose(ctx, { integrationId: Number(call.integration_id) });
    if (!account) return false;
    await account.run((carrier) => carrier.deleteRecording(sid));
    return true;
  }

  private async withCarrier<T>(
    ctx: TenantContext,
    call: CallRow,
    work: (carrier: Carrier) => Promise<T>,
  ): Promise<T> {
    const account =
      call.integration_id == null
        ? null
        : await this.deps.carriers.choose(ctx, { integrationId: Number(call.integration_id) });
    if (!account) throw new Error('the call has no carrier account to read its recording with');
    return account.run(work);
  }

  private async release(companyId: number, callId: number): Promise<void> {
    await new TenantScope(this.deps.db, companyId)
      .updateTable('calls')
      .set({ recording_claimed_until: null })
      .where('id', '=', callId)
      .execute();
  }
}

/**
 * The carrier's id of the recording: kept from its callback, else the last
 * segment of its URL without an extension (Twilio's .../Recordings/RE…,
 * Plivo's .../<recording_id>.mp3), as calls recorded before the id was kept
 * have only the URL.
 */
export function recordingIdOf(call: CallRow): string | null {
  if (typeof call.recording_sid === 'string' && call.recording_sid !== '') return call.recording_sid;
  if (typeof call.recording_url !== 'string') return null;
  try {
    const last = new URL(call.recording_url).pathname.split('/').filter(Boolean).at(-1);
    const id = last?.replace(/\.[a-z0-9]+$/i, '');
    return id && /^[\w-]+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
