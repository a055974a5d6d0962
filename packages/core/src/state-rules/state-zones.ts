import { US_STATES } from '../reference/us-states.js';

/**
 * The IANA zones each state's residents live in. A state that spans zones
 * lists them all: a lead whose own zone is unknown is contacted only at a
 * time every one of them allows (domain notes 4.9: an area code's guessed
 * zone is how diallers call too early, so no single zone is guessed).
 */
export const STATE_ZONES: Readonly<Record<string, readonly string[]>> = {
  AL: ['America/Chicago'],
  AK: ['America/Anchorage', 'America/Adak'],
  AZ: ['America/Phoenix'],
  AR: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  CO: ['America/Denver'],
  CT: ['America/New_York'],
  DE: ['America/New_York'],
  DC: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'],
  GA: ['America/New_York'],
  HI: ['Pacific/Honolulu'],
  ID: ['America/Boise', 'America/Los_Angeles'],
  IL: ['America/Chicago'],
  IN: ['America/Indiana/Indianapolis', 'America/Chicago'],
  IA: ['America/Chicago'],
  KS: ['America/Chicago', 'America/Denver'],
  KY: ['America/New_York', 'America/Chicago'],
  LA: ['America/Chicago'],
  ME: ['America/New_York'],
  MD: ['America/New_York'],
  MA: ['America/New_York'],
  MI: ['America/Detroit', 'America/Menominee'],
  MN: ['America/Chicago'],
  MS: ['America/Chicago'],
  MO: ['America/Chicago'],
  MT: ['America/Denver'],
  NE: ['America/Chicago', 'America/Denver'],
  NV: ['America/Los_Angeles'],
  NH: ['America/New_York'],
  NJ: ['America/New_York'],
  NM: ['America/Denver'],
  NY: ['America/New_York'],
  NC: ['America/New_York'],
  ND: ['America/Chicago', 'America/Denver'],
  OH: ['America/New_York'],
  OK: ['America/Chicago'],
  OR: ['America/Los_Angeles', 'America/Boise'],
  PA: ['America/New_York'],
  RI: ['America/New_York'],
  SC: ['America/New_York'],
  SD: ['America/Chicago', 'America/Denver'],
  TN: ['America/Chicago', 'America/New_York'],
  TX: ['America/Chicago', 'America/Denver'],
  UT: ['America/Denver'],
  VT: ['America/New_York'],
  VA: ['America/New_York'],
  WA: ['America/Los_Angeles'],
  WV: ['America/New_York'],
  WI: ['America/Chicago'],
  WY: ['America/Denver'],
  AS: ['Pacific/Pago_Pago'],
  GU: ['Pacific/Guam'],
  MP: ['Pacific/Saipan'],
  PR: ['America/Puerto_Rico'],
  VI: ['America/St_Thomas'],
};

const byName = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** The two-letter code of a lead's state_province ("fl", "FL", "Florida"); null when it names no state. */
export function stateCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s.length === 2) {
    const code = s.toUpperCase();
    return code in STATE_ZONES ? code : null;
  }
  return byName.get(s.toLowerCase()) ?? null;
}
