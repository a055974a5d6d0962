import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { createdStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { newUuid } from '../util/ids.js';
import { parseInput } from '../util/validate.js';
import { type AccessGrants, FULL_ACCESS, type Permissions, parseGrants } from './permissions.js';

export interface User {
  id: number;
  uuid: string;
  email: string;
  name: string | null;
  created_at: number;
  updated_at: number;
}

export interface Membership {
  company_id: number;
  user_id: number;
  permissions: Permissions;
}

const userInput = z.object({
  email: z.email('must be an e-mail address').transform((e) => e.toLowerCase()),
  name: z.string().trim().optional(),
});

const membershipInput = z.object({
  superuser: z.boolean().default(true),
  permissions: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .optional()
    .transform((v) => (v === undefined ? FULL_ACCESS : parseGrants(v))),
});

/** People, and which companies each may reach with what permissions. */
export class UserService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    /** Told after a user's memberships change, so cached verifications are dropped. */
    private readonly onChange: (userId: number) => void = () => {},
  ) {}

  /** Finds the user by e-mail, creating it the first time. */
  async ensure(input: z.input<typeof userInput>): Promise<User> {
    const data = parseInput(userInput, input);
    const existing = await this.byEmail(data.email);
    if (existing) return existing;
    const now = this.clock.now();
    const row = {
      uuid: newUuid(),
      email: data.email,
      name: data.name ?? null,
      ...createdStamps(now),
    };
    const { id } = await this.db
      .insertInto('users')
      .values(row)
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(async () => ({ id: (await this.byEmail(data.email))!.id }));
    return { ...row, id };
  }

  async byEmail(email: string): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row as User | undefined;
  }

  /** Grants (or re-grants) the user access to a company. */
  async addToCompany(
    userId: number,
    companyId: number,
    input: z.input<typeof membershipInput> = {},
  ): Promise<Membership> {
    const data = parseInput(membershipInput, input);
    const values = {
      superuser: encodeValue('boolean', data.superuser, this.dialect),
      permissions: encodeValue('json', data.permissions, this.dialect),
    };
    await this.db
      .insertInto('company_users')
      .values({ company_id: companyId, user_id: userId, created_at: this.clock.now(), ...values })
      .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet(values))
      .execute();
    this.onChange(userId);
    return {
      company_id: companyId,
      user_id: userId,
      permissions: { superuser: data.superuser, access: data.permissions },
    };
  }

  async memberships(userId: number): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom('company_users')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => ({
      company_id: r.company_id,
      user_id: r.user_id,
      permissions: {
        superuser: decodeValue('boolean', r.superuser) as boolean,
        access: decodeValue('json', r.permissions) as AccessGrants,
      },
    }));
  }
}
