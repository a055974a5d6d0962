import { CATALOG } from '../catalog.js';
import type { Clock } from '../clock.js';
import { CommitSignals } from '../db/commit-signals.js';
import type { Database } from '../db/dialects/types.js';
import { PreparedQueries } from '../db/prepared.js';
import { EventLog } from '../events/event-log.js';
import { EventOutbox } from '../events/event-outbox.js';
import type { FileStore } from '../jobs/file-store.js';
import { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { RecordLinks } from '../kernel/links.js';
import { ResourceRegistry } from '../kernel/registry.js';
import type { ResourceService } from '../kernel/service.js';
import type { PrivateUrlAllowance } from '../net/address-policy.js';
import { UrlGuard } from '../net/url-guard.js';
import { SecretBox } from '../secrets/secret-box.js';

/** What the engine needs beside the database and the clock. */
export interface LeadlineOptions {
  resources?: readonly ResourceDefinition[];
  allowPrivateUrls?: PrivateUrlAllowance | null;
  secrets?: SecretBox;
  authCacheMs?: number;
  /** Requests in flight to one host from webhooks, conversions and pre-action asks (default 4; across processes on PostgreSQL). */
  webhookHostConcurrency?: number;
  /** Where uploads' and exports' bytes go (`LeadlineConfig.fileStorage`); undefined: the database. */
  fileStore?: FileStore;
}

/** What `Leadline` itself holds before any feature is wired: every feature wiring may use it. */
export interface Core {
  readonly database: Database;
  readonly clock: Clock;
  /**
   * The origin carriers reach this Leadline at (the server's publicUrl): a
   * rented number's webhooks are pointed under it. Unset, only integrations
   * with `settings.callback_base_url` are pointed on rent.
   */
  publicUrl: string | undefined;
  /** The engine of one declared resource, by plural name (`leadline.resource('buyers').list(ctx, {})`). */
  resource(plural: string): ResourceService;
}

/** The floors every feature stands on: declarations, URLs, secrets, query shapes, jobs and events. */
export interface FoundationParts {
  readonly registry: ResourceRegistry;
  readonly links: RecordLinks;
  /** Durable background jobs: enqueue, handlers by kind, `runDue()`, `startWorker()`. */
  readonly jobs: JobQueue;
  /** Query shapes built once and reused (hot paths). */
  readonly prepared: PreparedQueries;
  /** Every URL fetched on a tenant's word passes here: checked when saved and when connected (no SSRF). */
  readonly urls: UrlGuard;
  /** Seals and opens secrets stored at rest (AES-256-GCM, rotatable keyring). */
  readonly secrets: SecretBox;
  /** The keyring new secrets are sealed with: null when none was configured (an ephemeral one would lose them). */
  readonly sealing: SecretBox | null;
  /** Commit notices (LISTEN/NOTIFY on PostgreSQL): what wakes the job workers and the live event stream. */
  readonly signals: CommitSignals;
  /** The transactional outbox: `emit(trx, companyId, event)` in the transaction of the change. */
  readonly outbox: EventOutbox;
  /** The company's recent events (GET /events and the live stream). */
  readonly events: EventLog;
}

export function wireFoundation(
  { database, clock }: Pick<Core, 'database' | 'clock'>,
  { resources = CATALOG, allowPrivateUrls = null, secrets, fileStore }: LeadlineOptions,
): FoundationParts {
  const { db, dialect } = database;
  const registry = new ResourceRegistry(resources);
  const prepared = new PreparedQueries(db, database.direct);
  const signals = new CommitSignals(database.signals);
  const jobs = new JobQueue(db, dialect, clock, signals, prepared, fileStore);
  return {
    urls: new UrlGuard({ allowPrivate: allowPrivateUrls }),
    secrets: secrets ?? SecretBox.fromKeys([SecretBox.generateKeySpec()]),
    // A keyring made up for this process dies with it: values sealed with it could never be read
    // again, so without a configured keyring secrets are stored as given (documented in security.md).
    sealing: secrets ?? null,
    registry,
    prepared,
    links: new RecordLinks(() => clock.now(), prepared),
    signals,
    jobs,
    outbox: new EventOutbox({ dialect, clock, jobs: jobs.store, signals, prepared }),
    events: new EventLog(db),
  };
}
