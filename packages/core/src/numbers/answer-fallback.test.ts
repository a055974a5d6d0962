import { describe, expect, it } from 'vitest';
import { answerFallback } from './answer-fallback.js';

const PATH = '/api/v1/inbound_calls/c-uuid/twilio/voice';

describe('the voice fallback a number is pointed with', () => {
  it('sends the call to the same path on a second deployment', () => {
    expect(
      answerFallback('twilio', PATH, { origin: 'https://standby.example.com/', forward: '+13125550100' }),
    ).toEqual({
      url: `https://standby.example.com${PATH}`,
      warning: null,
    });
  });

  it("forwards statically through Twilio's Forward Twimlet", () => {
    expect(answerFallback('twilio', PATH, { origin: null, forward: '+13125550100' }).url).toBe(
      'https://twimlets.com/forward?PhoneNumber=%2B13125550100',
    );
  });

  it('sets nothing, and says why, for a static forward at a carrier that hosts none', () => {
    const choice = answerFallback('plivo', PATH, { origin: null, forward: '+13125550100' });
    expect(choice.url).toBeNull();
    expect(choice.warning).toMatch(/plivo hosts no static forward/);
  });

  it('sets nothing when the offer asks for nothing', () => {
    expect(answerFallback('telnyx', PATH, { origin: null, forward: null })).toEqual({
      url: null,
      warning: null,
    });
  });
});
