import type { CallEventType } from './call-events.resource.js';
import type { CALL_LOG_TYPES, LOG_LEVELS } from './call-logs.resource.js';

/** A trace step as written (CallTrace's CallEventInput, named here so the two files do not import each other). */
interface TraceStep {
  type: CallEventType;
  buyerId?: number | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/** One call_logs row as the trace writes it beside the event it comes from. */
export interface CallLogEntry {
  logType: (typeof CALL_LOG_TYPES)[number];
  level: (typeof LOG_LEVELS)[number];
  message: string;
  reason: string | null;
  buyerId: number | null;
}

/** Reasons a considered buyer is left out because the caller may not be called. */
const SUPPRESSION_REASONS = new Set(['blacklisted', 'opted_out', 'suppressed']);
/** Dial outcomes that are a failure of the leg, not of the platform. */
const FAILED_DIALS = new Set(['no-answer', 'no_answer', 'busy', 'failed', 'canceled', 'too_slow']);
/** The caller's steps through greetings, menus and questions before routing. */
const IVR_STEPS = new Set([
  'Greeting',
  'Menu',
  'KeyPress',
  'ZipEntry',
  'Extension',
  'Question',
  'Whisper',
  'BuyerAccept',
]);

/**
 * A step of the call's trace as the call log (spec 4.2, "logs for a call")
 * records it: its kind, how serious, and a sentence an operator reads. Every
 * trace step has one, so the log tells the whole call, not only rule blocks.
 */
export function callLogEntry(event: TraceStep): CallLogEntry {
  const reason = event.reason ?? null;
  const buyerId = event.buyerId ?? null;
  const who = buyerId === null ? 'no buyer' : `buyer ${buyerId}`;
  const entry = (logType: CallLogEntry['logType'], level: CallLogEntry['level'], message: string) => ({
    logType,
    level,
    message,
    reason,
    buyerId,
  });
  switch (event.type) {
    case 'BuyerConsidered':
      if (reason === null) return entry('routing', 'info', `Considered ${who}: eligible`);
      return SUPPRESSION_REASONS.has(reason)
        ? entry('suppression', 'warning', `Skipped ${who}: the caller is ${reason.replace('_', ' ')}`)
        : entry('buyer_skipped', 'info', `Skipped ${who}: ${reason}`);
    case 'Dial':
      return entry('dial', 'info', `Dialled ${who}`);
    case 'DialResult':
      return entry(
        'dial',
        reason && FAILED_DIALS.has(reason) ? 'warning' : 'info',
        `Dial to ${who}: ${reason ?? 'ended'}`,
      );
    case 'ExceptionRule':
      return entry('routing', 'warning', `Exception rule: ${reason ?? 'no buyer'}`);
    case 'Conversion':
      return entry(
        'conversion',
        'info',
        `Conversion${buyerId === null ? '' : ` for ${who}`}: ${reason ?? 'converted'}`,
      );
    case 'CallRecording':
      return entry('recording', 'info', `Recording ${reason ?? 'saved'}`);
    case 'Transcription':
      return reason === 'failed'
        ? entry(
            'recording',
            'error',
            `Transcription failed: ${String(event.detail?.error ?? 'no reason given')}`,
          )
        : entry('recording', 'info', 'Recording transcribed');
    case 'WebhookLog': {
      const ok = event.detail?.success !== false;
      return entry(
        'webhook',
        ok ? 'info' : 'error',
        `Webhook ${reason ?? ''} ${ok ? 'delivered' : 'failed'}`.replace('  ', ' '),
      );
    }
    case 'Disposition':
      return entry('info', 'info', `Disposition ${reason ?? ''} applied`.replace('  ', ' '));
    case 'Leg':
      return entry('info', 'info', `Call leg ${reason ?? 'started'}`);
    default:
      return IVR_STEPS.has(event.type)
        ? entry('ivr', 'info', `${event.type}: ${reason ?? 'done'}`)
        : entry('info', 'info', `${event.type}${reason ? `: ${reason}` : ''}`);
  }
}
