import { type CompanyHint, type Credentials, type Leadline, LeadlineError } from '@leadline/core';
import type { FastifyRequest } from 'fastify';

/**
 * Reads the credentials a request carries, in the forms integrations use:
 * `Basic base64(public:private)`, `Token <t>`, `Token token=<t>`, `Bearer <t>`,
 * or an `auth_token` parameter. Returns undefined when there are none.
 */
export function readCredentials(
  authorization: string | undefined,
  authToken: unknown,
): Credentials | undefined {
  if (authorization) {
    // The same few headers arrive on nearly every request (a client's key pair): decoded once each.
    const known = readHeaders.get(authorization);
    if (known) return known;
    const read = readHeader(authorization);
    if (read) {
      if (readHeaders.size >= MAX_READ_HEADERS) readHeaders.clear();
      readHeaders.set(authorization, read);
      return read;
    }
  }
  if (typeof authToken === 'string' && authToken.trim()) return { scheme: 'token', token: authToken.trim() };
  return undefined;
}

/** Distinct Authorization headers remembered decoded; past this many, all are forgotten and the count starts again. */
const MAX_READ_HEADERS = 1000;
const readHeaders = new Map<string, Readonly<Credentials>>();

/** The credentials an Authorization header names (frozen: one object serves every request carrying it), or throws 401. */
function readHeader(authorization: string): Readonly<Credentials> | undefined {
  const header = authorization.trim();
  if (header) {
    const space = header.indexOf(' ');
    const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
    const value = space < 0 ? '' : header.slice(space + 1).trim();
    if (scheme === 'basic') return Object.freeze(basic(value));
    if (scheme === 'token' || scheme === 'bearer') {
      const token = value.replace(/^token\s*=\s*/i, '').replace(/^"(.*)"$/, '$1');
      if (token) return Object.freeze({ scheme: 'token', token });
    }
    throw new LeadlineError(
      'unauthorized',
      'Unreadable Authorization header: use Basic base64(public_key:private_key) or Token <auth_token>',
    );
  }
  return undefined;
}

function basic(value: string): Credentials {
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) {
    throw new LeadlineError('unauthorized', 'Basic credentials must be base64(public_key:private_key)');
  }
  return { scheme: 'basic', publicKey: decoded.slice(0, colon), privateKey: decoded.slice(colon + 1) };
}

/** The company subdomain a host names: `acme` in acme.leadline.example or acme.localhost. */
export function subdomainOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  if (labels.length >= 3 || (labels.length === 2 && labels[1] === 'localhost')) return labels[0];
  return undefined;
}

/**
 * A key pair names its company; a developer token (a user's, across companies) is told which
 * one by `company_id` or the host's company subdomain.
 */
export function companyHint(request: FastifyRequest): CompanyHint {
  const companyId = request.input.company_id;
  return {
    subdomain: subdomainOf(request.headers.host),
    ...(typeof companyId === 'string' || typeof companyId === 'number' ? { companyId } : {}),
  };
}

/**
 * The tenant of the credentials a public request carries, if any (a ping or post, a form
 * capture without a lead token); credentials that do not verify are a 401.
 */
export async function credentialsTenant(leadline: Leadline, request: FastifyRequest) {
  const credentials = readCredentials(request.headers.authorization, request.input.auth_token);
  if (!credentials) return undefined;
  const hint = credentials.scheme === 'basic' ? {} : companyHint(request);
  return leadline.auth.authenticate(credentials, hint);
}
