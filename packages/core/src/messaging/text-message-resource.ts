import type { Kysely } from 'kysely';
import { isCarrierProvider } from '../carriers/dialects.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { type FieldErrors, invalid } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import { type GuardedAnswer, UrlRefusedError } from '../net/url-guard.js';
import { fillTokens } from '../schedules/token-text.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import { recordTokens } from '../webhooks/record-tokens.js';
import { MAX_TEXT_LENGTH } from './segments.js';
import { SEND_TEXT_JOB } from './text-sender.js';

const id = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The most attachments an MMS takes (Twilio's and Telnyx's limit). */
const MAX_MEDIA = 10;

/**
 * text_messages with the checks every outbound text passes before it is
 * queued: a sending number of the company that can text (or one picked from
 * the schedule's SMS pools, else the offer's numbers), the body with its
 * tokens filled from the lead within the carrier's length, public media
 * URLs, then the blacklist, opt-outs (an SMS opt-out too), the suppression lists
 * of its offer and schedule, the state rules for texts, then the
 * before_sending_text webhooks. A text they
 * forbid is still recorded, as `blocked` with the reason in error_message,
 * so what was refused and why stays visible (and no sender ever sends it).
 * A queued text is handed to the send job in the insert's transaction.
 */
export class TextMessageResource extends ResourceService {
  private readonly db: EngineDeps['db'];
  private readonly deps: EngineDeps;

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    /** The checks a text passes, not the whole engine. */
    private readonly leadline: {
      suppression: Pick<SuppressionService, 'check'>;
      stateRules: Pick<StateRules, 'check' | 'logBlock'>;
      /** before_sending_text webhooks: a rejection blocks the text like a rule does. */
      preActions: Pick<PreActionWebhooks, 'ask'>;
      jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
    },
  ) {
    super(def, deps);
    this.db = deps.db;
    this.deps = deps;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>) {
    const record = await super.create(ctx, raw);
    if (record.status === 'queued') this.leadline.jobs.wake();
    return record;
  }

  protected override async afterWrite(ctx: TenantContext, db: Kysely<DB>, id: number, created: boolean) {
    if (!created) return;
    const row = await new TenantScope(db, ctx.company.id)
      .selectFrom('text_messages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status === 'queued') {
      await this.leadline.jobs.enqueue(SEND_TEXT_JOB, { textId: id }, { companyId: ctx.company.id, db });
    }
  }

  protected override async engineValues(
    ctx: TenantContext,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const lead =
      input.lead_id === undefined || input.lead_id === null
        ? undefined
        : await new TenantScope(this.db, ctx.company.id)
            .selectFrom('leads')
            .selectAll()
            .where('id', '=', Number(input.lead_id))
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
    const offerId = id(input.offer_id) ?? id(lead?.offer_id);
    const scheduleId = id(input.schedule_id) ?? id(lead?.schedule_id);
    const leadId = lead ? lead.id : null;
    const sending = await this.sendable(ctx, input, lead, offerId, scheduleId);
    const checked = await this.checks(ctx, { ...input, ...sending }, lead, offerId, scheduleId, leadId);
    return { ...sending, ...checked };
  }

  /** The sending number, the filled body and the media, or a 422 naming what cannot be sent. */
  private async sendable(
    ctx: TenantContext,
    input: Record<string, unknown>,
    lead: Record<string, unknown> | undefined,
    offerId: number | null,
    scheduleId: number | null,
  ): Promise<Record<string, unknown>> {
    const errors: FieldErrors = {};
    const from = await this.sendingNumber(ctx, input.from, offerId, scheduleId, errors);
    // Without a lead, the text's own offer and schedule still name [offer_name] and [schedule_name].
    const subject = lead
      ? { ...lead, tokens: decodeValue('json', lead.tokens) ?? {} }
      : { offer_id: offerId, schedule_id: scheduleId };
    const body = fillTokens(
      String(input.body),
      await recordTokens(this.db, ctx.company.id, 'leads', subject),
    );
    if (body.length > MAX_TEXT_LENGTH) {
      errors.body = [
        `is ${body.length} characters with its tokens filled; a text takes at most ${MAX_TEXT_LENGTH}`,
      ];
    }
    const media = Array.isArray(input.media_urls) ? (input.media_urls as string[]) : [];
    if (media.length > MAX_MEDIA)
      errors.media_urls = [`has ${media.length} URLs; a text takes at most ${MAX_MEDIA}`];
    for (const url of media.slice(0, MAX_MEDIA)) {
      const problem = await this.mediaProblem(url);
      if (problem) (errors.media_urls ??= []).push(problem);
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return { from, body };
  }

  /**
   * The carrier fetches the media itself, but never from a private address
   * Leadline was handed, and only what it can send: the URL is asked (HEAD,
   * else GET) and must answer 2xx with a media type carriers take.
   */
  private async mediaProblem(url: string): Promise<string | null> {
    const urls = this.deps.urls;
    if (!urls) return null;
    try {
      await urls.check(url);
    } catch (error) {
      return `${url} is refused: ${(error as Error).message}`;
    }
    let answer: GuardedAnswer;
    try {
      const ask = (method: string) =>
        urls.request(url, { method, timeoutMs: MEDIA_TIMEOUT_MS, maxRedirects: 3, maxBodyBytes: 0 });
      answer = await ask('HEAD');
      // Some stores refuse HEAD: ask for the file itself, reading none of it.
      if (answer.status === 405 || answer.status === 501 || answer.status === 403) answer = await ask('GET');
    } catch (error) {
      return error instanceof UrlRefusedError
        ? `${url} is refused: ${error.message}`
        : `${url} could not be fetched (${(error as Error).message})`;
    }
    if (answer.status < 200 || answer.status > 299) return `${url} answered ${answer.status}, not media`;
    const type = (answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    return isCarrierMedia(type)
      ? null
      : `${url} is ${type || 'of no content type'}, not media a carrier sends (image, video, audio, vCard or PDF)`;
  }

  /**
   * The given number, which must be a company number that can text, or the
   * first such number of the schedule's SMS pools, else of the offer.
   */
  private async sendingNumber(
    ctx: TenantContext,
    given: unknown,
    offerId: number | null,
    scheduleId: number | null,
    errors: FieldErrors,
  ): Promise<string | null> {
    const scope = new TenantScope(this.db, ctx.company.id);
    const numbers = scope
      .selectFrom('phone_numbers')
      .select(['number', 'provider', 'sms_enabled'])
      .where('deleted_at', 'is', null);
    if (typeof given === 'string' && given !== '') {
      const row = await numbers.where('number', '=', given).executeTakeFirst();
      if (!row) errors.from = ['is not a phone number of the company'];
      else if (!isCarrierProvider(row.provider) || !decodeValue('boolean', row.sms_enabled)) {
        errors.from = [
          `cannot send texts (provider ${row.provider}${decodeValue('boolean', row.sms_enabled) ? '' : ', sms_enabled false'})`,
        ];
      }
      return given;
    }
    const textable = numbers
      .where('sms_enabled', '=', encodeValue('boolean', true, this.deps.dialect))
      .orderBy('id');
    if (scheduleId !== null) {
      const pooled = await textable
        .where(
          'ring_pool_id',
          'in',
          scope
            .selectFrom('schedule_ring_pools')
            .select('ring_pool_id')
            .where('schedule_id', '=', scheduleId)
            .where('use_for', 'in', ['sms', 'calls_and_sms']),
        )
        .execute();
      const found = pooled.find((r) => isCarrierProvider(r.provider));
      if (found) return String(found.number);
    }
    if (offerId !== null) {
      const offered = await textable.where('offer_id', '=', offerId).execute();
      const found = offered.find((r) => isCarrierProvider(r.provider));
      if (found) return String(found.number);
    }
    errors.from = ["is required: neither the schedule's SMS pools nor the offer have a number that can text"];
    return null;
  }

  /** The blacklist, opt-outs, suppression lists, state rules and before_sending_text webhooks. */
  private async checks(
    ctx: TenantContext,
    input: Record<string, unknown>,
    lead: Record<string, any> | undefined,
    offerId: number | null,
    scheduleId: number | null,
    leadId: number | null,
  ): Promise<Record<string, unknown>> {
    const to = String(input.to);

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

/** Give up on a media URL that does not answer in this long (the request that posted the text waits). */
const MEDIA_TIMEOUT_MS = 5_000;

/** The types Twilio, Telnyx and Plivo accept as MMS media (their documented lists share these families). */
function isCarrierMedia(type: string): boolean {
  return (
    /^(image|video|audio)\/[a-z0-9.+-]+$/.test(type) ||
    type === 'text/vcard' ||
    type === 'text/x-vcard' ||
    type === 'application/pdf'
  );
}
