import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { breathe } from '../jobs/breathe.js';
import { type JobHandler, JobStopped, jobKind } from '../jobs/job.js';
import { progressGate, StatusRecord } from '../jobs/status-record.js';
import { TenantScope } from '../tenancy/scope.js';

export const UNBLOCK_JOB = jobKind<UnblockPayload>('contacts.unblock');

export interface UnblockPayload {
  jobId: number;
}

export interface UnblockJobDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
}

/** Contacts cleared per statement. */
const BATCH = 1000;

/**
 * Clears the blacklist (unblock_contact_jobs): every contact matching the
 * job's criteria — its numbers, blocked_at range — is unblocked, and its
 * opt-outs cleared when the job says so, in batches by id. Deleting the job
 * stops it; what was unblocked stays unblocked.
 */
export function unblockJob(deps: UnblockJobDeps): JobHandler<UnblockPayload> {
  const bool = (v: boolean) => encodeValue('boolean', v, deps.dialect);
  return {
    maxAttempts: 3,
    async run(job, { signal, heartbeat }) {
      const companyId = job.companyId!;
      const scope = new TenantScope(deps.db, companyId);
      const status = new StatusRecord(
        deps.db,
        'unblock_contact_jobs',
        companyId,
        job.payload.jobId,
        deps.clock,
      );
      const spec = await scope
        .selectFrom('unblock_contact_jobs')
        .selectAll()
        .where('id', '=', job.payload.jobId)
        .executeTakeFirst();
      if (!spec) return;
      const numbers = (decodeValue('json', spec.numbers) as string[] | null) ?? [];
      const clearOptOut = decodeValue('boolean', spec.clear_opt_out) === true;
      const clearSms = decodeValue('boolean', spec.clear_sms_opt_out) === true;
      const matching = (after: number) =>
        scope
          .selectFrom('contacts')
          .where('id', '>', after)
          .$if(numbers.length > 0, (qb) => qb.where('number', 'in', numbers))
          .$if(spec.blocked_at_from != null, (qb) =>
            qb.where('blocked_at', '>=', Number(spec.blocked_at_from)),
          )
          .$if(spec.blocked_at_to != null, (qb) => qb.where('blocked_at', '<=', Number(spec.blocked_at_to)))
          .where((eb) =>
            eb.or([
              eb('blocked', '=', bool(true)),
              ...(clearOptOut ? [eb('opt_out', '=', bool(true))] : []),
              ...(clearSms ? [eb('sms_opt_out_at', 'is not', null)] : []),
            ]),
          );
      const total = Number(
        (
          await matching(0)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (!(await status.start({ total_count: total, unblocked_count: 0, percent: 0 }))) return;
      const gate = progressGate();
      let done = 0;
      let after = 0;
      for (;;) {
        if (signal.aborted) {
          await status.stop();
          throw new JobStopped();
        }
        const ids = (await matching(after).select('id').orderBy('id').limit(BATCH).execute()).map(
          (r) => r.id,
        );
        if (ids.length === 0) break;
        const r = await scope
          .updateTable('contacts')
          .set({
            blocked: bool(false),
            blocked_at: null,
            ...(clearOptOut ? { opt_out: bool(false) } : {}),
            ...(clearSms ? { sms_opt_out_at: null } : {}),
            ...engineChangeStamps(deps.clock.now()),
          })
          .where('id', 'in', ids)
          .executeTakeFirst();
        done += Number(r.numUpdatedRows);
        await breathe();
        after = ids[ids.length - 1]!;
        const pct = total ? Math.min(100, Math.round((done / total) * 1000) / 10) : 100;
        if (gate(pct)) {
          if (!(await status.progress({ unblocked_count: done, percent: pct }))) return;
          await heartbeat();
        }
      }
      await status.succeed({ unblocked_count: done, percent: 100, total_count: Math.max(total, done) });
    },
    async failed(job, error) {
      await new StatusRecord(
        deps.db,
        'unblock_contact_jobs',
        job.companyId!,
        job.payload.jobId,
        deps.clock,
      ).fail(error instanceof Error ? error.message : String(error));
    },
  };
}
