import type { Clock } from '../clock.js';
import { inRequestTransaction } from '../db/request-transaction.js';
import { LeadlineError } from '../errors/index.js';
import type { ApiKeyService } from '../tenancy/api-keys.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import type { DeveloperTokenService } from '../tenancy/developer-tokens.js';
import type { Membership, UserService } from '../tenancy/users.js';
import type { CompanyHint, Credentials } from './credentials.js';

/** last_used_at is written at most this often per credential, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_MAX = 10_000;

const unauthorized = (message: string) => new LeadlineError('unauthorized', message);

/** A key pair names its company; a token's answer also depends on the company asked for. */
const cacheKeyOf = (credentials: Credentials, hint: CompanyHint): string =>
  credentials.scheme === 'basic'
    ? `b\u0000${credentials.publicKey}\u0000${credentials.privateKey}`
    : `t\u0000${credentials.token}\u0000${hint.companyId ?? ''}\u0000${hint.subdomain ?? ''}`;

export class Authenticator {
  private readonly touched = new Map<string, number>();
  private readonly cache = new Map<
    string,
    { ctx: TenantContext; at: number; keyId?: number; userId?: number }
  >();

  constructor(
    private readonly deps: {
      companies: CompanyService;
      keys: ApiKeyService;
      users: UserService;
      tokens: DeveloperTokenService;
      clock: Clock;
      /**
       * How long a verified credential is remembered, so a request costs no key lookup, hash or
       * company read. Revoking or pausing through this process forgets it at once; another
       * process sees the change within this bound. 0 (the default) remembers nothing.
       */
      cacheMs?: number;
    },
  ) {}

  /**
   * The tenant context of credentials verified moments ago, or undefined: the answer for
   * nearly every request, given without a promise (the server's auth hook runs on each one).
   */
  recall(credentials: Credentials, hint: CompanyHint = {}): TenantContext | undefined {
    const hit = this.cache.get(cacheKeyOf(credentials, hint));
    return hit && this.deps.clock.now() - hit.at < (this.deps.cacheMs ?? 0) ? hit.ctx : undefined;
  }

  /** Turns credentials into a tenant context, or throws 401/403/422 saying why. */
  async authenticate(credentials: Credentials, hint: CompanyHint = {}): Promise<TenantContext> {
    const recalled = this.recall(credentials, hint);
    if (recalled) return recalled;
    const cacheKey = cacheKeyOf(credentials, hint);
    const now = this.deps.clock.now();
    const ctx =
      credentials.scheme === 'basic'
        ? await this.byKeyPair(credentials.publicKey, credentials.privateKey)
        : await this.byToken(credentials.token, hint);
    // Inside a request transaction what was read may yet be rolled back: not worth remembering.
    if (!this.deps.cacheMs || inRequestTransaction()) return ctx;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(cacheKey, {
      ctx,
      at: now,
      ...(ctx.actor.type === 'api_key' ? { keyId: ctx.actor.id! } : { userId: ctx.actor.id! }),
    });
    return ctx;
  }

  /** Forgets cached verifications of a key pair (after revoke, pause, or a permission change). */
  forgetKey(keyId: number): void {
    for (const [k, v] of this.cache) if (v.keyId === keyId) this.cache.delete(k);
  }

  /** Forgets cached verifications of a user's tokens (after revoke or a membership change). */
  forgetUser(userId: number): void {
    for (const [k, v] of this.cache) if (v.userId === userId) this.cache.delete(k);
  }

  private async byKeyPair(publicKey: string, privateKey: string): Promise<TenantContext> {
    const key = await this.deps.keys.verify(publicKey, privateKey);
    if (!key) throw unauthorized('Invalid public or private key');
    if (key.revoked_at !== null) throw unauthorized('This key pair has been revoked');
    if (key.paused) throw new LeadlineError('forbidden', 'This key pair is paused');
    const company = await this.deps.companies.get(key.company_id);
    this.touch(`k${key.id}`, (at) => this.deps.keys.touch(key.id, at));
    return {
      company,
      actor: { type: 'api_key', id: key.id, name: key.name },
      permissions: { superuser: key.superuser, access: key.permissions },
    };
  }

  private async byToken(secret: string, hint: CompanyHint): Promise<TenantContext> {
    const token = await this.deps.tokens.verify(secret);
    if (!token) throw unauthorized('Invalid developer access token');
    if (token.revoked_at !== null) throw unauthorized('This developer access token has been revoked');
    const memberships = await this.deps.users.memberships(token.user_id);
    const { company, membership } = await this.chooseCompany(memberships, hint);
    this.touch(`t${token.id}`, (at) => this.deps.tokens.touch(token.id, at));
    return {
      company,
      actor: { type: 'user', id: token.user_id, name: token.name },
      permissions: membership.permissions,
    };
  }

  private async chooseCompany(
    memberships: Membership[],
    hint: CompanyHint,
  ): Promise<{ company: Company; membership: Membership }> {
    const reach = async (company: Company | undefined, asked: string) => {
      const membership = company && memberships.find((m) => m.company_id === company.id);
      if (!company || !membership) {
        throw new LeadlineError('forbidden', `This token may not reach company ${asked}`);
      }
      return { company, membership };
    };
    if (hint.companyId !== undefined && hint.companyId !== '') {
      const ref = String(hint.companyId);
      return reach(await this.deps.companies.findByRef(ref), ref);
    }
    if (hint.subdomain) {
      const company = await this.deps.companies.bySubdomain(hint.subdomain);
      if (company) return reach(company, hint.subdomain);
    }
    if (memberships.length === 1) {
      const membership = memberships[0]!;
      return { company: await this.deps.companies.get(membership.company_id), membership };
    }
    if (memberships.length === 0) throw new LeadlineError('forbidden', 'This token belongs to no company');
    throw new LeadlineError('validation_failed', {
      company_id: [
        'is required: this token reaches several companies (or use the company subdomain as host)',
      ],
    });
  }

  private touch(key: string, write: (at: number) => Promise<void>): void {
    const now = this.deps.clock.now();
    const last = this.touched.get(key);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(key, now);
    // Bookkeeping must not fail or slow the request it rides on.
    write(now).catch(() => this.touched.delete(key));
  }
}
