import type { ResourceDefinition } from '../define.js';
import { AUTOMATION_RESOURCES } from './automation/index.js';
import { buyerFleets } from './buyer-fleets.js';
import { buyerGroups } from './buyer-groups.js';
import { buyerSuppressions } from './buyer-suppressions.js';
import { buyers } from './buyers.js';
import { contacts } from './contacts.js';
import { leads } from './leads.js';
import { offers } from './offers.js';
import { RECORD_RESOURCES } from './records/index.js';
import { ROUTING_RESOURCES } from './routing/index.js';
import { schedules } from './schedules.js';

export { datasetEndpoints } from './dataset-endpoints.js';
export {
  collectionEndpoints,
  ENDPOINT_GROUPS,
  meEndpoints,
  numberEndpoints,
  secureEndpoints,
} from './endpoint-groups.js';
export { inboundCallEndpoints } from './inbound-call-endpoints.js';

/** Every resource Leadline serves. Adding one here is all it takes to get its table, routes, docs and SDK types. */
export const CATALOG: readonly ResourceDefinition[] = [
  buyers,
  buyerGroups,
  buyerFleets,
  buyerSuppressions,
  contacts,
  leads,
  offers,
  schedules,
  ...AUTOMATION_RESOURCES,
  ...RECORD_RESOURCES,
  ...ROUTING_RESOURCES,
];
