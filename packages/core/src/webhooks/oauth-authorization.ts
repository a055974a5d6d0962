import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { invalidParam, notFound } from '../errors/index.js';
import { TenantScope } from '../tenancy/scope.js';
import type { OauthTokens } from './oauth-tokens.js';

/** How long the user has to approve at the provider once the flow starts. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

const parses = (url: string) => {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
};

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** Where the user's browser is sent, and until when the approval is awaited. */
export interface AuthorizationStart {
  url: string;
  redirect_uri: string;
  expires_at: number;
}

/**
 * The OAuth authorization-code flow (RFC 6749 §4.1) for oauth_connections:
 * `start` builds the provider's authorize URL with a single-use `state`
 * (kept only as its SHA-256, for 10 minutes); the provider sends the browser
 * back to the public callback, and `complete` spends the state, then trades
 * the code for tokens at the connection's token endpoint (OauthTokens). The
 * refresh token is kept sealed and used when the access token runs out.
 */
export class OauthAuthorization {
  constructor(private readonly deps: { db: Kysely<DB>; clock: Clock; tokens: OauthTokens }) {}

  async start(
    companyId: number,
    connectionId: number,
    input: { authorize_url?: unknown; scope?: unknown; redirect_uri: string },
  ): Promise<AuthorizationStart> {
    const { db, clock } = this.deps;
    const c = await new TenantScope(db, companyId)
      .selectFrom('oauth_connections')
      .selectAll()
      .where('id', '=', connectionId)
      .executeTakeFirst();
    if (!c) throw notFound('OAuth connection');
    const authorize = typeof input.authorize_url === 'string' ? input.authorize_url.trim() : '';
    if (!/^https?:\/\/\S+$/.test(authorize) || !parses(authorize))
      throw invalidParam('authorize_url', "must be the provider's http:// or https:// authorization URL");
    if (!c.client_id) throw invalidParam('client_id', 'must be set on the connection first');
    if (!c.webhook_remote_url)
      throw invalidParam('webhook_remote_url', 'must be set on the connection first');
    const state = randomBytes(32).toString('base64url');
    const expiresAt = clock.now() + AUTHORIZATION_TTL_MS;
    await new TenantScope(db, companyId)
      .updateTable('oauth_connections')
      .set({
        authorization_state: hashOf(state),
        authorization_expires_at: expiresAt,
        authorization_redirect_uri: input.redirect_uri,
      })
      .where('id', '=', connectionId)
      .execute();
    const url = new URL(authorize);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', c.client_id);
    url.searchParams.set('redirect_uri', input.redirect_uri);
    if (typeof input.scope === 'string' && input.scope.trim() !== '')
      url.searchParams.set('scope', input.scope.trim());
    url.searchParams.set('state', state);
    return { url: url.toString(), redirect_uri: input.redirect_uri, expires_at: expiresAt };
  }

  /**
   * The provider's redirect: the state is spent first (a second use, an
   * unknown or an expired one is refused and changes nothing), then the code
   * is traded for tokens. Answers whose connection it was.
   */
  async complete(params: {
    state?: unknown;
    code?: unknown;
    error?: unknown;
  }): Promise<{ companyId: number; connectionId: number }> {
    const { db, clock, tokens } = this.deps;
    if (typeof params.state !== 'string' || params.state === '') throw invalidParam('state', 'is required');
    const hash = hashOf(params.state);
    const c = await db
      .selectFrom('oauth_connections')
      .selectAll()
      .where('authorization_state', '=', hash)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!c || (c.authorization_expires_at ?? 0) < clock.now())
      throw invalidParam('state', 'is unknown, used or expired: start the authorization again');
    const spent = await db
      .updateTable('oauth_connections')
      .set({ authorization_state: null, authorization_expires_at: null })
      .where('id', '=', c.id)
      .where('authorization_state', '=', hash)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1)
      throw invalidParam('state', 'is unknown, used or expired: start the authorization again');
    const companyId = c.company_id;
    if (typeof params.error === 'string' && params.error !== '')
      throw invalidParam('error', `the provider did not authorize the connection: ${params.error}`);
    if (typeof params.code !== 'string' || params.code === '') throw invalidParam('code', 'is required');
    await tokens.exchangeCode(companyId, c.id, params.code, c.authorization_redirect_uri ?? '');
    return { companyId, connectionId: c.id };
  }
}
