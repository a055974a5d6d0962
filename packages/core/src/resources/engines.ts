import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import { PhoneNumberResource } from '../carriers/phone-number-resource.js';
import { ContactImportResource } from '../contacts/contact-import-resource.js';
import { ContactResource } from '../contacts/contact-resource.js';
import { UnblockJobResource } from '../contacts/unblock-job-resource.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { LeadResource } from '../leads/lead-resource.js';
import type { LeadService } from '../leads/lead-service.js';
import { TextMessageResource } from '../messaging/text-message-resource.js';
import { CadenceResource } from '../schedules/cadence-resources.js';
import type { StateRules } from '../state-rules/state-rules.js';
import { SuppressionListResource } from '../suppression/list-resource.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { ResourceDefinition } from './define.js';
import type { EngineDeps, ResourceService } from './service.js';

/**
 * The services domain engines use, by name: `Leadline` has them all, but the engines
 * receive only this, so nothing here imports the engine that builds them.
 */
export interface EngineServices {
  jobs: JobQueue;
  carriers: CarrierAccounts;
  leads: Pick<LeadService, 'update'>;
  suppression: Pick<SuppressionService, 'check'>;
  stateRules: Pick<StateRules, 'check' | 'logBlock'>;
}

export type EngineFactory = (
  def: ResourceDefinition,
  deps: EngineDeps,
  services: EngineServices,
) => ResourceService;

/**
 * Resources whose engine is a domain subclass of the generic one: the same
 * list/show/update/…, plus what makes them differ. `leadline.resource(plural)`
 * and so every route, the SDK and the CLI get the subclass.
 */
export const RESOURCE_ENGINES: Partial<Record<string, EngineFactory>> = {
  contacts: (def, deps) => new ContactResource(def, deps),
  leads: (def, deps, leadline) => new LeadResource(def, deps, leadline.leads),
  buyer_suppressions: (def, deps, leadline) => new SuppressionListResource(def, deps, leadline.jobs),
  contact_imports: (def, deps, leadline) => new ContactImportResource(def, deps, leadline.jobs),
  unblock_contact_jobs: (def, deps, leadline) => new UnblockJobResource(def, deps, leadline.jobs),
  phone_numbers: (def, deps, leadline) => new PhoneNumberResource(def, deps, leadline.carriers),
  schedule_actions: (def, deps) => new CadenceResource(def, deps),
  schedule_triggers: (def, deps) => new CadenceResource(def, deps),
  text_messages: (def, deps, leadline) => new TextMessageResource(def, deps, leadline),
};
