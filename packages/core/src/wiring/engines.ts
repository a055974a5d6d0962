import { CallDispositionResource } from '../calls/call-disposition-resource.js';
import { CallRouterResource } from '../calls/call-router-resource.js';
import { OfferAmdFlowResource } from '../calls/offer-amd-flow-resource.js';
import { SoundFileResource } from '../calls/sound-file-resource.js';
import { ContactImportResource } from '../contacts/contact-import-resource.js';
import { ContactResource } from '../contacts/contact-resource.js';
import { UnblockJobResource } from '../contacts/unblock-job-resource.js';
import { AdminTableExporterResource } from '../exports/exporter-resource.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { EngineDeps, ResourceService } from '../kernel/service.js';
import { LeadResource } from '../leads/lead-resource.js';
import { TextMessageFlowResource } from '../messaging/text-flows.js';
import { TextMessageResource } from '../messaging/text-message-resource.js';
import { NumberOrderResource } from '../numbers/number-order-resource.js';
import { PhoneNumberResource } from '../numbers/phone-number-resource.js';
import { BuyerResource } from '../routing/buyer-resource.js';
import { TrafficSourceResource } from '../routing/traffic-source-resource.js';
import { CadenceResource } from '../schedules/cadence-resources.js';
import { DistributionResource } from '../schedules/distribution-resource.js';
import { RetargetResource } from '../schedules/retarget-resource.js';
import { ScheduledCallbackResource } from '../schedules/scheduled-callback-resource.js';
import { SuppressionListResource } from '../suppression/list-resource.js';
import { KeywordGroupResource } from '../transcription/keyword-group-resource.js';
import { StandaloneTranscriptionResource } from '../transcription/standalone-transcriptions.js';
import {
  ManualFireResource,
  OauthConnectionResource,
  RuledResource,
  SignedEndpointResource,
} from '../webhooks/webhook-resources.js';
import type { EngineServices } from './engine-services.js';

export type { EngineServices } from './engine-services.js';

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
  phone_numbers: (def, deps, leadline) =>
    new PhoneNumberResource(def, deps, leadline.carriers, () => leadline.publicUrl),
  number_orders: (def, deps, leadline) => new NumberOrderResource(def, deps, leadline),
  schedule_actions: (def, deps) => new CadenceResource(def, deps),
  buyers: (def, deps, leadline) => new BuyerResource(def, deps, () => leadline.buyerHealth),
  traffic_sources: (def, deps) => new TrafficSourceResource(def, deps),
  call_routers: (def, deps) => new CallRouterResource(def, deps),
  offer_amd_flows: (def, deps) => new OfferAmdFlowResource(def, deps),
  sound_files: (def, deps, leadline) =>
    new SoundFileResource(def, deps, { store: leadline.soundStore, urls: leadline.urls }),
  schedule_triggers: (def, deps) => new CadenceResource(def, deps),
  schedule_distributions: (def, deps) => new DistributionResource(def, deps),
  scheduled_callbacks: (def, deps) => new ScheduledCallbackResource(def, deps),
  lead_retargets: (def, deps) => new RetargetResource(def, deps),
  text_messages: (def, deps, leadline) => new TextMessageResource(def, deps, leadline),
  text_message_flows: (def, deps) => new TextMessageFlowResource(def, deps),
  admin_table_exporters: (def, deps, leadline) =>
    new AdminTableExporterResource(def, deps, leadline.jobs, leadline.registry, leadline.database.db),
  outgoing_webhooks: (def, deps, leadline) =>
    new SignedEndpointResource(def, deps, leadline, 'outgoing_webhooks'),
  outgoing_webhook_urls: (def, deps, leadline) => new RuledResource(def, deps, leadline),
  subscriptions: (def, deps, leadline) => new SignedEndpointResource(def, deps, leadline, 'subscriptions'),
  oauth_connections: (def, deps, leadline) => new OauthConnectionResource(def, deps, leadline),
  webhook_manual_fires: (def, deps, leadline) => new ManualFireResource(def, deps, leadline),
  agent_call_dispositions: (def, deps, leadline) => new CallDispositionResource(def, deps, leadline),
  standalone_transcriptions: (def, deps, leadline) =>
    new StandaloneTranscriptionResource(def, deps, leadline.jobs),
  transcription_keyword_groups: (def, deps) => new KeywordGroupResource(def, deps),
};
