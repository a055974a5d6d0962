import { decodeValue } from '../db/column-types.js';

/** A contact as core services hand it out: plain values, times in epoch ms. */
export interface Contact {
  id: number;
  uuid: string;
  company_id: number;
  /** E.164. */
  number: string;
  blocked: boolean;
  opt_out: boolean;
  blocked_at: number | null;
  sms_opt_out_at: number | null;
  /** The e-mail address that bounced for good (not e-mailed again), when it did. */
  email_bounced_address: string | null;
  email_bounced_at: number | null;
  email_bounce_reason: string | null;
  calls_count: number;
  outbound_call_failure_count: number;
  outbound_no_answer_count: number;
  created_at: number;
  updated_at: number;
}

/** Channels a contact can opt out of; `opt_out` covers calls and e-mail, `sms_opt_out_at` texts. */
export type OptOutChannel = 'call' | 'sms' | 'email';

const int = (v: unknown) => Number(v ?? 0);
const time = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored row (0/1 booleans on SQLite, numbers as strings nowhere) as a Contact. */
export function contactFromRow(row: Record<string, unknown>): Contact {
  return {
    id: int(row.id),
    uuid: String(row.uuid),
    company_id: int(row.company_id),
    number: String(row.number),
    blocked: decodeValue('boolean', row.blocked) === true,
    opt_out: decodeValue('boolean', row.opt_out) === true,
    blocked_at: time(row.blocked_at),
    sms_opt_out_at: time(row.sms_opt_out_at),
    email_bounced_address: row.email_bounced_address == null ? null : String(row.email_bounced_address),
    email_bounced_at: time(row.email_bounced_at),
    email_bounce_reason: row.email_bounce_reason == null ? null : String(row.email_bounce_reason),
    calls_count: int(row.calls_count),
    outbound_call_failure_count: int(row.outbound_call_failure_count),
    outbound_no_answer_count: int(row.outbound_no_answer_count),
    created_at: int(row.created_at),
    updated_at: int(row.updated_at),
  };
}
