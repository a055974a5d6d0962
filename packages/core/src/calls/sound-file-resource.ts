import type { Kysely } from 'kysely';
import { isUploadedFile } from '../csv/upload.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService, type WriteRequest } from '../kernel/service.js';
import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { MAX_SOUND_BYTES, probeSound, type SoundProbe } from './sound-probe.js';
import type { SoundPlacement, SoundStore } from './sound-store.js';

/** How long fetching a recording's URL may take while the save waits. */
const FETCH_MS = 15_000;

/** A recording that came with a save: its bytes, what they are, and where they went. */
interface Recording {
  bytes: Uint8Array;
  probe: SoundProbe;
  placement: SoundPlacement;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The generic engine for sound files, plus their recordings: a multipart
 * `file` or a `url` fetched when saved (through the URL guard) is read whole,
 * probed (mp3 or wav with a length, else a 422 naming the parameter) and
 * kept by the SoundStore, with its media type, length and size on the
 * record. The database copy is written in the record's transaction: a save
 * that fails keeps nothing. A blank `url` on update removes the recording.
 */
export class SoundFileResource extends ResourceService {
  private readonly db: Kysely<DB>;
  /** The recording of the write a context copy belongs to, for afterWrite (no state shared between requests). */
  private readonly pending = new WeakMap<TenantContext, Recording | 'remove'>();

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly sounds: { store: SoundStore; urls: UrlGuard },
  ) {
    super(def, deps);
    this.db = deps.db;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>, request?: WriteRequest) {
    const { file, ...rest } = raw;
    // Nothing is fetched or uploaded for a credential that could not save the record.
    requireAccess(ctx.permissions, this.def.family, 'write');
    const recording = await this.recordingOf(ctx, file, blank(rest.url) ? null : rest.url);
    if (!recording) return super.create(ctx, rest, request);
    const own = { ...ctx };
    this.pending.set(own, recording);
    return super.create(own, rest, request);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const { file, ...rest } = raw;
    requireAccess(ctx.permissions, this.def.family, 'write');
    const current = await this.findRow(ctx, ref, ['id', 'url']);
    // The same URL sent again (a client putting the whole record back) is not fetched again.
    const newUrl = !blank(rest.url) && rest.url !== current.url ? rest.url : null;
    const recording = await this.recordingOf(ctx, file, newUrl);
    const removed = !recording && rest.url !== undefined && blank(rest.url) && blank(file);
    if (!recording && !removed) return super.update(ctx, ref, rest, meta);
    const own = { ...ctx };
    this.pending.set(own, recording ?? 'remove');
    return super.update(own, ref, rest, meta);
  }

  protected override async afterWrite(ctx: TenantContext, db: Kysely<DB>, id: number): Promise<void> {
    const recording = this.pending.get(ctx);
    if (!recording) return;
    const store = this.sounds.store;
    const scope = new TenantScope(db, ctx.company.id);
    if (recording === 'remove') {
      await store.forget(db, ctx.company.id, id);
      await scope
        .updateTable('sound_files')
        .set({
          storage: null,
          integration_id: null,
          storage_key: null,
          content_type: null,
          duration_seconds: null,
          size_bytes: null,
        })
        .where('id', '=', id)
        .execute();
      return;
    }
    const { bytes, probe, placement } = recording;
    if (placement.storage === 'database') await store.keepInDatabase(db, ctx.company.id, id, bytes);
    else await store.forget(db, ctx.company.id, id);
    await scope
      .updateTable('sound_files')
      .set({
        ...placement,
        content_type: probe.contentType,
        // Decimal columns hold text on both databases.
        duration_seconds: String(probe.durationSeconds),
        size_bytes: bytes.byteLength,
      })
      .where('id', '=', id)
      .execute();
  }

  /** The recording a save brings (an uploaded file beats a URL), read, probed and placed; null when none. */
  private async recordingOf(ctx: TenantContext, file: unknown, url: unknown): Promise<Recording | null> {
    let bytes: Uint8Array;
    let param: string;
    if (!blank(file)) {
      if (!isUploadedFile(file)) throw invalidParam('file', 'must be a file sent as multipart/form-data');
      param = 'file';
      bytes = await readUpload(file.open());
    } else if (!blank(url)) {
      if (typeof url !== 'string') throw invalidParam('url', 'must be an http(s) URL');
      param = 'url';
      bytes = await this.fetchRecording(url);
    } else return null;
    if (bytes.byteLength > MAX_SOUND_BYTES)
      throw invalidParam(param, `is larger than ${MAX_SOUND_BYTES / 1024 / 1024} MiB`);
    const probe = await probeSound(bytes);
    if (!probe) throw invalidParam(param, 'is not audio Leadline can play: give an mp3 or wav recording');
    const placement = await this.sounds.store.place(ctx.company.id, bytes, probe, param);
    return { bytes, probe, placement };
  }

  private async fetchRecording(url: string): Promise<Uint8Array> {
    let response: Response;
    try {
      response = await this.sounds.urls.fetch(url, { timeoutMs: FETCH_MS });
    } catch (error) {
      if (error instanceof UrlRefusedError) throw invalidParam('url', `was refused: ${error.reason}`);
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw invalidParam('url', `could not be fetched (${cause})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw invalidParam('url', `answered HTTP ${response.status}: no recording to fetch`);
    }
    if (!response.body) return new Uint8Array(0);
    try {
      return await readUpload(response.body);
    } catch {
      throw invalidParam('url', 'stopped answering before the whole recording came');
    }
  }
}

/** Reads a stream whole, stopping one byte past the limit (what is over it is refused, not stored). */
async function readUpload(source: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(Buffer.from(chunk));
    size += chunk.byteLength;
    if (size > MAX_SOUND_BYTES) break;
  }
  return Buffer.concat(chunks);
}
