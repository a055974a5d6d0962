import { describe, expect, it } from 'vitest';
import { retargetDecision } from './retarget-decision.js';

const off = { onTarget: false, restart: true };

describe('retargetDecision', () => {
  it('re-offers a lead that did not convert', () => {
    expect(retargetDecision({ status: 'completed_attempted', offer_converted: 0 }, off)).toEqual({
      result: 'enrolled',
    });
  });

  it('skips a converted lead, whether by status or by a conversion flag', () => {
    expect(retargetDecision({ status: 'completed_converted' }, off)).toEqual({
      result: 'skipped',
      reason: 'converted',
    });
    expect(retargetDecision({ status: 'completed', buyer_converted: 1 }, off).reason).toBe('converted');
  });

  it('never retargets an opted-out, DNC or blacklisted lead', () => {
    for (const status of ['opt_out', 'dnc', 'blocked']) {
      expect(retargetDecision({ status }, off)).toEqual({
        result: 'skipped',
        reason: `status ${status}: never retargeted`,
      });
    }
  });

  it('never retargets a lead whose opt_out flag is set, whatever its status', () => {
    expect(retargetDecision({ status: 'completed_attempted', opt_out: 1 }, off)).toEqual({
      result: 'skipped',
      reason: 'opted out: never retargeted',
    });
  });

  it('skips a lead already live on the target schedule unless restart_schedule is on', () => {
    expect(
      retargetDecision({ status: 'exceeded_max_calls' }, { onTarget: true, restart: false }).result,
    ).toBe('skipped');
    expect(retargetDecision({ status: 'exceeded_max_calls' }, { onTarget: true, restart: true }).result).toBe(
      'enrolled',
    );
  });
});
