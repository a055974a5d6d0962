import type { Prompt } from '../carriers/dialect.js';
import { dialectOf } from '../carriers/dialects.js';
import { hangupXml, withPrelude } from '../carriers/xml.js';
import type { TenantContext } from '../tenancy/context.js';
import type { CallRow } from './call-store.js';
import type { FlowAction } from './flow-rules.js';
import { providerOf, type StepDeps } from './menu-steps.js';
import { inboundCallbackUrl } from './secure-call.js';

/** The menu action's `group` a TwiML or TeXML <Record> asks when it has recorded: it hangs up. */
export const VOICEMAIL_GROUP = 'voicemail';

/** The longest voicemail a caller may leave, in seconds; `#` ends it sooner, as does hanging up. */
export const VOICEMAIL_MAX_SECONDS = 300;
const FINISH_ON_KEY = '#';

/**
 * A menu's record_voicemail: the rule's prompt plays ("leave a message after
 * the beep"), then the carrier records the caller and reports the recording
 * to the call's recording callback, which keeps it as any call recording is
 * (recording_url, a CallRecording step, call.recording_saved). The call then
 * ends (`hangup_cause: call_flow_record_voicemail`); the trace has a
 * CallAction record_voicemail step naming the rule.
 */
export async function recordVoicemail(
  deps: StepDeps,
  ctx: TenantContext,
  call: CallRow,
  rule: FlowAction,
  before: readonly Prompt[],
): Promise<string> {
  const callId = Number(call.id);
  const source = rule.table === 'call_routers' ? 'call_router_id' : 'call_control_action_id';
  await deps.store.change(
    ctx,
    callId,
    () => ({ hangup_cause: 'call_flow_record_voicemail' }),
    {},
    (trx) =>
      deps.trace.write(trx, ctx.company.id, callId, [
        {
          type: 'CallAction',
          reason: 'record_voicemail',
          detail: { [source]: rule.id, max_seconds: VOICEMAIL_MAX_SECONDS },
        },
      ]),
  );
  const dialect = dialectOf(providerOf(call));
  return withPrelude(
    dialect.prompts(before),
    dialect.voicemail({
      recordingCallback: inboundCallbackUrl(call, 'recordings'),
      action: `${inboundCallbackUrl(call, 'menu')}?group=${VOICEMAIL_GROUP}`,
      maxSeconds: VOICEMAIL_MAX_SECONDS,
      finishOnKey: FINISH_ON_KEY,
    }),
  );
}

/** What follows a <Record> that recorded (TwiML, TeXML): the voicemail is left, the call ends. */
export const voicemailLeft = (): string => hangupXml();
