import { describe, expect, it } from 'vitest';
import { leadLineType } from './line-type.js';
import { stateCode } from './state-zones.js';

describe("a lead's line type for state rules", () => {
  it('is read from the first token that names one, in the carriers’ vocabulary', () => {
    expect(leadLineType({ line_type: 'Wireless' })).toBe('mobile');
    expect(leadLineType({ phone_type: 'landline' })).toBe('other');
    // What the publisher posted wins over what a data append found.
    expect(leadLineType({ line_type: 'landline', data_append_line_type: 'mobile' })).toBe('other');
    expect(leadLineType(JSON.stringify({ number_type: 'cell' }))).toBe('mobile');
  });

  it('is unknown when no token says', () => {
    expect(leadLineType(null)).toBe('unknown');
    expect(leadLineType({ caller_state: 'FL' })).toBe('unknown');
  });
});

describe("a lead's state", () => {
  it('is read from a code or a name in any case', () => {
    expect(stateCode('fl')).toBe('FL');
    expect(stateCode(' Florida ')).toBe('FL');
    expect(stateCode('new york')).toBe('NY');
  });

  it('is null when the value names no state', () => {
    expect(stateCode('ZZ')).toBeNull();
    expect(stateCode('Narnia')).toBeNull();
    expect(stateCode(12)).toBeNull();
  });
});
