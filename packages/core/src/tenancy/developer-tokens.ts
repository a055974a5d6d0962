import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { createdStamps, engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { notFound } from '../errors/index.js';
import { hashSecret, isUuid, newUuid, randomSecret } from '../util/ids.js';

/** A developer access token: acts as its user, in any company the user belongs to. */
export interface DeveloperToken {
  id: number;
  uuid: string;
  user_id: number;
  name: string;
  token_prefix: string;
  revoked_at: number | null;
  last_used_at: number | null;
  created_at: number;
  updated_at: number;
}

export class DeveloperTokenService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** Told after a user's token changes, so cached verifications are dropped. */
    private readonly onChange: (userId: number) => void = () => {},
  ) {}

  /** Issues a token; the secret is returned once and stored only as a hash. */
  async create(userId: number, name = 'Developer token'): Promise<{ token: DeveloperToken; secret: string }> {
    const secret = randomSecret('lldt_', 24);
    const now = this.clock.now();
    const row = {
      uuid: newUuid(),
      user_id: userId,
      name,
      token_hash: hashSecret(secret),
      token_prefix: secret.slice(0, 12),
      revoked_at: null,
      last_used_at: null,
      ...createdStamps(now),
    };
    const { id } = await this.db
      .insertInto('developer_tokens')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token_hash: _, ...token } = row;
    return { token: { ...token, id }, secret };
  }

  async verify(secret: string): Promise<DeveloperToken | undefined> {
    const row = await this.db
      .selectFrom('developer_tokens')
      .selectAll()
      .where('token_hash', '=', hashSecret(secret))
      .executeTakeFirst();
    if (!row) return undefined;
    const { token_hash: _, ...token } = row;
    return token as DeveloperToken;
  }

  async list(userId: number): Promise<DeveloperToken[]> {
    const rows = await this.db
      .selectFrom('developer_tokens')
      .select([
        'id',
        'uuid',
        'user_id',
        'name',
        'token_prefix',
        'revoked_at',
        'last_used_at',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows as DeveloperToken[];
  }

  async revoke(userId: number, ref: string | number): Promise<void> {
    const s = String(ref);
    const result = await this.db
      .updateTable('developer_tokens')
      .set({ revoked_at: this.clock.now(), ...engineChangeStamps(this.clock.now()) })
      .where('user_id', '=', userId)
      .where(
        /^\d{1,15}$/.test(s) ? 'id' : isUuid(s) ? 'uuid' : 'token_prefix',
        '=',
        /^\d{1,15}$/.test(s) ? Number(s) : s,
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Developer token');
    this.onChange(userId);
  }

  async touch(id: number, at: number): Promise<void> {
    await this.db.updateTable('developer_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
  }
}
