import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { ResourceService, type WriteRequest } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The generic engine for offer_amd_flows, refusing at save a flow that could
 * not act: leave_voicemail with no message (neither `sound_file_id` nor
 * `text_to_speech`) is a 422 naming text_to_speech. An update is judged on
 * the record as it would be after the change.
 */
export class OfferAmdFlowResource extends ResourceService {
  override async create(ctx: TenantContext, raw: Record<string, unknown>, request?: WriteRequest) {
    checkFlow(raw);
    return super.create(ctx, raw, request);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    const current = await this.findRow(ctx, ref, ['machine_action', 'sound_file_id', 'text_to_speech']);
    checkFlow({ ...current, ...raw });
    return super.update(ctx, ref, raw, meta);
  }
}

function checkFlow(flow: Record<string, unknown>): void {
  if (flow.machine_action === 'leave_voicemail' && blank(flow.sound_file_id) && blank(flow.text_to_speech))
    throw invalidParam(
      'text_to_speech',
      'is required to leave a voicemail without a sound_file_id: the message the machine records',
    );
}
