import type { Kysely } from 'kysely';
import { contactFieldRules } from '../contacts/contact-field-book.js';
import { type ContactFieldMode, checkContactFields } from '../contacts/contact-field-rules.js';
import type { DB } from '../db/tables.js';
import { type FieldErrors, invalid } from '../errors/index.js';
import { isPlainObject } from '../kernel/hash-param.js';
import { isBlank, MESSAGES } from '../kernel/values.js';
import { normalizeNumber } from '../phone/normalize.js';
import { findTrafficSource } from '../routing/traffic-source-afids.js';
import type { CompanyService } from '../tenancy/companies.js';
import { conflictingOptions } from './dedupe.js';
import { type IntakeParams, parseIntakeParams } from './intake-params.js';
import type { LeadOwner, LeadTokens } from './lead-token.js';

/** A submission that passed validation: who it is for, the caller in E.164, and its parameters. */
export interface Submission {
  owner: LeadOwner;
  callerId: string;
  params: IntakeParams;
  /** What was accepted but not done as asked (an unknown traffic_source_id), by parameter. */
  warnings: FieldErrors;
}

/**
 * Every problem with a lead post in one 422, before anything is written:
 * the lead_token (missing, unknown, another company's on this company's
 * subdomain, inactive), caller_id, the reserved parameters and the tokens.
 */
export async function validateSubmission(
  posted: Record<string, unknown>,
  subdomain: string | undefined,
  deps: { tokens: LeadTokens; companies: CompanyService; db: Kysely<DB> },
  contactFields: ContactFieldMode = 'intake',
): Promise<Submission> {
  const errors: FieldErrors = {};
  // Rails-style relays wrap the lead in its root (`{"lead": {...}}`); its keys win over keys beside it.
  const { lead: wrapped, ...beside } = posted;
  if (isPlainObject(wrapped)) posted = { ...beside, ...wrapped };
  // `token` is the lead token's name in some TrackDrive clients (form-capture scripts).
  const { token: alias, ...rest } = posted;
  const raw =
    posted.lead_token === undefined && alias !== undefined ? { ...rest, lead_token: alias } : posted;
  const token = typeof raw.lead_token === 'string' ? raw.lead_token.trim() : '';
  let owner: LeadOwner | null = null;
  if (!token) errors.lead_token = [MESSAGES.required];
  else {
    owner = await deps.tokens.resolve(token);
    if (owner && subdomain && !(await servesSubdomain(owner, subdomain, deps.companies))) owner = null;
    if (!owner) errors.lead_token = ['does not match any offer or schedule'];
    else if (!owner.active) errors.lead_token = [`belongs to an inactive ${owner.kind}`];
  }
  // An unknown token still gets its other parameters checked, read the default way.
  const vc = { country: owner?.country ?? 'US', timeZone: owner?.company.time_zone ?? 'UTC' };
  let callerId: string | undefined;
  if (raw.caller_id === undefined || isBlank(raw.caller_id)) errors.caller_id = [MESSAGES.required];
  else {
    const n = normalizeNumber(raw.caller_id, vc.country);
    if (n.ok) callerId = n.e164;
    else errors.caller_id = [`is ${n.reason}`];
  }
  const { params, errors: paramErrors } = parseIntakeParams(raw, vc);
  Object.assign(errors, paramErrors, conflictingOptions(params.options));
  for (const k of ['assign_trackdrive_number', 'assign_sms_number'] as const) {
    // No number pools exist yet to assign from; saying so beats accepting and doing nothing.
    if (params.options[k]) errors[k] = ['is not available: this server has no number pools to assign from'];
  }
  const o = params.options;
  const warnings: FieldErrors = {};
  if (owner) await creditTrafficSource(deps.db, owner.company.id, params, warnings);
  if (owner) {
    // The offer's contact fields say what a lead must carry and in what form (issue 32, item 13).
    const rules = await contactFieldRules(deps.db, owner.company.id, owner.offerId);
    const fields = checkContactFields(rules, params.tokens, contactFields, vc.country);
    Object.assign(errors, fields.errors);
    Object.assign(params.tokens, fields.defaults);
  }
  if (o.update_all_matching_leads && o.apply_to === 'schedule' && owner?.kind === 'offer') {
    errors.apply_to = ['schedule needs a schedule lead_token'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { owner: owner!, callerId: callerId!, params, warnings };
}

/** A token is refused on another company's subdomain; unknown subdomains (api., www.) name no company. */
async function servesSubdomain(owner: LeadOwner, subdomain: string, companies: CompanyService) {
  if (owner.company.subdomain === subdomain.toLowerCase()) return true;
  return !(await companies.bySubdomain(subdomain));
}

/**
 * The posted traffic_source_id as TrackDrive reads it: the source's afid first, then
 * Leadline's id. A value naming no live, active source of the company never refuses the
 * lead: it stays on the lead as its `traffic_source_id` token and the answer warns.
 */
async function creditTrafficSource(
  db: Kysely<DB>,
  companyId: number,
  params: IntakeParams,
  warnings: FieldErrors,
): Promise<void> {
  const posted = params.options.traffic_source_id;
  if (posted === undefined || posted === null) return;
  const source = await findTrafficSource(db, companyId, posted);
  if (source?.active) {
    params.options.traffic_source_id = source.id;
    return;
  }
  delete params.options.traffic_source_id;
  params.tokens.traffic_source_id ??= posted;
  warnings.traffic_source_id = [
    source
      ? 'names a paused traffic source: the lead is not credited to it, and keeps the value as its traffic_source_id token'
      : 'names no traffic source of this company (by user_traffic_source_id or id): the lead keeps it as its traffic_source_id token',
  ];
}
