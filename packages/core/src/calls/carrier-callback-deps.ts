import type { Kysely } from 'kysely';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { RecordLinks } from '../kernel/links.js';
import type { LeadService } from '../leads/lead-service.js';
import type { BuyerHealth } from '../routing/buyer-health.js';
import type { CallRouter } from '../routing/call-router.js';
import type { OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import type { ConversionAsker } from './conversions.js';
import type { DialPlanDeps } from './dial-plan.js';
import type { RecordingRule, RecordingRules } from './recording-rules.js';
import type { SoundLinks } from './sound-links.js';

/** What the carrier callbacks of a call need: the call store and trace, routing, leads, and who to tell. */
export interface CarrierCallbackDeps extends Pick<DialPlanDeps, 'holdQueue'> {
  db: Kysely<DB>;
  /** Reads a whisper's playlist. */
  links: RecordLinks;
  /** Signs the links carriers fetch recordings at. */
  sounds: SoundLinks;
  /** Applies a call disposition to a call (a machine's, on an AMD verdict). */
  applyDisposition?: (ctx: TenantContext, callId: number, dispositionId: number) => Promise<void>;
  dialect: DialectName;
  router: CallRouter;
  trace: CallTrace;
  recordings: RecordingRules;
  clock: Clock;
  companies: CompanyService;
  offerBuyers: OfferBuyers;
  leads: LeadService;
  store: CallStore;
  /** before_dial_buyer webhooks, asked per buyer before it is dialled. */
  preActions?: Pick<PreActionWebhooks, 'ask' | 'targets'>;
  /** Events the buyer legs cause (buyer_no_answer), in their transaction. */
  outbox?: EventOutbox;
  /** Asks buyer conversions of type webhook/postback (the webhook engine's ConversionWebhooks). */
  askConversion?: ConversionAsker;
  /** Told when a call's end made its schedule lead due (the schedule runner wakes). */
  onLeadDue?: () => void;
  /** Told when a call has ended (its status became final): a slot it held goes to the hold queue. */
  onCallEnded?: (ctx: TenantContext, call: CallRow) => Promise<void>;
  /** Weighs a buyer's unanswered or failed ring against its health rule, in the ring's transaction. */
  buyerHealth?: Pick<BuyerHealth, 'afterRing'>;
  /**
   * In the transaction keeping a new recording URL: queues its transcription when the call's
   * recording rule (read once by the callback) asks for it; answers the call values that say so.
   */
  transcribe?: (
    trx: Kysely<DB>,
    ctx: TenantContext,
    call: CallRow,
    url: string,
    rule: RecordingRule | null,
  ) => Promise<Record<string, unknown>>;
  /** Moves a live call to new instructions (an asynchronous machine verdict that ends the call). */
  carriers?: Pick<CarrierAccounts, 'choose'>;
}
