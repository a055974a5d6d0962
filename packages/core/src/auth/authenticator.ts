import type { Clock } from '../clock.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import { LeadlineError } from '../errors/index.js';
import type { ApiKeyService } from '../tenancy/api-keys.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import type { DeveloperTokenService } from '../tenancy/developer-tokens.js';
import type { Membership, UserService } from '../tenancy/users.js';
import type { CredentialEpoch } from './credential-epoch.js';
import type { CompanyHint, Credentials } from './credentials.js';

/** last_used_at is written at most this often per credential, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_MAX = 10_000;

const unauthorized = (message: string) => new LeadlineError('unauthorized', message);

/** A verified credential, and how its last_used_at is kept. */
interface Verified {
  ctx: TenantContext;
  touchKey: string;
  touchWrite: (at: number) => Promise<void>;
}

/** A key pair names its company; a token's answer also depends on the company asked for. */
const cacheKeyOf = (credentials: Credentials, hint: CompanyHint): string =>
  credentials.scheme === 'basic'
    ? `b\u0000${credentials.publicKey}\u0000${credentials.privateKey}`
    : `t\u0000${credentials.token}\u0000${hint.companyId ?? ''}\u0000${hint.subdomain ?? ''}`;

interface Remembered {
  ctx: TenantContext;
  at: number;
  /** The credential epoch the verification began under: good while it stands. */
  epoch: number;
  keyId?: number;
  userId?: number;
  /** last_used_at's bookkeeping key and writer, kept up while the credential is recalled. */
  touchKey: string;
  touchWrite: (at: number) => Promise<void>;
}

export class Authenticator {
  private readonly touched = new Map<string, number>();
  private readonly cache = new Map<string, Remembered>();

  constructor(
    private readonly deps: {
      companies: CompanyService;
      keys: ApiKeyService;
      users: UserService;
      tokens: DeveloperTokenService;
      clock: Clock;
      /**
       * Says whether anything a verification depends on changed since (credential-epoch.ts):
       * pausing, revoking, rotating a key or token, or changing a membership or company, in any
       * process, ends every remembered verification. Without one nothing is remembered.
       */
      epoch?: CredentialEpoch;
      /**
       * The longest a verified credential is remembered (ms), however still the epoch stands:
       * the bound on a lost notice nobody noticed. 0 remembers nothing.
       */
      cacheMs?: number;
    },
  ) {}

  /**
   * The tenant context of credentials verified before and unchanged since, or undefined: the
   * answer for nearly every request, given without a promise (the server's auth hook runs on
   * each one).
   */
  recall(credentials: Credentials, hint: CompanyHint = {}): TenantContext | undefined {
    if (!this.deps.cacheMs || this.cache.size === 0) return undefined;
    const hit = this.cache.get(cacheKeyOf(credentials, hint));
    if (!hit) return undefined;
    const now = this.deps.clock.now();
    if (now - hit.at >= this.deps.cacheMs || hit.epoch !== this.deps.epoch?.current()) return undefined;
    this.touch(hit.touchKey, hit.touchWrite, now);
    return hit.ctx;
  }

  /** Turns credentials into a tenant context, or throws 401/403/422 saying why. */
  async authenticate(credentials: Credentials, hint: CompanyHint = {}): Promise<TenantContext> {
    const recalled = this.recall(credentials, hint);
    if (recalled) return recalled;
    // Read before the credential is: a change committed after this moves the epoch past it.
    const epoch = this.deps.cacheMs ? this.deps.epoch?.current() : undefined;
    const now = this.deps.clock.now();
    const { ctx, touchKey, touchWrite } =
      credentials.scheme === 'basic'
        ? await this.byKeyPair(credentials.publicKey, credentials.privateKey)
        : await this.byToken(credentials.token, hint);
    this.touch(touchKey, touchWrite, now);
    // Inside a request transaction what was read may yet be rolled back: not worth remembering.
    if (epoch === undefined || underRequestTransaction()) return ctx;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(cacheKeyOf(credentials, hint), {
      ctx,
      at: now,
      epoch,
      touchKey,
      touchWrite,
      ...(ctx.actor.type === 'api_key' ? { keyId: ctx.actor.id! } : { userId: ctx.actor.id! }),
    });
    return ctx;
  }

  /** Forgets cached verifications of a key pair at once (after revoke, pause, or a permission change here). */
  forgetKey(keyId: number): void {
    for (const [k, v] of this.cache) if (v.keyId === keyId) this.cache.delete(k);
  }

  /** Forgets cached verifications of a user's tokens at once (after revoke or a membership change here). */
  forgetUser(userId: number): void {
    for (const [k, v] of this.cache) if (v.userId === userId) this.cache.delete(k);
  }

  private async byKeyPair(publicKey: string, privateKey: string): Promise<Verified> {
    const key = await this.deps.keys.verify(publicKey, privateKey);
    if (!key) throw unauthorized('Invalid public or private key');
    if (key.revoked_at !== null) throw unauthorized('This key pair has been revoked');
    if (key.paused) throw new LeadlineError('forbidden', 'This key pair is paused');
    const company = await this.deps.companies.get(key.company_id);
    return {
      ctx: {
        company,
        actor: { type: 'api_key', id: key.id, name: key.name },
        permissions: { superuser: key.superuser, access: key.permissions },
      },
      touchKey: `k${key.id}`,
      touchWrite: (at) => this.deps.keys.touch(key.id, at),
    };
  }

  private async byToken(secret: string, hint: CompanyHint): Promise<Verified> {
    const token = await this.deps.tokens.verify(secret);
    if (!token) throw unauthorized('Invalid developer access token');
    if (token.revoked_at !== null) throw unauthorized('This developer access token has been revoked');
    const memberships = await this.deps.users.memberships(token.user_id);
    const { company, membership } = await this.chooseCompany(memberships, hint);
    return {
      ctx: {
        company,
        actor: { type: 'user', id: token.user_id, name: token.name },
        permissions: membership.permissions,
      },
      touchKey: `t${token.id}`,
      touchWrite: (at) => this.deps.tokens.touch(token.id, at),
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

  private touch(key: string, write: (at: number) => Promise<void>, now: number): void {
    const last = this.touched.get(key);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(key, now);
    // Bookkeeping must not fail or slow the request it rides on.
    write(now).catch(() => this.touched.delete(key));
  }
}
