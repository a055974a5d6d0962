import { decodeValue } from '../db/column-types.js';
import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { ResourceService, type WriteRequest } from '../kernel/service.js';
import { toArray } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';

/**
 * The generic engine for transcription_keyword_groups, refusing at save a
 * regex group whose pattern does not compile (a 422 naming keywords), so a
 * group never silently matches nothing. An update is judged on the group as
 * it would be after the change.
 */
export class KeywordGroupResource extends ResourceService {
  override async create(ctx: TenantContext, raw: Record<string, unknown>, request?: WriteRequest) {
    checkPatterns(raw.match_type, raw.keywords);
    return super.create(ctx, raw, request);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const current = await this.findRow(ctx, ref, ['match_type', 'keywords']);
    checkPatterns(
      raw.match_type ?? current.match_type,
      raw.keywords ?? decodeValue('json', current.keywords),
    );
    return super.update(ctx, ref, raw, meta);
  }
}

function checkPatterns(matchType: unknown, keywords: unknown): void {
  if (matchType !== 'regex' || keywords === undefined || keywords === null || keywords === '') return;
  (toArray(keywords) ?? []).forEach((k, i) => {
    try {
      new RegExp(String(k), 'iu');
    } catch {
      throw invalidParam(
        'keywords',
        `${JSON.stringify(String(k))} (item ${i}) is not a valid regular expression`,
      );
    }
  });
}
