import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { FieldErrors } from '../errors/index.js';
import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import { secretReferences } from '../secrets/credential-parts.js';
import type { TenantContext } from '../tenancy/context.js';
import { RuntimeTableScope } from '../tenancy/scope.js';
import type { ResourceDefinition } from './define.js';
import type { ResourceRegistry } from './registry.js';
import { toArray, toNumber } from './values.js';

/**
 * Checks of a write that need a lookup, beside the `ref`/`refs` ones: URLs the server will
 * fetch (`.fetchedUrl()`), and the references `ref`/`refs` checks do not cover: an id whose resource another field names
 * (`owner_id` by `owner_type`), and company ids (admin resources' `target_company_id(s)`).
 * `currentId` is the record an update changes: its stored type field applies when only the id
 * is written, and its stored id when only the type is.
 */
export async function writeCheckErrors(
  deps: { db: Kysely<DB>; registry: ResourceRegistry; urls?: UrlGuard },
  ctx: TenantContext,
  def: ResourceDefinition,
  input: Record<string, unknown>,
  currentId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const scope = new RuntimeTableScope(deps.db, ctx.company.id);
  let current: Record<string, unknown> | undefined;
  for (const [name, spec] of Object.entries(def.fields)) {
    if (spec.fetchedUrl && deps.urls && typeof input[name] === 'string' && input[name] !== '') {
      try {
        await deps.urls.check(input[name] as string);
      } catch (error) {
        if (!(error instanceof UrlRefusedError)) throw error;
        errors[name] = [`is not a URL the server may fetch: ${error.reason}`];
      }
    }
    if (spec.credentials && input[name] !== undefined && input[name] !== null) {
      const missing = await missingSecretItems(scope, secretReferences(input[name]));
      if (missing.length) {
        errors[name] = [
          `names secret items that do not exist: ${missing.join(', ')} (write them as [secret:NAME])`,
        ];
      }
    }
    if (spec.settings && input[name] && typeof input[name] === 'object') {
      const problems = await settingsProblems(
        deps.urls,
        spec.settings,
        input[name] as Record<string, unknown>,
      );
      if (problems.length) errors[name] = problems;
    }
    if (spec.refBy) {
      const { typeField, targets } = spec.refBy;
      if (input[name] === undefined && input[typeField] === undefined) continue;
      if (currentId !== undefined && (input[name] === undefined || input[typeField] === undefined)) {
        current ??= await scope
          .selectFrom(def.table)
          .selectAll()
          .where('id', '=', currentId)
          .executeTakeFirst();
      }
      const type = input[typeField] ?? current?.[typeField];
      const id = input[name] !== undefined ? input[name] : current?.[name];
      if (id === null || id === undefined || typeof type !== 'string') continue;
      const target = targets[type];
      const found =
        target &&
        (await scope
          .selectFrom(deps.registry.require(target).table)
          .select('id')
          .where('id', '=', Number(id))
          .where('deleted_at', 'is', null)
          .executeTakeFirst());
      if (!found) errors[name] = [`must reference an existing ${type} of this company`];
    }
    if (spec.companyRef && input[name] !== undefined && input[name] !== null) {
      const ids = [input[name]].flat() as number[];
      const refused = await companiesRefused(deps.db, ctx, ids);
      if (refused.length) {
        errors[name] = [
          `must be this company or one these credentials may act in; not allowed: ${refused.join(', ')}`,
        ];
      }
    }
  }
  return errors;
}

/**
 * A key pair acts only in its own company; a user's token in the companies the user belongs
 * to; the system (CLI) in any that exists.
 */
async function companiesRefused(db: Kysely<DB>, ctx: TenantContext, ids: number[]): Promise<number[]> {
  const others = [...new Set(ids)].filter((id) => id !== ctx.company.id);
  if (others.length === 0) return [];
  let allowed: Set<number>;
  if (ctx.actor.type === 'system') {
    const rows = await db.selectFrom('companies').select('id').where('id', 'in', others).execute();
    allowed = new Set(rows.map((r) => r.id));
  } else if (ctx.actor.type === 'user' && ctx.actor.id !== null) {
    const rows = await db
      .selectFrom('company_users')
      .select('company_id')
      .where('user_id', '=', ctx.actor.id)
      .where('company_id', 'in', others)
      .execute();
    allowed = new Set(rows.map((r) => r.company_id));
  } else {
    allowed = new Set();
  }
  return others.filter((id) => !allowed.has(id));
}

/**
 * The `ref`/`refs` parameters of a hand-written endpoint (`lead_id` of make_call), checked
 * before its route runs: every id given must be a live record of the company. A value that
 * is not an id is left to the endpoint's own validation.
 */
export async function endpointReferenceErrors(
  deps: { db: Kysely<DB>; registry: ResourceRegistry },
  ctx: TenantContext,
  params: readonly { name: string; target: string }[],
  input: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const scope = new RuntimeTableScope(deps.db, ctx.company.id);
  for (const { name, target } of params) {
    const raw = input[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const ids = (toArray(raw) ?? [raw]).map(toNumber).filter((n): n is number => n !== undefined);
    const wanted = [...new Set(ids.filter(Number.isSafeInteger))];
    if (wanted.length === 0) continue;
    const def = deps.registry.require(target);
    const found = await scope
      .selectFrom(def.table)
      .select('id')
      .where('id', 'in', wanted)
      .where('deleted_at', 'is', null)
      .execute();
    const have = new Set(found.map((r) => Number(r.id)));
    const missing = wanted.filter((id) => !have.has(id));
    // The wording of every ref field's refusal, so clients read one message for one problem.
    if (missing.length) errors[name] = [`must reference an existing ${def.title.toLowerCase()}`];
  }
  return errors;
}

/** The names among these that are none of the company's live secret items. */
async function missingSecretItems(scope: RuntimeTableScope, names: string[]): Promise<string[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const found = await scope
    .selectFrom('secret_items')
    .select('name')
    .where('name', 'in', wanted)
    .where('deleted_at', 'is', null)
    .execute();
  const have = new Set(found.map((r) => String(r.name)));
  return wanted.filter((n) => !have.has(n));
}

/** Keys that name a credential; `access_key_id`, `account_sid` and `auth_id` are not secret and pass. */
const CREDENTIAL_KEY = /secret|password|passwd|token|api_?key|private_?key|credential|access_key$/i;

async function settingsProblems(
  urls: UrlGuard | undefined,
  rules: { fetchedUrls: readonly string[]; noCredentials: boolean },
  settings: Record<string, unknown>,
): Promise<string[]> {
  const problems: string[] = [];
  if (rules.noCredentials) {
    const stack: [string, unknown][] = Object.entries(settings);
    while (stack.length) {
      const [key, value] = stack.pop()!;
      if (CREDENTIAL_KEY.test(key.split('.').pop()!)) {
        problems.push(
          `${key} looks like a credential: store it as a secret item (secret_items) and name it in secret_item_ids`,
        );
      }
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) stack.push([`${key}.${k}`, v]);
      }
    }
  }
  for (const key of rules.fetchedUrls) {
    const value = settings[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') {
      problems.push(`${key} must be a URL`);
      continue;
    }
    try {
      if (urls) await urls.check(value);
    } catch (error) {
      if (!(error instanceof UrlRefusedError)) throw error;
      problems.push(`${key} is not a URL the server may fetch: ${error.reason}`);
    }
  }
  return problems;
}
