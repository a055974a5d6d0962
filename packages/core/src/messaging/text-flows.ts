import type { Kysely } from 'kysely';
import type { ContactService } from '../contacts/contact-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

/** A text Leadline sends back (queued like POST /text_messages, so it is recorded, checked and sent by the job). */
export type TextReply = (
  ctx: TenantContext,
  text: { from: string; to: string; body: string; lead_id?: number },
) => Promise<void>;

/** Flow actions the flows cannot perform yet: refused when written, so no flow silently does nothing. */
const UNAVAILABLE_FLOW_ACTIONS: Readonly<Record<string, string>> = {
  add_to_schedule: 'enrolling a texter on a schedule from a text',
  remove_from_schedule: 'taking a texter off a schedule from a text',
};

/** text_message_flows, refusing the flow actions Leadline cannot perform yet (a 422 naming flow_action). */
export class TextMessageFlowResource extends ResourceService {
  protected override checkInput(raw: Record<string, unknown>): void {
    checkFlow(raw);
  }
}

function checkFlow(raw: Record<string, unknown>): void {
  const action = raw.flow_action;
  if (typeof action === 'string' && UNAVAILABLE_FLOW_ACTIONS[action]) {
    throw invalidParam(
      'flow_action',
      `${action} is not available yet: it needs ${UNAVAILABLE_FLOW_ACTIONS[action]}`,
    );
  }
  if (raw.match_type === 'regex' && typeof raw.keyword === 'string') {
    try {
      new RegExp(raw.keyword, 'i');
    } catch {
      throw invalidParam('keyword', 'is not a valid regular expression');
    }
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
        flowMatches(String(f.match_type ?? 'exact'), String(f.keyword ?? ''), text.body),
    );
    if (!flow) return;
    await scope
      .updateTable('incoming_text_messages')
      .set({ text_message_flow_id: Number(flow.id) })
      .where('id', '=', text.id)
      .execute();
    if (flow.flow_action === 'opt_out') await this.deps.contacts.optOut(ctx, text.from, ['sms']);
    if (flow.flow_action === 'opt_in') await this.deps.contacts.optInTexts(ctx, text.from);
    const reply = String(flow.reply_body ?? '').trim();
    if (reply) {
      await this.deps.reply(ctx, {
        from: text.to,
        to: text.from,
        body: reply,
        ...(text.leadId === null ? {} : { lead_id: text.leadId }),
      });
    }
  }
}
