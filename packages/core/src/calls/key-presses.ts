import { CarrierError } from '../carriers/carrier.js';
import { type CarrierAccounts, carrierFailure } from '../carriers/carrier-accounts.js';
import { invalid } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { type CallStatus, isFinal } from './call-progress.js';
import type { CallRow, CallStore } from './call-store.js';
import { callValuesOf, refuseUnknownParams, tokensParam } from './call-update-values.js';
import type { CallMenus } from './menus.js';

/**
 * POST /calls/send_key_press, and the digits of a secure update: DTMF played
 * into an answered call at its carrier (Carrier.sendDigits), then logged on
 * the call. When a menu listens on the call, the carrier resumes at the
 * menu's action with the keys (where it takes a URL to resume at: Twilio), so
 * they drive the flow as the caller's own would. Only a call in progress can take them: one still ringing has no
 * one to hear them, one that has ended is gone.
 */
export class CallKeyPresses {
  constructor(
    private readonly deps: {
      carriers: CarrierAccounts;
      store: CallStore;
      calls: () => ResourceService;
      endpoint: () => EndpointDefinition;
      /** A menu listening on the call takes the keys as its answer (`menus.ts`). */
      menus: Pick<CallMenus, 'listeningAt'>;
    },
  ) {}

  /** `{"id": "<call uuid>", "digits": "1", "data": {...}}`: the call's id. */
  async sendKeyPress(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    meta: RequestMeta = {},
  ): Promise<number> {
    requireAccess(ctx.permissions, 'calls', 'write');
    const endpoint = this.deps.endpoint();
    refuseUnknownParams(endpoint, raw);
    const p = parseEndpointParams(endpoint, raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const tokens = tokensParam(p.data, 'data');
    const call = await this.deps.calls().findRow(ctx, String(p.id), ['*']);
    await this.press(ctx, call, String(p.digits), 'id', meta);
    if (tokens)
      await this.deps.store.change(ctx, Number(call.id), (row) => callValuesOf(row, { tokens }), meta);
    return Number(call.id);
  }

  /**
   * Plays `digits` into the call; a refusal names `param` (the call's id, or
   * the digits of a secure update). The log entry says which keys were pressed.
   */
  async press(
    ctx: TenantContext,
    call: CallRow,
    digits: string,
    param: string,
    meta: RequestMeta,
  ): Promise<void> {
    const status = call.status as CallStatus;
    if (isFinal(status)) throw invalid({ [param]: [`cannot press keys: the call has ended (${status})`] });
    if (status !== 'in_progress' || call.call_sid === null || call.integration_id === null) {
      throw invalid({ [param]: [`cannot press keys: the call has not been answered (${status})`] });
    }
    const account = await this.deps.carriers.choose(ctx, { integrationId: Number(call.integration_id) });
    if (!account)
      throw invalid({ [param]: ['cannot press keys: the carrier integration of the call is gone'] });
    const menu = await this.deps.menus.listeningAt(ctx, call, digits);
    try {
      await account.run((carrier) =>
        carrier.sendDigits(String(call.call_sid), {
          digits,
          resumeUrl: menu ?? (call.callback_url ? `${call.callback_url}/answer` : null),
        }),
      );
    } catch (error) {
      // The carrier no longer has the call: it ended before its status callback reached us.
      if (error instanceof CarrierError && error.notFound) {
        throw invalid({ [param]: ['cannot press keys: the call has ended at the carrier'] });
      }
      throw carrierFailure(error, param);
    }
    await this.deps.store.note(ctx, Number(call.id), { key_press: [null, digits] }, meta);
  }
}
