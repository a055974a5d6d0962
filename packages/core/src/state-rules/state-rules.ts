import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { isTimeZone } from '../time/zones.js';
import { leadLineType } from './line-type.js';
import { dailyWindow, firstOpening, holidays, type Rule, slidingLimit, weeklyHours } from './openings.js';
import { type CallLimitRow, loadRuleBook, type RuleBook } from './rule-book.js';
import { STATE_ZONES, stateCode } from './state-zones.js';

/** How far ahead an opening is looked for; a lead no rule lets through sooner is passed over. */
const HORIZON_MS = 35 * 86_400_000;

export type BlockKind =
  | 'daylight_hours'
  | 'state_call_time'
  | 'state_holiday'
  | 'state_call_limit'
  | 'state_skip_mobile';

export interface BlockingRule {
  kind: BlockKind;
  /** What the rule says, for people: "Outside FL call times of Default Rules (America/Chicago)". */
  text: string;
  /** The zone the waiting time is shown in. */
  zone: string;
  groupId: number | null;
  ruleId: number | null;
  state: string | null;
}

/** One number about to be called or texted, with what the rules read of its lead. */
export interface ContactSubject {
  number: string;
  /** The lead's state_province: a code or a name. Unknown: the rules of every state bind. */
  stateProvince: unknown;
  /** The lead's own zone. Unknown: every zone of its state (or of each rule's state) must allow. */
  timeZone: unknown;
  offerId: number | null;
  /** The lead's tokens: line_type (or phone_type, or a data append's) says whether it is a mobile. */
  tokens: unknown;
  channel: 'call' | 'text';
  /** A queued text checked again as it is sent: it does not count against its own frequency limit. */
  textId?: number;
  /** A schedule's daylight hours, read in the lead's zones, else in `fallbackZone`. */
  daylight?: { open: unknown; close: unknown; fallbackZone: string };
}

export type ContactVerdict =
  | { allowed: true }
  /** `at`: when every rule allows it (null: not within 35 days, or never). */
  | { allowed: false; at: number | null; rule: BlockingRule; message: string };

const ALL_STATES = Object.keys(STATE_ZONES);
const windowText = (ms: number) =>
  ms % 86_400_000 === 0
    ? `${ms / 86_400_000} day${ms === 86_400_000 ? '' : 's'}`
    : ms % 3_600_000 === 0
      ? `${ms / 3_600_000} h`
      : `${ms / 1000} s`;

/**
 * State compliance (domain notes: state rules): call times, holidays, call
 * frequency and skip-mobile from the company's active rule groups, with a
 * schedule's daylight hours, answered as "allowed" or "not before T, because
 * of this rule". Callers put the contact off until T rather than drop it.
 */
export class StateRules {
  constructor(private readonly deps: { db: Kysely<DB>; clock: Clock }) {}

  async check(ctx: TenantContext, s: ContactSubject): Promise<ContactVerdict> {
    const now = this.deps.clock.now();
    const state = stateCode(s.stateProvince);
    const leadZone = isTimeZone(s.timeZone) ? s.timeZone : null;
    const zonesOf = (st: string | null): readonly string[] =>
      leadZone ? [leadZone] : st ? (STATE_ZONES[st] ?? []) : [];
    const binds = (st: string) => state === null || st === state;
    const book = await loadRuleBook(this.deps.db, ctx.company.id, s.offerId);
    const rules: Rule<BlockingRule>[] = [];

    if (s.daylight) {
      const zones = state || leadZone ? zonesOf(state) : [s.daylight.fallbackZone];
      for (const zone of zones) {
        rules.push({
          why: blocking('daylight_hours', `Outside daylight hours in ${zone}`, zone),
          next: dailyWindow(s.daylight.open, s.daylight.close, zone),
        });
      }
    }

    const skip = book.limits.find((l) => l.skipMobile && binds(l.state));
    if (skip) {
      const type = leadLineType(s.tokens);
      if (type !== 'other') {
        const group = book.groups.get(skip.groupId)!.name;
        const zone = zonesOf(skip.state)[0] ?? ctx.company.time_zone;
        const text =
          type === 'mobile'
            ? `${group} skips mobile numbers in ${skip.state}`
            : `${group} skips mobile numbers in ${skip.state}, and the lead's line type is unknown (set its line_type token, or run a data append first)`;
        const rule = {
          ...blocking('state_skip_mobile', text, zone),
          groupId: skip.groupId,
          ruleId: skip.id,
          state: skip.state,
        };
        return { allowed: false, at: null, rule, message: text };
      }
    }

    this.callTimeRules(book, binds, zonesOf, rules);
    this.holidayRules(book, state, leadZone, rules);
    await this.limitRules(ctx, s, book, binds, zonesOf, now, rules);

    const opening = firstOpening(now, rules, HORIZON_MS);
    if (opening.open) return { allowed: true };
    const rule = opening.blockedBy;
    const message =
      opening.at === null
        ? `${rule.text}: no time in the next 35 days allows it`
        : `${rule.text}: waiting until ${formatTime(opening.at, rule.zone)}`;
    return { allowed: false, at: opening.at, rule, message };
  }

  /** A blocked contact as a call_logs row (log_type state_rule, no call): which rule, for which lead, until when. */
  async logBlock(
    ctx: TenantContext,
    verdict: Extract<ContactVerdict, { allowed: false }>,
    about: {
      number: string;
      leadId: number | null;
      offerId: number | null;
      scheduleId: number | null;
      channel: 'call' | 'text';
    },
  ): Promise<void> {
    const now = this.deps.clock.now();
    const { rule } = verdict;
    await new TenantScope(this.deps.db, ctx.company.id)
      .insertInto('call_logs', {
        ...newRowStamps(now),
        call_id: null,
        log_type: 'state_rule',
        level: 'warning',
        message: verdict.message,
        reason: rule.kind,
        offer_id: about.offerId,
        schedule_id: about.scheduleId,
        data: JSON.stringify({
          number: about.number,
          lead_id: about.leadId,
          channel: about.channel,
          state: rule.state,
          state_rule_group_id: rule.groupId,
          rule_id: rule.ruleId,
          retry_at: verdict.at === null ? null : formatTime(verdict.at, rule.zone),
        }),
        occurred_at: now,
      })
      .execute();
  }

  /** Per group and state, the weekday rows; each read in every zone the lead may be in. */
  private callTimeRules(
    book: RuleBook,
    binds: (st: string) => boolean,
    zonesOf: (st: string | null) => readonly string[],
    rules: Rule<BlockingRule>[],
  ): void {
    const sets = new Map<string, typeof book.callTimes>();
    for (const row of book.callTimes) {
      if (!binds(row.state)) continue;
      const key = `${row.groupId}:${row.state}`;
      sets.set(key, [...(sets.get(key) ?? []), row]);
    }
    for (const rows of sets.values()) {
      const { groupId, state } = rows[0]!;
      const group = book.groups.get(groupId)!.name;
      for (const zone of zonesOf(state)) {
        const shown = rows.find((r) => r.timeZone)?.timeZone ?? zone;
        rules.push({
          why: {
            ...blocking('state_call_time', `Outside ${state} call times of ${group} (${shown})`, shown),
            groupId,
            ruleId: rows[0]!.id,
            state,
          },
          next: weeklyHours(rows.map((r) => ({ ...r, zone: r.timeZone ?? zone }))),
        });
      }
    }
  }

  /** A group's holidays for the lead's state ('*': every state), in each zone it may be in. */
  private holidayRules(
    book: RuleBook,
    state: string | null,
    leadZone: string | null,
    rules: Rule<BlockingRule>[],
  ) {
    for (const group of book.groups.values()) {
      const byZone = new Map<string, Set<string>>();
      for (const h of group.holidays) {
        const everywhere = h.states.includes('*');
        if (state !== null && !everywhere && !h.states.includes(state)) continue;
        const states = state !== null ? [state] : everywhere ? ALL_STATES : h.states;
        const zones = leadZone ? [leadZone] : states.flatMap((st) => STATE_ZONES[st] ?? []);
        for (const zone of zones) byZone.set(zone, (byZone.get(zone) ?? new Set()).add(h.date));
      }
      for (const [zone, dates] of byZone) {
        rules.push({
          why: {
            ...blocking('state_holiday', `A holiday of ${group.name} (${zone})`, zone),
            groupId: group.id,
            state,
          },
          next: holidays(dates, zone),
        });
      }
    }
  }

  /** Each call frequency limit over the number's calls and texts, as the limit counts them. */
  private async limitRules(
    ctx: TenantContext,
    s: ContactSubject,
    book: RuleBook,
    binds: (st: string) => boolean,
    zonesOf: (st: string | null) => readonly string[],
    now: number,
    rules: Rule<BlockingRule>[],
  ): Promise<void> {
    const counted = (l: CallLimitRow) => (s.channel === 'call' ? l.countCalls : l.countTexts);
    const limits = book.limits.filter(
      (l) => binds(l.state) && counted(l) && l.maxContacts > 0 && l.windowMs > 0,
    );
    if (limits.length === 0) return;
    const since = now - Math.max(...limits.map((l) => l.windowMs));
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const [calls, texts] = await Promise.all([
      limits.some((l) => l.countCalls)
        ? scope
            .selectFrom('calls')
            .select('created_at')
            .where('caller_number', '=', s.number)
            .where('direction', '=', 'outbound')
            .where('created_at', '>', since)
            .execute()
        : [],
      limits.some((l) => l.countTexts)
        ? scope
            .selectFrom('text_messages')
            .select('created_at')
            .where('to', '=', s.number)
            .where('direction', '=', 'outbound')
            .where('status', '!=', 'blocked')
            .where('created_at', '>', since)
            .$if(s.textId !== undefined, (q) => q.where('id', '!=', s.textId!))
            .execute()
        : [],
    ]);
    const callTimes = calls.map((r) => r.created_at);
    const textTimes = texts.map((r) => r.created_at);
    for (const l of limits) {
      const group = book.groups.get(l.groupId)!.name;
      const zone = zonesOf(l.state)[0] ?? ctx.company.time_zone;
      const times = [...(l.countCalls ? callTimes : []), ...(l.countTexts ? textTimes : [])];
      rules.push({
        why: {
          ...blocking(
            'state_call_limit',
            `${l.state} allows ${l.maxContacts} contact${l.maxContacts === 1 ? '' : 's'} per number in ${windowText(l.windowMs)} (${group})`,
            zone,
          ),
          groupId: l.groupId,
          ruleId: l.id,
          state: l.state,
        },
        next: slidingLimit(times, l.maxContacts, l.windowMs),
      });
    }
  }
}

const blocking = (kind: BlockKind, text: string, zone: string): BlockingRule => ({
  kind,
  text,
  zone,
  groupId: null,
  ruleId: null,
  state: null,
});
