import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DialectName } from '../../db/dialects/types.js';
import type { PreparedQueries } from '../../db/prepared.js';
import type { DB } from '../../db/tables.js';
import type { UrlGuard } from '../../net/url-guard.js';
import type { SecretBox } from '../../secrets/secret-box.js';
import type { ResourceDefinition } from '../define.js';
import type { RecordLinks } from '../links.js';
import type { CountCache } from '../query/count-cache.js';
import type { ResourceRegistry } from '../registry.js';

export interface EngineDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  registry: ResourceRegistry;
  links: RecordLinks;
  counts: CountCache;
  prepared: PreparedQueries;
  /** Checks fields marked `.fetchedUrl()` when saved. */
  urls?: UrlGuard;
  /** Seals fields marked `.sealed()` before they are stored. */
  secrets?: SecretBox;
  /**
   * Rewrites list filters as clients send them before they are parsed (a reference named
   * some other way than by id: a traffic source by its afid). The wiring supplies the
   * features' readers; the kernel knows none of them.
   */
  readFilters?: FilterReader;
  /**
   * Told after a create, update or destroy of the resource's table has committed (or joined the
   * request's transaction): caches of this process that read the table forget the company's
   * entries at once (the wiring says which; the kernel knows none of them).
   */
  written?: (table: string, companyId: number) => void;
}

/** A feature's reading of list filters: the raw parameters in, the same with its references resolved out. */
export type FilterReader = (
  db: Kysely<DB>,
  companyId: number,
  fields: ResourceDefinition['fields'],
  raw: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** One declared resource with what the generic engine needs to serve it. */
export interface Engine {
  readonly def: ResourceDefinition;
  readonly deps: EngineDeps;
}
