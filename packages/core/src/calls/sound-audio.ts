import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { LeadlineError, notFound } from '../errors/index.js';
import type { CompanyService } from '../tenancy/companies.js';
import { TenantScope } from '../tenancy/scope.js';
import type { SoundLinks } from './sound-links.js';
import type { SoundStore } from './sound-store.js';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** A recording as a carrier fetches it. */
export interface SoundAudioFile {
  bytes: Uint8Array;
  contentType: string;
  /** Unix seconds the link is good until: how long the carrier may cache it. */
  expires: number;
}

/**
 * GET /sound_files/audio/:company/:file: the recording a signed link names,
 * for a carrier with no credentials of ours. The signature is checked first
 * (403 for a forged or expired link, telling which), then the file: deleted,
 * without a recording or named with another extension is a 404.
 */
export class SoundAudio {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      companies: CompanyService;
      links: SoundLinks;
      store: SoundStore;
    },
  ) {}

  async serve(
    companyUuid: string,
    file: string,
    expires: unknown,
    signature: unknown,
  ): Promise<SoundAudioFile> {
    const name = /^([0-9a-f-]{36})\.(mp3|wav)$/i.exec(file);
    if (!name) throw notFound('Sound file');
    const target = { companyUuid, fileUuid: name[1]!, extension: name[2]! };
    const check = this.deps.links.check(target, expires, signature);
    if (check === 'forged')
      throw new LeadlineError('forbidden', 'This sound link is not signed by this server');
    if (check === 'expired') throw new LeadlineError('forbidden', 'This sound link has expired');
    const company = await this.deps.companies.findByRef(companyUuid);
    if (!company) throw notFound('Sound file');
    const row = await new TenantScope(this.deps.db, company.id)
      .selectFrom('sound_files')
      .select(['id', 'content_type', 'storage', 'integration_id', 'storage_key'])
      .where('uuid', '=', target.fileUuid.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const contentType = typeof row?.content_type === 'string' ? row.content_type : null;
    if (!row || !contentType || EXTENSIONS[contentType] !== target.extension.toLowerCase())
      throw notFound('Sound file');
    const bytes = await this.deps.store.read(company.id, row);
    if (!bytes) throw notFound('Sound file');
    return { bytes, contentType, expires: Number(expires) };
  }
}

/** The extension a recording's link names. */
export const soundExtension = (contentType: unknown): string | null =>
  typeof contentType === 'string' ? (EXTENSIONS[contentType] ?? null) : null;
