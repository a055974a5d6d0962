import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';
import { headerLines } from './conversion-webhooks.js';
import type { HostLimiter } from './host-limiter.js';
import { openReceiverCredentials } from './receiver-credentials.js';
import { renderRequest } from './request-template.js';
import { sendAttempt } from './send-attempt.js';
import { successCodes } from './success-codes.js';
import { readValuePath } from './value-path.js';
import { attemptColumns, type WebhookLogWriter } from './webhook-log-writer.js';

/** A token this close to its expiry is fetched again rather than used. */
export const REFRESH_MARGIN_MS = 60_000;

const DEFAULT_BODY = 'grant_type=client_credentials&client_id=[client_id]&client_secret=[client_secret]';
/** RFC 6749 §4.1.3 and §6: trading an authorization code, and refreshing with a refresh token. */
const CODE_BODY =
  'grant_type=authorization_code&code=[code]&redirect_uri=[redirect_uri]&client_id=[client_id]&client_secret=[client_secret]';
const REFRESH_BODY =
  'grant_type=refresh_token&refresh_token=[refresh_token]&client_id=[client_id]&client_secret=[client_secret]';

/** What the token request grants: client credentials (the connection's template), a code, or a refresh. */
type Grant =
  | { kind: 'credentials' }
  | { kind: 'code'; code: string; redirectUri: string }
  | { kind: 'refresh' };

/**
 * OAuth connections (client credentials): `accessToken` answers the stored
 * token while it is fresh, else fetches one from `webhook_remote_url`
 * (SSRF-guarded, logged as an OauthConnection webhook_log with secrets
 * masked), reads it at `access_token_path` (default access_token), keeps it
 * sealed with `fetched_at` and `expires_at` (the answer's expires_in, else
 * the connection's), and answers it. Webhook URLs with an
 * oauth_connection_id send it as `Authorization: Bearer …`.
 */
export class OauthTokens {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      urls: UrlGuard;
      box: SecretBox;
      limiter: HostLimiter;
      logs: WebhookLogWriter;
    },
  ) {}

  async accessToken(companyId: number, connectionId: number, force = false): Promise<string> {
    const { db, clock, box } = this.deps;
    const c = await new TenantScope(db, companyId)
      .selectFrom('oauth_connections')
      .selectAll()
      .where('id', '=', connectionId)
      .executeTakeFirst();
    if (!c) throw invalidParam('oauth_connection_id', 'does not exist');
    const expiresAt = c.expires_at === null ? null : c.expires_at;
    if (!force && c.access_token && (expiresAt === null || expiresAt - REFRESH_MARGIN_MS > clock.now())) {
      return box.open(c.access_token);
    }
    // A connection authorized by a user refreshes with its refresh token; others ask again with their credentials.
    return this.fetch(companyId, c, c.refresh_token ? { kind: 'refresh' } : { kind: 'credentials' });
  }

  /** The authorization-code flow's last step: the code the provider sent back, traded for tokens. */
  async exchangeCode(
    companyId: number,
    connectionId: number,
    code: string,
    redirectUri: string,
  ): Promise<void> {
    const c = await new TenantScope(this.deps.db, companyId)
      .selectFrom('oauth_connections')
      .selectAll()
      .where('id', '=', connectionId)
      .executeTakeFirstOrThrow();
    await this.fetch(companyId, c, { kind: 'code', code, redirectUri });
  }

  private async fetch(companyId: number, c: Record<string, unknown>, grant: Grant): Promise<string> {
    const { db, clock, urls, box, limiter, logs } = this.deps;
    if (!c.webhook_remote_url) throw invalidParam('webhook_remote_url', 'is needed to fetch a token');
    const tokens = {
      client_id: c.client_id ?? '',
      client_secret: c.client_secret ? box.open(String(c.client_secret)) : '',
      code: grant.kind === 'code' ? grant.code : '',
      redirect_uri: grant.kind === 'code' ? grant.redirectUri : '',
      refresh_token: grant.kind === 'refresh' && c.refresh_token ? box.open(String(c.refresh_token)) : '',
    };
    const headers = headerLines(
      await openReceiverCredentials(db, box, companyId, 'header_lines', c.webhook_remote_headers),
    );
    const bodyTemplate =
      grant.kind === 'code'
        ? CODE_BODY
        : grant.kind === 'refresh'
          ? REFRESH_BODY
          : (c.webhook_remote_body as string | null) || DEFAULT_BODY;
    const contentType =
      Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ??
      (bodyTemplate.trim().startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded');
    const request = renderRequest(
      {
        url: String(await openReceiverCredentials(db, box, companyId, 'url', c.webhook_remote_url)),
        method: String(c.webhook_remote_method || 'post'),
        headers,
        content_type: contentType,
        body: bodyTemplate,
      },
      tokens,
    );
    const timeoutMs = Number(c.webhook_read_timeout || 10) * 1000;
    const outcome = await sendAttempt(urls, limiter, request, timeoutMs);
    const ok =
      outcome.code !== null && successCodes(c.webhook_response_success_codes as string | null)(outcome.code);
    const body = outcome.responseBody ?? '';
    const token = ok ? readValuePath(body, String(c.access_token_path || 'access_token')) : undefined;
    const found = typeof token === 'string' && token !== '';
    const now = clock.now();
    const expiresIn = Number(readValuePath(body, 'expires_in') ?? c.expires_in ?? 0);
    const refresh = found ? readValuePath(body, 'refresh_token') : undefined;
    await db.transaction().execute(async (trx) => {
      await logs.write(trx, companyId, {
        owner_type: 'OauthConnection',
        owner_id: Number(c.id),
        trigger:
          grant.kind === 'code' ? 'oauth_code' : grant.kind === 'refresh' ? 'oauth_refresh' : 'oauth_token',
        attempt: 1,
        ...attemptColumns(request, outcome, {
          success: found,
          error: found
            ? null
            : (outcome.error ?? `No access token at ${c.access_token_path || 'access_token'}`),
        }),
        // The body carries the client secret, the answer the access token: never logged.
        request_body: '[hidden: it carries the client secret]',
        response_body: found ? '[hidden: it carries the access token]' : outcome.responseBody,
      });
      if (found) {
        await new TenantScope(trx, companyId)
          .updateTable('oauth_connections')
          .set({
            access_token: box.seal(token),
            // A provider that rotates refresh tokens sends a new one; one that does not keeps the old.
            ...(typeof refresh === 'string' && refresh !== '' ? { refresh_token: box.seal(refresh) } : {}),
            fetched_at: now,
            expires_at: expiresIn > 0 ? now + expiresIn * 1000 : null,
            ...engineChangeStamps(now),
          })
          .where('id', '=', Number(c.id))
          .execute();
      }
    });
    if (!found) {
      throw invalidParam(
        'webhook_remote_url',
        `gave no access token (${outcome.error ?? `HTTP ${outcome.code}`})`,
      );
    }
    return token;
  }
}
