import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The generic engine for call flow rules, refusing at save a rule that could
 * not act on a live call: a greeting with nothing to play is a 422 naming
 * text_to_speech (a sound file or a playlist would do as well). An update is
 * judged on the record as it would be after the change.
 */
export class CallRouterResource extends ResourceService {
  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    checkRule(raw);
    return super.create(ctx, raw);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const current = await this.findRow(ctx, ref, [
      'router_type',
      'sound_file_id',
      'sound_playlist_id',
      'text_to_speech',
    ]);
    checkRule({ ...current, ...raw });
    return super.update(ctx, ref, raw, meta);
  }
}

function checkRule(rule: Record<string, unknown>): void {
  if (
    rule.router_type === 'greeting' &&
    blank(rule.sound_file_id) &&
    blank(rule.sound_playlist_id) &&
    blank(rule.text_to_speech)
  ) {
    throw invalidParam(
      'text_to_speech',
      'is required for a greeting without a sound_file_id or sound_playlist_id: it would play nothing',
    );
  }
}
