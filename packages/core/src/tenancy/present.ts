import { formatTime } from '../time/format.js';
import type { ApiKey } from './api-keys.js';
import type { Company } from './companies.js';
import type { DeveloperToken } from './developer-tokens.js';

/** Tenancy records as the API and CLI show them: times in the company's zone, no secrets. */
export function presentCompany(company: Company) {
  const tz = company.time_zone;
  return {
    id: company.id,
    uuid: company.uuid,
    name: company.name,
    subdomain: company.subdomain,
    time_zone: company.time_zone,
    default_country: company.default_country,
    created_at: formatTime(company.created_at, tz),
    updated_at: formatTime(company.updated_at, tz),
  };
}

export function presentApiKey(key: ApiKey, timeZone = 'UTC') {
  return {
    id: key.id,
    uuid: key.uuid,
    company_id: key.company_id,
    name: key.name,
    public_key: key.public_key,
    private_key_hint: `…${key.private_key_last4}`,
    superuser: key.superuser,
    permissions: key.permissions,
    paused: key.paused,
    revoked_at: formatTime(key.revoked_at, timeZone),
    last_used_at: formatTime(key.last_used_at, timeZone),
    created_at: formatTime(key.created_at, timeZone),
  };
}

export function presentDeveloperToken(token: DeveloperToken, timeZone = 'UTC') {
  return {
    id: token.id,
    uuid: token.uuid,
    user_id: token.user_id,
    name: token.name,
    token_prefix: token.token_prefix,
    revoked_at: formatTime(token.revoked_at, timeZone),
    last_used_at: formatTime(token.last_used_at, timeZone),
    created_at: formatTime(token.created_at, timeZone),
  };
}
