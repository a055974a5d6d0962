import type { Call, EndpointParams } from '../generated/resources.js';
import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** Who to call: `lead_id`, or a schedule (`schedule_id` or its `lead_token`) and the number `to`. */
export type MakeCallParams = EndpointParams['schedules']['make_call'];

/**
 * `client.schedules`: the generic operations, and `makeCall`, an outbound
 * call to a lead now. A number dialled less than 30 s ago is a 422; more calls
 * a second than the carrier account allows is a 429 the client waits out.
 *
 * @example
 *   const call = await client.schedules.makeCall({ lead_id: 42 });
 *   console.log(call.status, call.call_sid);
 */
export class Schedules extends Resource<'schedules'> {
  /** POST /schedules/make_call: the call, as recorded before the carrier rings the lead. */
  async makeCall(params: MakeCallParams, options?: RequestOptions): Promise<Call> {
    const body = await this.request<{ call: Call }>(
      { method: 'POST', path: '/schedules/make_call', body: { ...params } },
      options,
    );
    return body.call;
  }
}
