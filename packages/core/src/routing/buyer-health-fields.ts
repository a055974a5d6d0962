import { f } from '../kernel/fields.js';

/** Why a buyer was paused by its health rule (`paused_reason`); blank when it was paused by hand or runs. */
export const AUTO_PAUSE_REASON = 'auto_paused_failed_calls';

/**
 * A buyer's health rule (domain notes 4.10: "auto-pauses buyers with too many
 * unanswered calls"): after N rings it did not answer (no answer, busy,
 * failed) inside a window the buyer is paused, with the reason on it, and
 * takes calls again after a cool-down or when someone unpauses it.
 */
export const buyerHealthFields = {
  auto_pause_failed_calls: f
    .integer()
    .min(1)
    .doc(
      'Pause the buyer after this many unanswered or failed rings within auto_pause_window_minutes (blank: never)',
    ),
  auto_pause_window_minutes: f
    .integer()
    .min(1)
    .default(60)
    .doc('Minutes the unanswered or failed rings are counted over'),
  auto_pause_cooldown_minutes: f
    .integer()
    .min(1)
    .doc(
      'Minutes after which an automatically paused buyer takes calls again (blank: until unpaused by hand)',
    ),
  paused_reason: f
    .string()
    .readOnly()
    .filter()
    .doc(`Why the buyer is paused: ${AUTO_PAUSE_REASON} when its health rule paused it; blank otherwise`),
  paused_reason_details: f
    .text()
    .readOnly()
    .doc('The rule that paused it, in words: how many rings, over which window'),
  auto_paused_at: f.time().readOnly().doc('When the health rule last paused the buyer'),
  auto_unpause_at: f
    .time()
    .readOnly()
    .doc('When the cool-down ends and the buyer takes calls again (blank: by hand)'),
};
