import { decodeValue } from '../db/column-types.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';

const id = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * text_messages with the checks every outbound text passes before it is
 * queued: the blacklist, opt-outs (an SMS opt-out too), the suppression lists
 * of its offer and schedule, the state rules for texts, then the
 * before_sending_text webhooks. A text they
 * forbid is still recorded, as `blocked` with the reason in error_message,
 * so what was refused and why stays visible (and no sender ever sends it).
 */
export class TextMessageResource extends ResourceService {
  private readonly db: EngineDeps['db'];

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    /** The checks a text passes, not the whole engine. */
    private readonly leadline: {
      suppression: Pick<SuppressionService, 'check'>;
      stateRules: Pick<StateRules, 'check' | 'logBlock'>;
      /** before_sending_text webhooks: a rejection blocks the text like a rule does. */
      preActions: Pick<PreActionWebhooks, 'ask'>;
    },
  ) {
    super(def, deps);
    this.db = deps.db;
  }

  protected override async engineValues(
    ctx: TenantContext,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const to = String(input.to);
    const lead =
      input.lead_id === undefined || input.lead_id === null
        ? undefined
        : await new TenantScope(this.db, ctx.company.id)
            .selectFrom('leads')
            .select(['id', 'offer_id', 'schedule_id', 'state_province', 'time_zone', 'tokens'])
            .where('id', '=', Number(input.lead_id))
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
    const offerId = id(input.offer_id) ?? id(lead?.offer_id);
    const scheduleId = id(input.schedule_id) ?? id(lead?.schedule_id);
    const leadId = lead ? Number(lead.id) : null;

    const verdict = await this.leadline.suppression.check(ctx, {
      number: to,
      offerId,
      scheduleId,
      leadId,
      channel: 'sms',
      checkType: 'text_message',
    });
    if (!verdict.allowed) {
      return { status: 'blocked', error_message: `Not sent: ${verdict.reason ?? 'suppressed'}` };
    }
    const rules = await this.leadline.stateRules.check(ctx, {
      number: to,
      stateProvince: lead?.state_province,
      timeZone: lead?.time_zone,
      offerId,
      tokens: lead?.tokens,
      channel: 'text',
    });
    if (rules.allowed) {
      const verdict = await this.leadline.preActions.ask(ctx.company.id, 'before_sending_text', {
        kind: 'text_messages',
        record: {
          ...input,
          offer_id: offerId,
          schedule_id: scheduleId,
          lead_id: leadId,
          tokens: decodeValue('json', lead?.tokens) ?? {},
        },
      });
      return verdict.allowed ? {} : { status: 'blocked', error_message: `Not sent: ${verdict.reason}` };
    }
    await this.leadline.stateRules.logBlock(ctx, rules, {
      number: to,
      leadId,
      offerId,
      scheduleId,
      channel: 'text',
    });
    const when = rules.at === null ? '' : `; it may be sent from ${formatTime(rules.at, rules.rule.zone)}`;
    return { status: 'blocked', error_message: `Not sent: ${rules.rule.text}${when}` };
  }
}
