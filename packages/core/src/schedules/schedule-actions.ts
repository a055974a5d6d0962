import type { Kysely } from 'kysely';
import type { DialGuards } from '../calls/dial-guards.js';
import type { MakeCallService } from '../calls/make-call.js';
import type { Clock } from '../clock.js';
import type { ContactService } from '../contacts/contact-service.js';
import type { DataAppendService } from '../data-append/data-append-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import type { IntegrationObjects, UploadKind } from '../integrations/integration-objects.js';
import type { ActionRow } from '../leads/cadence.js';
import type { LeadService } from '../leads/lead-service.js';
import type { LeadRow } from '../leads/lead-store.js';
import { statusForReason } from '../leads/statuses.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { isTimeZone } from '../time/zones.js';
import { fillTokens } from '../util/token-text.js';
import { leadValues, matchesAll, readConditions } from './conditions.js';
import type { StepOutcome } from './step-outcome.js';

/**
 * Action types the runner cannot perform yet: each needs a sender Leadline
 * does not have (the two CRMs).
 * Writes of them are refused (`ScheduleActionResource`), so only rows written
 * before that check can reach the runner, which passes over them with the reason.
 */
export const UNAVAILABLE_ACTION_TYPES: Readonly<Record<string, string>> = {
  infusionsoft: 'the Infusionsoft API client',
  zoho_crm: 'the Zoho CRM API client',
};

const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;
/** restart_schedule waits at least this long, so a cadence without a wait cannot spin. */
const MIN_RESTART_MS = 60_000;
/** After a dial, the next action waits for the call to end (its status callback), or this long at most. */
const CALL_END_WAIT_MS = 3_600_000;
/** A carrier over its calls_per_second is asked again this soon. */
const RATE_RETRY_MS = 1000;
/** [extension] is the file's format: json for S3, the ftp integration's settings.format (csv or json). */
const DEFAULT_KEY = 'leads/[date]/[lead_uuid].[extension]';
const ONE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

/** An e-mail of an email action, tokens filled (messaging sends it: it reads schedules, not the reverse). */
export interface ScheduleEmail {
  integrationId: number | null;
  from: string | null;
  to: string;
  /** The lead's number (its contact notes an address that bounced). */
  number: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
}

export interface ScheduleActionDeps {
  db: Kysely<DB>;
  clock: Clock;
  leads: LeadService;
  contacts: ContactService;
  suppression: SuppressionService;
  makeCalls: MakeCallService;
  guards: DialGuards;
  stateRules: StateRules;
  dataAppends: DataAppendService;
  objects: IntegrationObjects;
  /** Queues a text as POST /text_messages does (checked, recorded, then sent by its job). */
  sendText: (ctx: TenantContext, text: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Sends an e-mail through the company's smtp integration (messaging's EmailSender); its SMTP message id. */
  sendEmail: (ctx: TenantContext, mail: ScheduleEmail) => Promise<string>;
  /** The unsubscribe link of an e-mail to a lead. */
  unsubscribeUrl: (baseUrl: string, companyUuid: string, leadId: number) => string;
  /** Queues a delivery of the outgoing webhook about the lead (the webhook engine logs and retries it). */
  fireWebhook: (
    companyId: number,
    webhookId: number,
    lead: { leadId: number; scheduleActionId: number },
  ) => Promise<void>;
}

/** What one action runs against: the lead, its schedule, and where carriers call back. */
export interface ActionContext {
  ctx: TenantContext;
  lead: LeadRow;
  schedule: Record<string, unknown>;
  callbackBaseUrl: string | undefined;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const errorText = (e: unknown) =>
  isLeadlineError(e) ? problemsOf(e.errors) || e.message : e instanceof Error ? e.message : String(e);

/** Runs one schedule action on a lead and says what it did (docs/schedules.md lists each type). */
export class ScheduleActions {
  constructor(private readonly deps: ScheduleActionDeps) {}

  async run(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const now = this.deps.clock.now();
    const met = matchesAll(readConditions(action.conditions), leadValues(a.lead));
    if (action.action_type === 'choice') {
      return met ? { kind: 'end', reason: 'choice' } : { kind: 'advance' };
    }
    if (!met) return { kind: 'advance' };
    const missing = UNAVAILABLE_ACTION_TYPES[action.action_type];
    if (missing)
      return {
        kind: 'advance',
        error: `${action.action_type} actions need ${missing}, which Leadline does not have yet`,
      };
    try {
      switch (action.action_type) {
        case 'wait':
          return { kind: 'advance', at: now + this.waitMs(action) };
        case 'schedule_callback': {
          const at = now + this.waitMs(action);
          return { kind: 'advance', at, values: { schedule_callback_at: at } };
        }
        case 'restart_schedule':
          return { kind: 'jump', phase: 'cadence', at: now + Math.max(this.waitMs(action), MIN_RESTART_MS) };
        case 'modify_lead':
          return this.modify(a, action);
        case 'opt_out_lead':
          await this.deps.leads.optOut(a.ctx, String(a.lead.caller_id));
          return { kind: 'handed_off' };
        case 'block_lead':
          await this.deps.contacts.block(a.ctx, String(a.lead.caller_id));
          return { kind: 'handed_off' };
        case 'add_to_schedule':
          return await this.addToSchedule(a, action);
        case 'data_append':
          return await this.dataAppend(a, action);
        case 'dial':
          return await this.dial(a, action, now);
        case 'sms':
          return await this.text(a, action);
        case 'email':
          return await this.email(a, action);
        case 'webhook':
          return await this.webhook(a, action);
        case 'aws_s3_upload':
          return await this.upload(a, action, now, 'aws_s3');
        case 'ftp_upload':
          return await this.upload(a, action, now, 'ftp');
        default:
          return { kind: 'advance', error: `Unknown action type ${action.action_type}` };
      }
    } catch (e) {
      // A failed action is passed over with its reason, as a lead's one bad step must not stall its cadence.
      return { kind: 'advance', error: errorText(e).slice(0, 1000) };
    }
  }

  /**
   * Texts the lead its message_body (tokens filled from the lead) from the
   * action's pool, else the schedule's SMS pools or the offer's numbers; a
   * text the rules block is passed over with their reason.
   */
  private async text(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const poolId = num(action.schedule_ring_pool_id);
    const scope = new TenantScope(this.deps.db, a.ctx.company.id);
    const pooled =
      poolId === null
        ? undefined
        : await scope
            .selectFrom('phone_numbers')
            .select('number')
            .where('deleted_at', 'is', null)
            .where(
              'ring_pool_id',
              'in',
              scope.selectFrom('schedule_ring_pools').select('ring_pool_id').where('id', '=', poolId),
            )
            .orderBy('id')
            .executeTakeFirst();
    const text = await this.deps.sendText(a.ctx, {
      to: a.lead.caller_id,
      body: action.message_body,
      lead_id: Number(a.lead.id),
      schedule_id: num(a.schedule.id),
      ...(pooled ? { from: pooled.number } : {}),
    });
    return text.status === 'blocked'
      ? { kind: 'advance', error: String(text.error_message) }
      : { kind: 'advance' };
  }

  /**
   * E-mails the lead (email_to, else its [email]) message_subject and
   * message_body, tokens filled, with an unsubscribe link; a number opted out,
   * blacklisted or suppressed (e-mail channel) is not e-mailed.
   */
  private async email(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const verdict = await this.deps.suppression.check(a.ctx, {
      number: String(a.lead.caller_id),
      offerId: num(a.lead.offer_id),
      scheduleId: num(a.lead.schedule_id),
      leadId: Number(a.lead.id),
      channel: 'email',
    });
    if (!verdict.allowed)
      return { kind: 'advance', error: `Not e-mailed: ${verdict.reason ?? 'suppressed'}` };
    const values = { ...leadValues(a.lead), lead_id: a.lead.id, schedule_name: a.schedule.name };
    const fill = (template: unknown) => fillTokens(String(template ?? ''), values);
    const to = fill(action.email_to || '[email]').trim();
    if (!to) return { kind: 'advance', error: 'Not e-mailed: the lead has no email' };
    // One recipient: a token holding "a@x.com, b@y.com" must not add addresses to the message.
    if (!ONE_ADDRESS.test(to))
      return { kind: 'advance', error: `Not e-mailed: ${to} is not one e-mail address` };
    if (!a.callbackBaseUrl) {
      return {
        kind: 'advance',
        error: 'Not e-mailed: the runner has no public URL for the unsubscribe link',
      };
    }
    await this.deps.sendEmail(a.ctx, {
      integrationId: num(action.integration_id),
      from: action.email_from ? fill(action.email_from).trim() : null,
      to,
      number: String(a.lead.caller_id),
      subject: fill(action.message_subject),
      text: fill(action.message_body),
      unsubscribeUrl: this.deps.unsubscribeUrl(a.callbackBaseUrl, a.ctx.company.uuid, Number(a.lead.id)),
    });
    return { kind: 'advance' };
  }

  /** Fires the company's active outgoing webhook about the lead; its attempts are in webhook_logs. */
  private async webhook(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const webhookId = num(action.outgoing_webhook_id);
    if (webhookId === null) return { kind: 'advance', error: 'outgoing_webhook_id is blank' };
    const hook = await new TenantScope(this.deps.db, a.ctx.company.id)
      .selectFrom('outgoing_webhooks')
      .select(['id', 'active'])
      .where('id', '=', webhookId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!hook) return { kind: 'advance', error: `Outgoing webhook ${webhookId} does not exist` };
    if (!decodeValue('boolean', hook.active)) {
      return { kind: 'advance', error: `Outgoing webhook ${webhookId} is inactive` };
    }
    await this.deps.fireWebhook(a.ctx.company.id, webhookId, {
      leadId: Number(a.lead.id),
      scheduleActionId: action.id,
    });
    return { kind: 'advance' };
  }

  private waitMs(action: ActionRow): number {
    const unit = UNIT_MS[String(action.wait_unit ?? 'minutes') as keyof typeof UNIT_MS] ?? UNIT_MS.minutes;
    return Math.max(0, Number(action.wait_amount ?? 0)) * unit;
  }

  private modify(a: ActionContext, action: ActionRow): StepOutcome {
    const data = decodeValue('json', action.lead_data);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { kind: 'advance', error: 'lead_data is not an object of tokens' };
    }
    const tokens = (decodeValue('json', a.lead.tokens) ?? {}) as Record<string, unknown>;
    return { kind: 'advance', values: { tokens: { ...tokens, ...(data as Record<string, unknown>) } } };
  }

  /** The caller goes onto another schedule as a new lead of it, with the same data (dedupe and suppression apply there). */
  private async addToSchedule(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const targetId = num(action.target_schedule_id);
    if (targetId === null) return { kind: 'advance', error: 'target_schedule_id is blank' };
    const target = await new TenantScope(this.deps.db, a.ctx.company.id)
      .selectFrom('schedules')
      .select(['lead_token', 'name'])
      .where('id', '=', targetId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!target) return { kind: 'advance', error: `Schedule ${targetId} does not exist` };
    const lead = a.lead;
    const fields = ['email', 'first_name', 'last_name', 'address', 'city', 'zip_postal_code', 'time_zone'];
    const raw: Record<string, unknown> = {
      lead_token: target.lead_token,
      caller_id: lead.caller_id,
      data: decodeValue('json', lead.tokens) ?? {},
    };
    for (const k of fields) if (lead[k] !== null && lead[k] !== undefined) raw[k] = lead[k];
    if (lead.state_province) raw.state = lead.state_province;
    try {
      await this.deps.leads.submit(raw);
      return { kind: 'advance' };
    } catch (e) {
      return { kind: 'advance', error: `Not added to ${String(target.name)}: ${errorText(e)}` };
    }
  }

  private async dataAppend(a: ActionContext, action: ActionRow): Promise<StepOutcome> {
    const answer = await this.deps.dataAppends.append(a.ctx, {
      caller_id: a.lead.caller_id,
      data_append_group_id: num(action.data_append_group_id) ?? undefined,
      offer_id: num(a.lead.offer_id) ?? undefined,
      schedule_id: num(a.lead.schedule_id) ?? undefined,
    });
    const tokens = (decodeValue('json', a.lead.tokens) ?? {}) as Record<string, unknown>;
    const found = Object.fromEntries(Object.entries(answer.values).map(([k, v]) => [`data_append_${k}`, v]));
    return { kind: 'advance', values: { tokens: { ...tokens, ...found } } };
  }

  /**
   * Calls the lead through make_call. Put off (same action later): outside the
   * schedule's daylight hours or a state's call times in the lead's zones, a
   * state holiday or call limit, a number dialled in the last 30 seconds, a
   * carrier at its calls_per_second. Passed over: a state rule that never
   * allows it (skip mobile). Stopped: the number may not be called, or the
   * lead has had its max_contact_attempts.
   */
  private async dial(a: ActionContext, action: ActionRow, now: number): Promise<StepOutcome> {
    const { ctx, lead, schedule } = a;
    const number = String(lead.caller_id);
    const max = num(lead.max_contact_attempts) ?? num(schedule.max_contact_attempts);
    if (max !== null && Number(lead.contact_attempts ?? 0) >= max) {
      return { kind: 'end', reason: 'max_contact_attempts', status: 'exceeded_max_calls' };
    }
    const rules = await this.deps.stateRules.check(ctx, {
      number,
      stateProvince: lead.state_province,
      timeZone: lead.time_zone,
      offerId: num(lead.offer_id),
      tokens: lead.tokens,
      channel: 'call',
      daylight: {
        open: schedule.daylight_hours_open,
        close: schedule.daylight_hours_close,
        fallbackZone: isTimeZone(schedule.time_zone) ? schedule.time_zone : ctx.company.time_zone,
      },
    });
    if (!rules.allowed) {
      // The schedule's own hours are its settings, not a compliance block: only state rules are logged.
      if (rules.rule.kind !== 'daylight_hours') {
        await this.deps.stateRules.logBlock(ctx, rules, {
          number,
          leadId: Number(lead.id),
          offerId: num(lead.offer_id),
          scheduleId: num(lead.schedule_id),
          channel: 'call',
        });
      }
      return rules.at === null
        ? { kind: 'advance', error: `Not dialled: ${rules.message}` }
        : { kind: 'retry', at: rules.at, error: rules.message };
    }
    // Always checked, whatever use_do_not_call says: make_call refuses a suppressed number anyway
    // (docs/decisions/, calls), and here the lead can take the status that says why.
    const verdict = await this.deps.suppression.check(ctx, {
      number,
      offerId: num(lead.offer_id),
      scheduleId: num(lead.schedule_id),
      leadId: Number(lead.id),
      checkType: 'outbound_call',
    });
    if (!verdict.allowed) {
      const reason = verdict.reason ?? 'suppressed';
      return { kind: 'suppressed', status: statusForReason(reason), error: `Not dialled: ${reason}` };
    }
    const heldUntil = await this.deps.guards.heldUntil(ctx.company.id, number);
    if (heldUntil !== null && heldUntil > now) {
      return { kind: 'retry', at: heldUntil, error: 'Dialled less than 30 seconds ago' };
    }
    if (!a.callbackBaseUrl) {
      return { kind: 'advance', error: 'Not dialled: the runner has no public URL for carrier callbacks' };
    }
    try {
      await this.deps.makeCalls.makeCall(
        ctx,
        { lead_id: lead.id, schedule_id: lead.schedule_id },
        { callbackBaseUrl: a.callbackBaseUrl, stateRulesChecked: true, scheduleAction: true },
      );
    } catch (e) {
      if (isLeadlineError(e) && e.code === 'rate_limited') {
        return {
          kind: 'retry',
          at: now + RATE_RETRY_MS,
          error: 'The carrier account is at its calls_per_second',
        };
      }
      return { kind: 'advance', error: `Not dialled: ${errorText(e)}` };
    }
    return { kind: 'advance', at: now + Math.max(CALL_END_WAIT_MS, this.waitMs(action)) };
  }

  /**
   * The lead, as the API shows it, into the integration's bucket (aws_s3) or
   * onto its FTP/SFTP server (ftp) under upload_path (tokens filled).
   */
  private async upload(
    a: ActionContext,
    action: ActionRow,
    now: number,
    kind: UploadKind,
  ): Promise<StepOutcome> {
    const integrationId = num(action.integration_id);
    if (integrationId === null) return { kind: 'advance', error: 'integration_id is blank' };
    const lead = await this.deps.leads.resource.show(a.ctx, Number(a.lead.id));
    const zone = a.ctx.company.time_zone;
    const values = {
      ...leadValues(a.lead),
      lead_id: a.lead.id,
      lead_uuid: a.lead.uuid,
      date: formatTime(now, zone)?.slice(0, 10),
    };
    // A filled value may not add path segments: the template alone decides the folders.
    const key = (extension: string) =>
      fillTokens(String(action.upload_path || DEFAULT_KEY), { ...values, extension }, (v) =>
        v.replace(/[/\\]/g, '_'),
      ).replace(/^\/+/, '');
    const { error } = await this.deps.objects.uploadLead(a.ctx, {
      kind,
      integrationId,
      leadId: Number(a.lead.id),
      scheduleActionId: action.id,
      key,
      lead,
    });
    return error ? { kind: 'advance', error: `Upload failed: ${error}` } : { kind: 'advance' };
  }
}
