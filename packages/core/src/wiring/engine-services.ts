import type { DispositionActions } from '../calls/disposition-actions.js';
import type { SoundStore } from '../calls/sound-store.js';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { Database } from '../db/dialects/types.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ResourceRegistry } from '../kernel/registry.js';
import type { ResourceService } from '../kernel/service.js';
import type { LeadService } from '../leads/lead-service.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { BuyerHealth } from '../routing/buyer-health.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { WebhookEngine } from '../webhooks/webhook-engine.js';

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
  /** Where carriers reach this Leadline (a rented number's webhooks point under it). */
  readonly publicUrl: string | undefined;
  registry: ResourceRegistry;
  database: Database;
  urls: UrlGuard;
  secrets: SecretBox;
  links: RecordLinks;
  /** Where sound files' recordings are kept. */
  soundStore: SoundStore;
  webhooks: WebhookEngine;
  /** Pre-action (before_*) webhooks: asked before an action, they accept or reject it. */
  preActions: Pick<PreActionWebhooks, 'ask'>;
  /** The transactional outbox: events written with the change that causes them. */
  outbox: Pick<EventOutbox, 'emit'>;
  /** Buyer health rules (an unpause by hand clears the automatic pause's reason). */
  readonly buyerHealth: Pick<BuyerHealth, 'afterManualWrite'>;
  /** What an applied call disposition does (opt-out, blacklist, callbacks, end of schedule). */
  readonly dispositionActions: Pick<DispositionActions, 'apply'>;
  resource(plural: string): ResourceService;
}
