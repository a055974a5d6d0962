import { sql } from 'kysely';
import { type Clock, systemClock } from '../clock.js';
import type { Database } from '../db/dialects/types.js';
import { type MigrationReport, migrateToLatest } from '../db/migrate.js';
import { type DatabaseOptions, openDatabase } from '../db/open.js';
import { partitionAppendOnlyTables } from '../db/partitions.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { CountCache } from '../kernel/query/count-cache.js';
import { resealSecrets } from '../kernel/reseal.js';
import { syncResourceTables } from '../kernel/schema-sync.js';
import { ResourceService } from '../kernel/service.js';
import type { PrivateUrlAllowance } from '../net/address-policy.js';
import { installRoutingTriggers, ROUTED_TABLES } from '../routing/routing-triggers.js';
import { resolveTrafficSourceFilters } from '../routing/traffic-source-afids.js';
import { loadOrCreateKeyFile } from '../secrets/key-file.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { installWebhookConfigTriggers, WEBHOOK_CONFIG_TABLES } from '../webhooks/webhook-config-triggers.js';
import { type AccessParts, wireAccess } from './access.js';
import { wireCallStore } from './call-store.js';
import { type CallParts, wireCalls } from './calls.js';
import { type ContactParts, wireContacts } from './contacts.js';
import { RESOURCE_ENGINES } from './engines.js';
import { type FileStorage, openFileStore } from './file-storage.js';
import { type Core, type FoundationParts, type LeadlineOptions, wireFoundation } from './foundation.js';
import { type InboundCallParts, wireInboundCalls } from './inbound-calls.js';
import { type LeadParts, wireLeads } from './leads.js';
import { type MessagingParts, wireMessaging } from './messaging.js';
import { type NumberParts, wireNumbers } from './numbers.js';
import { type ReportingParts, wireReporting } from './reporting.js';
import { type RoutingParts, wireRouting } from './routing.js';
import { type ScheduleParts, wireSchedules } from './schedules.js';
import { type SoundParts, wireSounds } from './sounds.js';
import { type TranscriptionParts, wireTranscription } from './transcription.js';
import { type WebhookParts, wireWebhooks } from './webhooks.js';

export interface LeadlineConfig {
  /** A SQLite file path, ':memory:', a `postgres://` URL, or an already open database. */
  database: string | Database;
  databaseOptions?: DatabaseOptions;
  clock?: Clock;
  /** Apply pending migrations on start (default true). */
  migrate?: boolean;
  /** Resources to serve (default: the whole catalog). */
  resources?: readonly ResourceDefinition[];
  /**
   * Private addresses tenant URLs may reach (`LEADLINE_ALLOW_PRIVATE_URLS`):
   * `true`, or CIDRs. Default: none — loopback, RFC 1918, link-local,
   * metadata and CGNAT targets are refused.
   */
  allowPrivateUrls?: PrivateUrlAllowance | null;
  /**
   * The keyring secrets are sealed with at rest. Default: a key file beside a
   * SQLite database file (`<file>.secret-key`, created on first start);
   * elsewhere (':memory:', PostgreSQL, an open database) a key that lives as
   * long as the process — the server always passes its configured keyring.
   */
  secrets?: SecretBox;
  /**
   * The longest a verified credential is remembered (ms; default 60,000; 0 remembers nothing).
   * Pausing, revoking or rotating a key or token, or changing a membership, ends what every
   * process remembered of it at once, whoever made the change (a trigger moves the credential
   * epoch: SQLite's row is read once per event-loop turn, PostgreSQL's NOTIFY is heard): this
   * bound only covers a lost notice.
   */
  authCacheMs?: number;
  /** Requests in flight to one host from webhooks, conversions and pre-action asks (default 4); on PostgreSQL across every process. */
  webhookHostConcurrency?: number;
  /**
   * Where uploads' and exports' bytes go: the database (default), a local directory or an
   * S3-compatible bucket; the database keeps their metadata either way (docs/deploy.md).
   */
  fileStorage?: FileStorage;
}

export type { LeadlineOptions } from './foundation.js';

/**
 * Every feature's services, as its wiring (one file each under wiring/) makes them: a new
 * feature adds its file, its parts here and its line in the constructor.
 */
interface FeatureParts
  extends FoundationParts,
    AccessParts,
    WebhookParts,
    NumberParts,
    ContactParts,
    RoutingParts,
    LeadParts,
    SoundParts,
    CallParts,
    InboundCallParts,
    TranscriptionParts,
    MessagingParts,
    ScheduleParts,
    ReportingParts {}

// Merged into the class below: its constructor sets every member (each wiring returns its parts whole).
export interface Leadline extends FeatureParts {}

/**
 * The whole engine, embeddable: every service takes a tenant context and
 * plain data, and returns plain data or throws a LeadlineError.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every member of FeatureParts.
export class Leadline implements Core {
  /**
   * The origin carriers reach this Leadline at (the server's publicUrl): a
   * rented number's webhooks are pointed under it. Unset, only integrations
   * with `settings.callback_base_url` are pointed on rent.
   */
  publicUrl: string | undefined;
  private readonly services = new Map<string, ResourceService>();
  private readonly counts: CountCache;

  constructor(
    readonly database: Database,
    readonly clock: Clock,
    options: LeadlineOptions = {},
  ) {
    this.counts = new CountCache(() => clock.now());
    // In the order features use each other; a feature wired later is reached only inside callbacks.
    Object.assign(this, wireFoundation(this, options));
    Object.assign(this, wireAccess(this, options));
    Object.assign(this, wireWebhooks(this, options));
    Object.assign(this, wireNumbers(this));
    Object.assign(this, wireContacts(this));
    Object.assign(this, wireRouting(this));
    Object.assign(this, wireLeads(this));
    Object.assign(this, wireSounds(this));
    const calls = wireCallStore(this);
    Object.assign(this, wireCalls(this, calls));
    Object.assign(this, wireInboundCalls(this, calls));
    Object.assign(this, wireTranscription(this, calls));
    Object.assign(this, wireMessaging(this));
    Object.assign(this, wireSchedules(this, calls));
    Object.assign(this, wireReporting(this));
  }

  /** The engine of one declared resource, by plural name (`leadline.resource('buyers').list(ctx, {})`). */
  resource(plural: string): ResourceService {
    let service = this.services.get(plural);
    if (!service) {
      const def = this.registry.require(plural);
      const deps = {
        db: this.database.db,
        dialect: this.database.dialect,
        clock: this.clock,
        registry: this.registry,
        links: this.links,
        counts: this.counts,
        prepared: this.prepared,
        urls: this.urls,
        ...(this.sealing ? { secrets: this.sealing } : {}),
        readFilters: resolveTrafficSourceFilters,
        // The offers' compiled buyers forget a change made here before its notice comes back (PostgreSQL).
        written: (table: string, companyId: number) => {
          if (ROUTED_TABLES.has(table)) this.offerBuyers.moved(companyId);
          if (WEBHOOK_CONFIG_TABLES.has(table)) this.webhooks.configChanged(companyId);
        },
      };
      // Resources with behaviour get their domain subclass of the generic engine (wiring/engines.ts).
      service = RESOURCE_ENGINES[plural]?.(def, deps, this) ?? new ResourceService(def, deps);
      this.services.set(plural, service);
    }
    return service;
  }

  /** Query builders already scoped to the context's company. */
  scope(ctx: TenantContext): TenantScope {
    return new TenantScope(this.database.db, ctx.company.id);
  }

  /** Applies migrations, then creates any declared resource table or column that is missing. */
  async migrate(): Promise<MigrationReport> {
    const report = await migrateToLatest(this.database);
    const synced = await syncResourceTables(this.database, this.registry);
    // On tables the sync may just have created: the routing epoch's triggers (migration 0041).
    await installRoutingTriggers(this.database);
    // And the webhook epoch's (migration 0061): subscriptions, webhooks, their URLs and secrets.
    await installWebhookConfigTriggers(this.database);
    // Logs the sync just created (a fresh database) are partitioned as migration 0045 (log partitions) did the others.
    const partitioned =
      this.database.dialect === 'postgres'
        ? await this.database.db
            .transaction()
            .execute((trx) => partitionAppendOnlyTables(trx, this.clock.now()))
        : [];
    return { applied: [...report.applied, ...synced, ...partitioned.map((t) => `partitioned ${t}`)] };
  }

  /** True when the database answers (readiness probes). */
  async ping(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.database.db);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.signals.close();
    await this.urls.close();
    return this.database.close();
  }
}

/** Opens the database, migrates it, and returns the engine. */
export async function createLeadline(config: LeadlineConfig): Promise<Leadline> {
  const database =
    typeof config.database === 'string'
      ? await openDatabase(config.database, config.databaseOptions)
      : config.database;
  const secrets =
    config.secrets ??
    (typeof config.database === 'string' && isSqliteFile(config.database)
      ? loadOrCreateKeyFile(`${config.database}.secret-key`)
      : undefined);
  const fileStore = openFileStore(config.fileStorage);
  const leadline = new Leadline(database, config.clock ?? systemClock, {
    resources: config.resources,
    allowPrivateUrls: config.allowPrivateUrls,
    secrets,
    ...(config.authCacheMs !== undefined ? { authCacheMs: config.authCacheMs } : {}),
    ...(config.webhookHostConcurrency ? { webhookHostConcurrency: config.webhookHostConcurrency } : {}),
    ...(fileStore ? { fileStore } : {}),
  });
  if (config.migrate !== false) {
    try {
      await leadline.migrate();
      // Secrets stored in clear or under an older key are sealed under the current one.
      if (leadline.sealing) await resealSecrets(database.db, leadline.registry, leadline.sealing);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return leadline;
}

const isSqliteFile = (database: string) =>
  database !== ':memory:' && !/^postgres(ql)?:\/\//.test(database) && !database.startsWith('file::memory:');
