import type { Kysely } from 'kysely';
import type { MachineVerdict } from '../carriers/callback-words.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { type FlowAction, findFlowRule, textOf } from './flow-rules.js';

/** What a call Leadline placed does when a machine (or nobody it can tell) picks up. */
export type MachineAction = 'hang_up' | 'leave_voicemail' | 'continue_routing';

/** The actions a when/before_answering_machine_detected rule may have, and what each does. */
export const MACHINE_RULE_ACTIONS: Readonly<Record<string, MachineAction>> = {
  hang_up: 'hang_up',
  record_voicemail: 'leave_voicemail',
  forward_to_buyers: 'continue_routing',
};

/** The rule types that answer the carrier's machine detection. */
export const MACHINE_RULE_TYPES = ['when_answering_machine_detected', 'before_answering_machine_detected'];

/** Seconds detection listens when only a rule (no AMD flow, which has its own) asks for it. */
const RULE_DETECTION_SECONDS = 30;

/** What decides: an offer_amd_flow, or a call flow rule; with what it plays and the disposition it applies. */
export interface MachinePlan {
  table: 'offer_amd_flows' | 'call_routers';
  id: number;
  action: MachineAction;
  dispositionId: number | null;
  /** A voicemail message: the sound file, else the text. */
  prompt: Pick<FlowAction, 'soundFileId' | 'soundPlaylistId' | 'text' | 'voice' | 'language'>;
}

/** What the carrier is asked for when placing the call: how long to listen, and whether to wait for the beep. */
export interface DetectionAsk {
  timeoutSeconds: number;
  untilBeep: boolean;
}

/**
 * The plan for a verdict: a machine → the offer's first active
 * offer_amd_flow (sortable_order, then id), else its
 * when_answering_machine_detected rule; detection that could not tell
 * (unknown) → the before_answering_machine_detected rule (the answer came
 * before a machine was detected). Null: the call routes as a person's would.
 */
export async function machinePlan(
  db: Kysely<DB>,
  companyId: number,
  offerId: number,
  verdict: MachineVerdict,
): Promise<MachinePlan | null> {
  if (verdict === 'human') return null;
  if (verdict === 'machine') {
    const flow = await firstFlow(db, companyId, offerId);
    if (flow) return flow;
  }
  const type =
    verdict === 'machine' ? 'when_answering_machine_detected' : 'before_answering_machine_detected';
  const rule = await findFlowRule(db, companyId, offerId, [type]);
  if (!rule) return null;
  return {
    table: 'call_routers',
    id: rule.id,
    action: MACHINE_RULE_ACTIONS[rule.action] ?? 'continue_routing',
    dispositionId: null,
    prompt: rule,
  };
}

/**
 * Whether a call to be placed for the offer should ask the carrier to detect
 * machines, and how: the offer's AMD flow (its timeout; wait for the beep
 * when it leaves a voicemail that says so), else a machine rule, else the
 * schedule's use_machine_detection. Null: no detection.
 */
export async function detectionFor(
  db: Kysely<DB>,
  companyId: number,
  offerId: number | null,
  scheduleWants: boolean,
): Promise<DetectionAsk | null> {
  const flow = offerId === null ? null : await firstFlowRow(db, companyId, offerId);
  if (flow)
    return {
      timeoutSeconds: flow.detection_timeout_seconds ?? RULE_DETECTION_SECONDS,
      untilBeep:
        flow.machine_action === 'leave_voicemail' && decodeValue('boolean', flow.wait_for_beep) !== false,
    };
  const rule = offerId === null ? null : await findFlowRule(db, companyId, offerId, MACHINE_RULE_TYPES);
  if (rule || scheduleWants)
    return { timeoutSeconds: RULE_DETECTION_SECONDS, untilBeep: rule?.action === 'record_voicemail' };
  return null;
}

async function firstFlowRow(db: Kysely<DB>, companyId: number, offerId: number) {
  const rows = await new TenantScope(db, companyId)
    .selectFrom('offer_amd_flows')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  return rows.find((r) => decodeValue('boolean', r.active) === true) ?? null;
}

async function firstFlow(db: Kysely<DB>, companyId: number, offerId: number): Promise<MachinePlan | null> {
  const row = await firstFlowRow(db, companyId, offerId);
  if (!row) return null;
  const id = (v: unknown) => (v == null ? null : Number(v));
  return {
    table: 'offer_amd_flows',
    id: row.id,
    action: (row.machine_action as MachineAction | null) ?? 'hang_up',
    dispositionId: id(row.call_disposition_id),
    prompt: {
      soundFileId: id(row.sound_file_id),
      soundPlaylistId: null,
      text: textOf(row.text_to_speech),
      voice: null,
      language: null,
    },
  };
}
