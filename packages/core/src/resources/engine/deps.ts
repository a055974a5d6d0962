import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DialectName } from '../../db/dialects/types.js';
import type { PreparedQueries } from '../../db/prepared.js';
import type { ResourceDefinition } from '../define.js';
import type { RecordLinks } from '../links.js';
import type { CountCache } from '../query/count-cache.js';
import type { ResourceRegistry } from '../registry.js';

export interface EngineDeps {
  db: Kysely<any>;
  dialect: DialectName;
  clock: Clock;
  registry: ResourceRegistry;
  links: RecordLinks;
  counts: CountCache;
  prepared: PreparedQueries;
}

/** One declared resource with what the generic engine needs to serve it. */
export interface Engine {
  readonly def: ResourceDefinition;
  readonly deps: EngineDeps;
}
