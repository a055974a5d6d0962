import { type FieldErrors, invalid } from '../errors/index.js';
import { normalizeNumber } from '../phone/normalize.js';
import { isBlank, MESSAGES } from '../resources/values.js';
import type { CompanyService } from '../tenancy/companies.js';
import { conflictingOptions } from './dedupe.js';
import { type IntakeParams, parseIntakeParams } from './intake-params.js';
import type { LeadOwner, LeadTokens } from './lead-token.js';

/** A submission that passed validation: who it is for, the caller in E.164, and its parameters. */
export interface Submission {
  owner: LeadOwner;
  callerId: string;
  params: IntakeParams;
}

/**
 * Every problem with a lead post in one 422, before anything is written:
 * the lead_token (missing, unknown, another company's on this company's
 * subdomain, inactive), caller_id, the reserved parameters and the tokens.
 */
export async function validateSubmission(
  raw: Record<string, unknown>,
  subdomain: string | undefined,
  deps: { tokens: LeadTokens; companies: CompanyService },
): Promise<Submission> {
  const errors: FieldErrors = {};
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
  if (o.update_all_matching_leads && o.apply_to === 'schedule' && owner?.kind === 'offer') {
    errors.apply_to = ['schedule needs a schedule lead_token'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { owner: owner!, callerId: callerId!, params };
}

/** A token is refused on another company's subdomain; unknown subdomains (api., www.) name no company. */
async function servesSubdomain(owner: LeadOwner, subdomain: string, companies: CompanyService) {
  if (owner.company.subdomain === subdomain.toLowerCase()) return true;
  return !(await companies.bySubdomain(subdomain));
}
