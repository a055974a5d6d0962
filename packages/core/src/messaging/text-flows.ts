import type { Kysely } from 'kysely';
import type { ContactService } from '../contacts/contact-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import { ResourceService } from '../kernel/service.js';
import type { RequestMeta, TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { fillTokens } from '../util/token-text.js';

/** A text Leadline sends back (queued like POST /text_messages, so it is recorded, checked and sent by the job). */
export type TextReply = (
  ctx: TenantContext,
  text: { from: string; to: string; body: string; lead_id?: number },
) => Promise<void>;

/** text_message_flows, refusing a flow missing what its action needs (a 422 naming the field). */
export class TextMessageFlowResource extends ResourceService {
  protected override checkInput(raw: Record<string, unknown>): void {
    checkFlow(raw);
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

function checkFlow(raw: Record<string, unknown>): void {
  const action = raw.flow_action;
  if ((action === 'add_to_schedule' || action === 'remove_from_schedule') && blank(raw.schedule_id)) {
    throw invalidParam('schedule_id', `is required for an ${action} flow: the schedule`);
  }
  if (action === 'webhook' && blank(raw.outgoing_webhook_id)) {
    throw invalidParam('outgoing_webhook_id', 'is required for a webhook flow: the outgoing webhook to fire');
  }
  const data = typeof raw.lead_data === 'string' ? parsedOrUndefined(raw.lead_data) : raw.lead_data;
  if (action === 'modify_lead' && blank(data)) {
    throw invalidParam(
      'lead_data',
      'is required for a modify_lead flow: the tokens to set, as {"key":"value"}',
    );
  }
  if (!blank(data) && (typeof data !== 'object' || Array.isArray(data))) {
    throw invalidParam('lead_data', 'must be an object of tokens: {"last_reply":"[body]"}');
  }
  if (raw.match_type === 'regex' && typeof raw.keyword === 'string') {
    try {
      new RegExp(raw.keyword, 'i');
    } catch {
      throw invalidParam('keyword', 'is not a valid regular expression');
    }
  }
}

function parsedOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON at all: the generic parse names lead_data for that.
    return undefined;
  }
}

/** Whether a flow's keyword matches the text (case-insensitive; `any` matches every text). */
export function flowMatches(matchType: string, keyword: string, body: string): boolean {
  const text = body.trim().toLowerCase();
  const word = keyword.trim().toLowerCase();
  switch (matchType) {
    case 'any':
      return true;
    case 'exact':
      return word !== '' && text === word;
    case 'contains':
      return word !== '' && text.includes(word);
    case 'starts_with':
      return word !== '' && text.startsWith(word);
    case 'regex':
      try {
        return new RegExp(keyword, 'i').test(body);
      } catch {
        return false;
      }
    default:
      return false;
  }
}

export interface ReceivedText {
  id: number;
  body: string;
  /** The sender, and the company number that received it. */
  from: string;
  to: string;
  offerId: number | null;
  ringPoolId: number | null;
  leadId: number | null;
}

/**
 * Answers an incoming text with the first active text_message_flow (in
 * sortable_order) whose offer and pool fit the receiving number and whose
 * keyword matches: its action (opt the sender out of or back in to texts),
 * then its reply_body, queued as a text from the receiving number with the
 * sender's lead's tokens. The flow is noted on the incoming text.
 */
export class TextFlows {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      contacts: Pick<ContactService, 'optOut' | 'optInTexts'>;
      reply: TextReply;
      /** Merges tokens into the lead under its row lock, with its change log. */
      setLeadTokens: (
        ctx: TenantContext,
        leadId: number,
        tokens: Record<string, string>,
        meta?: RequestMeta,
      ) => Promise<void>;
      /** Puts the texter on the schedule as a new lead (its newest lead's data, when it has one). */
      addToSchedule: (
        ctx: TenantContext,
        scheduleId: number,
        number: string,
        leadId: number | null,
      ) => Promise<void>;
      /** Ends the texter's open leads on the schedule (as caller_remove). */
      removeFromSchedule: (ctx: TenantContext, scheduleId: number, number: string) => Promise<void>;
      /** Queues one delivery of the outgoing webhook about the incoming text (logged and retried by the engine). */
      fireWebhook: (
        companyId: number,
        webhookId: number,
        text: { incomingTextId: number; flowId: number },
      ) => Promise<void>;
    },
  ) {}

  async answer(ctx: TenantContext, text: ReceivedText): Promise<void> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const flows = await scope
      .selectFrom('text_message_flows')
      .select([
        'id',
        'keyword',
        'match_type',
        'flow_action',
        'reply_body',
        'outgoing_webhook_id',
        'lead_data',
        'schedule_id',
        'offer_id',
        'ring_pool_id',
        'active',
      ])
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
    const fits = (ref: unknown, mine: number | null) => ref == null || Number(ref) === mine;
    const flow = flows.find(
      (f) =>
        decodeValue('boolean', f.active) === true &&
        fits(f.offer_id, text.offerId) &&
        fits(f.ring_pool_id, text.ringPoolId) &&
        flowMatches(f.match_type ?? 'exact', f.keyword ?? '', text.body),
    );
    if (!flow) return;
    await scope
      .updateTable('incoming_text_messages')
      .set({ text_message_flow_id: flow.id })
      .where('id', '=', text.id)
      .execute();
    if (flow.flow_action === 'opt_out') await this.deps.contacts.optOut(ctx, text.from, ['sms']);
    if (flow.flow_action === 'opt_in') await this.deps.contacts.optInTexts(ctx, text.from);
    if (flow.flow_action === 'modify_lead') await this.setTokens(ctx, text, flow.lead_data);
    const scheduleId = flow.schedule_id ?? null;
    if (flow.flow_action === 'add_to_schedule' && scheduleId !== null)
      await this.deps.addToSchedule(ctx, scheduleId, text.from, text.leadId);
    if (flow.flow_action === 'remove_from_schedule' && scheduleId !== null)
      await this.deps.removeFromSchedule(ctx, scheduleId, text.from);
    if (flow.flow_action === 'webhook') await this.fire(scope, text, flow.id, flow.outgoing_webhook_id);
    const reply = (flow.reply_body ?? '').trim();
    if (reply) {
      await this.deps.reply(ctx, {
        from: text.to,
        to: text.from,
        body: reply,
        ...(text.leadId === null ? {} : { lead_id: text.leadId }),
      });
    }
  }

  /**
   * Sets lead_data on the sender's newest lead, each value's tokens filled
   * from the incoming text ([body], [from], [to]) and the lead's own tokens.
   * A sender with no lead has nothing to set.
   */
  private async setTokens(ctx: TenantContext, text: ReceivedText, raw: unknown): Promise<void> {
    if (text.leadId === null) return;
    const data = decodeValue('json', raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
    const leadId = text.leadId;
    const lead = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('leads')
      .select('tokens')
      .where('id', '=', leadId)
      .executeTakeFirst();
    const values = {
      ...((decodeValue('json', lead?.tokens) ?? {}) as Record<string, unknown>),
      body: text.body,
      from: text.from,
      to: text.to,
    };
    const tokens = Object.fromEntries(
      Object.entries(data as Record<string, unknown>).map(([k, v]) => [
        k,
        fillTokens(typeof v === 'string' ? v : JSON.stringify(v ?? ''), values),
      ]),
    );
    await this.deps.setLeadTokens(ctx, leadId, tokens);
  }

  /** Fires the flow's webhook if it is still the company's, not deleted and active (else nothing fires). */
  private async fire(scope: TenantScope, text: ReceivedText, flowId: number, ref: unknown): Promise<void> {
    if (ref === null || ref === undefined) return;
    const hook = await scope
      .selectFrom('outgoing_webhooks')
      .select(['id', 'active'])
      .where('id', '=', Number(ref))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!hook || decodeValue('boolean', hook.active) !== true) return;
    await this.deps.fireWebhook(scope.companyId, hook.id, { incomingTextId: text.id, flowId });
  }
}
