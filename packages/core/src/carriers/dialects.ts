import type { CarrierDialect, VoiceCapabilities } from './dialect.js';
import { plivo } from './plivo/dialect.js';
import { telnyx } from './telnyx/dialect.js';
import { twilio } from './twilio/dialect.js';

/** Every carrier Leadline speaks: a new one is a folder beside these and one line here (docs/carriers.md). */
export const CARRIER_DIALECTS = [twilio, telnyx, plivo] as const satisfies readonly CarrierDialect[];

export type CarrierProvider = (typeof CARRIER_DIALECTS)[number]['provider'];

/** The providers, in the list's order (integration types, rented numbers' providers). */
export const CARRIER_PROVIDERS = CARRIER_DIALECTS.map((d) => d.provider) as readonly CarrierProvider[];

export const isCarrierProvider = (v: unknown): v is CarrierProvider =>
  (CARRIER_PROVIDERS as readonly unknown[]).includes(v);

/** The dialect of a carrier. */
export function dialectOf(provider: CarrierProvider): (typeof CARRIER_DIALECTS)[number] {
  return CARRIER_DIALECTS.find((d) => d.provider === provider)!;
}

/**
 * The dialect a call's XML is written in: its carrier's, or TwiML (the first
 * dialect, the simulator's language) for a call of any other provider.
 */
export const callDialect = (provider: unknown): (typeof CARRIER_DIALECTS)[number] =>
  isCarrierProvider(provider) ? dialectOf(provider) : CARRIER_DIALECTS[0];

/** The carriers that can carry one capability (a flow rule needing it is refused at save for the others). */
export const carriersThat = (capability: keyof VoiceCapabilities): readonly string[] =>
  CARRIER_DIALECTS.filter((d) => d.can[capability]).map((d) => d.provider);
