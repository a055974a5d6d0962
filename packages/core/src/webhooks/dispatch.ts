import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import { type CommitSignals, DUE_JOBS, eventsTopic } from '../db/commit-signals.js';
import type { DialectName } from '../db/dialects/types.js';
import type { Transactor } from '../db/group-commit.js';
import { preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { EVENT_CATALOG, isEventType, triggersOf } from '../events/event-catalog.js';
import type { Job, JobRunContext } from '../jobs/job.js';
import { DEFAULT_LEASE_MS, type JobQueue } from '../jobs/job-queue.js';
import type { RecordLinks } from '../kernel/links.js';
import { DELIVER_JOB, type DeliverPayload, type Delivery, type Preloaded } from './delivery.js';
import { recordTokens } from './record-tokens.js';
import { type EventSource, loadEvent, snapshot } from './stored-event.js';
import {
  activeSubscriptions,
  activeWebhooks,
  subscriptionMatches,
  type WebhookTarget,
  webhookMatches,
} from './targets.js';
import { remembered, type WebhookConfigReads } from './webhook-config.js';

/** Deliveries a dispatch runs itself, at most this many per event; more wait for the workers. */
const INLINE_DELIVERIES = 8;

/** A delivery job the dispatch wrote already leased to this process, to run at once. */
interface InlineDelivery {
  job: Job;
  preloaded: Preloaded;
}

export interface DispatchDeps extends EventSource {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  jobs: JobQueue;
  links: RecordLinks;
  signals?: CommitSignals;
  commits: Transactor;
  /** The company's subscriptions and webhooks, remembered under its webhook epoch. */
  config?: WebhookConfigReads;
}

/**
 * Dispatch: turns a committed event into delivery jobs for every matching
 * subscription and outgoing webhook, freezing the event's payload, in one
 * transaction; the first attempts due now run at once in this process.
 */
export class Dispatch {
  constructor(
    private readonly deps: DispatchDeps,
    private readonly delivery: Delivery,
  ) {}

  /**
   * The dispatch job: dispatches, and runs the first attempts due now itself
   * rather than leaving them to a worker's next claim. Their jobs are written
   * leased to this process in the dispatch's transaction, which also ends the
   * dispatch job (the first delivery job is the dispatch job's row, handed
   * over), so a crash at any point leaves either the dispatch to run again or
   * the deliveries to be picked up when their lease ends.
   */
  async dispatchAndDeliver(eventId: number, context: JobRunContext): Promise<void> {
    const inline = await this.dispatch(eventId, context);
    await Promise.allSettled(
      inline.map(({ job, preloaded }) =>
        this.deps.jobs.execute(job, context.signal, DEFAULT_LEASE_MS, (j, ctx) =>
          this.delivery.deliver(j.payload as unknown as DeliverPayload, ctx, preloaded),
        ),
      ),
    );
  }

  /**
   * Freezes the event's payload and queues a delivery per matching
   * subscription and webhook, in one transaction: a dispatch that dies
   * half-way is run again from the start and queues nothing twice.
   */
  async dispatch(eventId: number, context?: JobRunContext): Promise<InlineDelivery[]> {
    const { db, dialect, clock, jobs, links, prepared, config } = this.deps;
    const event = await loadEvent(this.deps, eventId);
    if (!event || !isEventType(event.type)) return [];
    const record = event.payload ?? (await snapshot(this.deps, event));
    const { companyId } = event;
    const subs = (
      await remembered(config, companyId, `subscriptions:${event.type}`, () =>
        activeSubscriptions(db, dialect, companyId, event.type, prepared),
      )
    ).filter((s) => subscriptionMatches(s, record));
    const triggers = triggersOf(event.type, record);
    const candidates = await remembered(config, companyId, `webhooks:${triggers.join(',')}`, () =>
      activeWebhooks(db, dialect, links, companyId, triggers, prepared),
    );
    let webhooks: WebhookTarget[] = [];
    let tokens: Record<string, unknown> | undefined;
    if (candidates.length) {
      tokens = await recordTokens(db, event.companyId, EVENT_CATALOG[event.type].record, record);
      webhooks = candidates.filter((w) => webhookMatches(w, record, tokens!));
    }
    const now = clock.now();
    const frozen = { ...event, payload: record };
    const payload = encodeValue('json', record, dialect);
    const inline: InlineDelivery[] = [];
    await this.deps.commits(async (trx) => {
      // Run again alone when a shared commit failed: start from nothing.
      inline.length = 0;
      let handedOver = false;
      const claimed = await preparedRows(
        prepared,
        'events.freeze',
        [payload, now, event.id, event.createdAt],
        (arg) =>
          trx
            .updateTable('events')
            .set({ payload: arg(0), dispatched_at: arg(1) })
            .where('id', '=', arg(2))
            // The partition key: PostgreSQL looks in the event's month only (db/partitions.ts).
            .where('created_at', '=', arg(3))
            .where('dispatched_at', 'is', null)
            .returning('id'),
        trx,
      );
      if (claimed.length === 0) {
        await context?.complete(trx);
        return;
      }
      const opts = { companyId: event.companyId, db: trx, ...(prepared ? { prepared } : {}) };
      let left = 0;
      const queue = async (payload: DeliverPayload, dueAt: number, preloaded: Preloaded) => {
        const runHere = context !== undefined && dueAt <= now && inline.length < INLINE_DELIVERIES;
        if (!runHere) {
          if (dueAt <= now) left++;
          await jobs.store.enqueue(DELIVER_JOB, payload, { ...opts, dueAt, maxAttempts: 10 });
          return;
        }
        if (!handedOver) {
          // The first becomes the dispatch job's own row (one update, not an insert and a delete).
          handedOver = true;
          inline.push({ job: await context.handOver(trx, DELIVER_JOB, payload, 10), preloaded });
          return;
        }
        const id = await jobs.store.enqueue(DELIVER_JOB, payload, {
          ...opts,
          maxAttempts: 10,
          leaseMs: DEFAULT_LEASE_MS,
        });
        const job = jobs.store.leasedJob(id, DELIVER_JOB, payload, event.companyId, 10, DEFAULT_LEASE_MS);
        inline.push({ job, preloaded });
      };
      for (const s of subs) {
        await queue({ eventId, subscriptionId: s.id, attempt: 1 }, now, {
          event: frozen,
          record,
          subscription: s,
        });
      }
      for (const w of webhooks) {
        await queue({ eventId, webhookId: w.id, attempt: 1 }, now + w.delaySeconds * 1000, {
          event: frozen,
          record,
          webhook: w,
          ...(tokens ? { tokens } : {}),
        });
      }
      if (!handedOver) await context?.complete(trx);
      // The live streams show the dispatched event; deliveries not run here wake the workers.
      await this.deps.signals?.notify(trx, eventsTopic(event.companyId), ...(left ? [DUE_JOBS] : []));
    });
    if (!this.deps.signals && (subs.length || webhooks.length)) jobs.wake();
    return inline;
  }
}
