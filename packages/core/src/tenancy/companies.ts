import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import { createdStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { LeadlineError, notFound } from '../errors/index.js';
import { isTimeZone } from '../time/zones.js';
import { isUuid, newUuid } from '../util/ids.js';
import { parseInput } from '../util/validate.js';

export interface Company {
  id: number;
  uuid: string;
  name: string;
  subdomain: string;
  time_zone: string;
  /** ISO country used to read phone numbers written without a country code. */
  default_country: string;
  created_at: number;
  updated_at: number;
}

const SUBDOMAIN_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const companyInput = z.object({
  name: z.string().trim().min(1, 'is required'),
  subdomain: z.string().regex(SUBDOMAIN_RE, 'must be lowercase letters, digits and dashes').optional(),
  time_zone: z.string().refine(isTimeZone, 'must be a valid IANA time zone').default('America/New_York'),
  default_country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('US'),
});
export type CompanyInput = z.input<typeof companyInput>;

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'company';

export class CompanyService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async create(input: CompanyInput): Promise<Company> {
    const data = parseInput(companyInput, input);
    const subdomain = data.subdomain ?? (await this.freeSubdomain(slug(data.name)));
    if (data.subdomain && (await this.bySubdomain(subdomain))) {
      throw new LeadlineError('validation_failed', { subdomain: ['is already taken'] });
    }
    const now = this.clock.now();
    const row = { ...data, subdomain, uuid: newUuid(), ...createdStamps(now) };
    const inserted = await this.db
      .insertInto('companies')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...row, id: inserted.id };
  }

  async get(id: number): Promise<Company> {
    const row = await this.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Company');
    return row as Company;
  }

  async find(id: number): Promise<Company | undefined> {
    return (await this.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst()) as
      | Company
      | undefined;
  }

  /** By id, uuid or subdomain. */
  async findByRef(ref: string | number): Promise<Company | undefined> {
    const s = String(ref);
    if (/^\d{1,15}$/.test(s)) return this.find(Number(s));
    const column = isUuid(s) ? 'uuid' : 'subdomain';
    return (await this.db
      .selectFrom('companies')
      .selectAll()
      .where(column, '=', s.toLowerCase())
      .executeTakeFirst()) as Company | undefined;
  }

  async bySubdomain(subdomain: string): Promise<Company | undefined> {
    return (await this.db
      .selectFrom('companies')
      .selectAll()
      .where('subdomain', '=', subdomain.toLowerCase())
      .executeTakeFirst()) as Company | undefined;
  }

  async list(): Promise<Company[]> {
    return (await this.db.selectFrom('companies').selectAll().orderBy('id').execute()) as Company[];
  }

  private async freeSubdomain(base: string): Promise<string> {
    const taken = new Set(
      (
        await this.db
          .selectFrom('companies')
          .select('subdomain')
          .where((eb) => eb.or([eb('subdomain', '=', base), eb('subdomain', 'like', `${base}-%`)]))
          .execute()
      ).map((r) => r.subdomain as string),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
