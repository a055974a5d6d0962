import type { LeadService } from '../leads/lead-service.js';
import { SecretBox } from '../secrets/secret-box.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';

/**
 * Unsubscribe links of e-mails: the lead's id sealed with the server's
 * keyring, so a link names one lead of one company and cannot be made up.
 */
export class EmailUnsubscribeLinks {
  constructor(private readonly deps: { secrets: SecretBox; companies: CompanyService; leads: LeadService }) {}

  /**
   * Opts out the number of the lead a link names (all channels, as
   * caller_opt_out does); false when the link is not one Leadline made.
   */
  async unsubscribe(companyUuid: string, token: string): Promise<boolean> {
    const leadId = this.leadOf(companyUuid, token);
    const company = leadId === null ? undefined : await this.deps.companies.findByRef(companyUuid);
    if (leadId === null || !company) return false;
    const ctx = systemContext(company);
    let lead: Record<string, unknown>;
    try {
      lead = await this.deps.leads.resource.show(ctx, leadId);
    } catch {
      return false;
    }
    await this.deps.leads.optOut(ctx, String(lead.caller_id));
    return true;
  }

  /** `<base>/api/v1/inbound_calls/<company uuid>/unsubscribe?token=<token>` (a sealed token is longer than a path segment may be). */
  url(baseUrl: string, companyUuid: string, leadId: number): string {
    const token = Buffer.from(this.deps.secrets.seal(`${companyUuid}:${leadId}`)).toString('base64url');
    return `${baseUrl.replace(/\/+$/, '')}/api/v1/inbound_calls/${companyUuid}/unsubscribe?token=${token}`;
  }

  /** The lead a link names, or null when the token is forged, of another company or not sealed. */
  leadOf(companyUuid: string, token: string): number | null {
    const sealed = Buffer.from(token, 'base64url').toString('utf8');
    // open() passes a value stored before encryption through as it is: a link must be sealed.
    if (!SecretBox.isSealed(sealed)) return null;
    let plain: string;
    try {
      plain = this.deps.secrets.open(sealed);
    } catch {
      return null;
    }
    const [company, lead] = plain.split(':');
    return company === companyUuid && lead && /^\d+$/.test(lead) ? Number(lead) : null;
  }
}
