import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { createdStamps, engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { LeadlineError, notFound } from '../errors/index.js';
import { hashSecret, isUuid, newUuid, randomSecret } from '../util/ids.js';
import { parseInput } from '../util/validate.js';
import { type AccessGrants, FULL_ACCESS, parseGrants } from './permissions.js';

/** A company access key pair as stored; the private key itself is never kept. */
export interface ApiKey {
  id: number;
  uuid: string;
  company_id: number;
  name: string;
  public_key: string;
  private_key_last4: string;
  superuser: boolean;
  permissions: AccessGrants;
  paused: boolean;
  revoked_at: number | null;
  last_used_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface IssuedApiKey {
  key: ApiKey;
  /** Shown once, at creation. */
  private_key: string;
}

const keyInput = z.object({
  name: z.string().trim().min(1).default('API key'),
  superuser: z.boolean().default(false),
  permissions: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .optional()
    .transform((v) => (v === undefined ? FULL_ACCESS : parseGrants(v))),
});
export type ApiKeyInput = z.input<typeof keyInput>;

export class ApiKeyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    /** Told after a key changes, so cached verifications of it are dropped. */
    private readonly onChange: (keyId: number) => void = () => {},
  ) {}

  async create(companyId: number, input: ApiKeyInput = {}): Promise<IssuedApiKey> {
    const data = parseInput(keyInput, input);
    const privateKey = randomSecret('llsk_', 24);
    const now = this.clock.now();
    const row = {
      uuid: newUuid(),
      company_id: companyId,
      name: data.name,
      public_key: randomSecret('llpk_', 16),
      private_key_hash: hashSecret(privateKey),
      private_key_last4: privateKey.slice(-4),
      superuser: data.superuser,
      permissions: data.permissions,
      paused: false,
      revoked_at: null,
      last_used_at: null,
      ...createdStamps(now),
    };
    const { id } = await this.db
      .insertInto('api_keys')
      .values(this.encode(row))
      .returning('id')
      .executeTakeFirstOrThrow();
    const { private_key_hash: _, ...key } = row;
    return { key: { ...key, id: id }, private_key: privateKey };
  }

  async list(companyId: number): Promise<ApiKey[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute();
    return rows.map((r) => this.decode(r));
  }

  /** By id, uuid or public key, within the company. */
  async get(companyId: number, ref: string | number): Promise<ApiKey> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('company_id', '=', companyId)
      .where((eb) => {
        const s = String(ref);
        if (/^\d{1,15}$/.test(s)) return eb('id', '=', Number(s));
        return eb(isUuid(s) ? 'uuid' : 'public_key', '=', s);
      })
      .executeTakeFirst();
    if (!row) throw notFound('API key');
    return this.decode(row);
  }

  revoke(companyId: number, ref: string | number): Promise<ApiKey> {
    return this.change(companyId, ref, { revoked_at: this.clock.now() });
  }

  setPaused(companyId: number, ref: string | number, paused: boolean): Promise<ApiKey> {
    return this.change(companyId, ref, { paused: encodeValue('boolean', paused, this.dialect) });
  }

  /**
   * The key a Basic credential names, if the private key matches. Paused and
   * revoked keys are reported as such so the caller can say why it refused.
   */
  async verify(publicKey: string, privateKey: string): Promise<ApiKey | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('public_key', '=', publicKey)
      .executeTakeFirst();
    if (!row || row.private_key_hash !== hashSecret(privateKey)) return undefined;
    return this.decode(row);
  }

  async touch(id: number, at: number): Promise<void> {
    await this.db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
  }

  private async change(
    companyId: number,
    ref: string | number,
    set: Record<string, unknown>,
  ): Promise<ApiKey> {
    const key = await this.get(companyId, ref);
    if (key.revoked_at !== null && 'paused' in set) {
      throw new LeadlineError('conflict', 'This key is revoked; issue a new one');
    }
    await this.db
      .updateTable('api_keys')
      .set({ ...set, ...engineChangeStamps(this.clock.now()) })
      .where('id', '=', key.id)
      .execute();
    this.onChange(key.id);
    return this.get(companyId, key.id);
  }

  private encode<R extends { superuser: boolean; paused: boolean; permissions: AccessGrants }>(row: R) {
    return {
      ...row,
      superuser: encodeValue('boolean', row.superuser, this.dialect),
      paused: encodeValue('boolean', row.paused, this.dialect),
      permissions: encodeValue('json', row.permissions, this.dialect),
    };
  }

  private decode(row: Record<string, any>): ApiKey {
    const { private_key_hash: _, ...rest } = row;
    return {
      ...rest,
      id: Number(rest.id),
      company_id: Number(rest.company_id),
      superuser: decodeValue('boolean', rest.superuser) as boolean,
      paused: decodeValue('boolean', rest.paused) as boolean,
      permissions: decodeValue('json', rest.permissions) as AccessGrants,
    } as ApiKey;
  }
}
