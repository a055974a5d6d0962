import { describe, expect, it } from 'vitest';
import { playDigitsTwiml } from '../carriers/twilio/twilio.js';
import { callChangeOf, callValuesOf, tokensParam, unwrapCall } from './call-update-values.js';

const problems = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errors: Record<string, string[]> }).errors;
  }
  throw new Error('expected a refusal');
};

describe('call update values', () => {
  it('sets revenue and payout, or adds to what the call holds now, to the hundredth of a cent', () => {
    const row = { revenue: '10.5', payout: 2, token_values: null };
    expect(callValuesOf(row, { revenue: 3 })).toEqual({ revenue: 3 });
    expect(callValuesOf(row, { add_revenue: 2.5, add_payout: 0.1 })).toEqual({ revenue: 13, payout: 2.1 });
    expect(callValuesOf({ revenue: 0.1 }, { add_revenue: 0.2 })).toEqual({ revenue: 0.3 });
  });

  it('refuses an add that would take a total below zero, naming the add', () => {
    expect(problems(() => callValuesOf({ revenue: 1 }, { add_revenue: -2 }))).toEqual({
      add_revenue: ['would take revenue below 0 (it is 1)'],
    });
    expect(callValuesOf({ revenue: 2 }, { add_revenue: -2 })).toEqual({ revenue: 0 });
  });

  it('merges tokens over the call’s own, stored as JSON text or as an object', () => {
    expect(callValuesOf({ token_values: '{"a":"1","b":"2"}' }, { tokens: { b: '3', c: '4' } })).toEqual({
      token_values: { a: '1', b: '3', c: '4' },
    });
    expect(callValuesOf({ token_values: null }, { tokens: { a: 1 } })).toEqual({ token_values: { a: 1 } });
  });

  it('refuses a set and an add of the same amount together', () => {
    expect(
      problems(() => callChangeOf({ revenue: 1, add_revenue: 1, payout: 1, add_payout: 2 }, 'data')),
    ).toEqual({
      add_revenue: ['cannot be given with revenue: send one'],
      add_payout: ['cannot be given with payout: send one'],
    });
  });

  it('reads a wrapped {"call": {...}} body as the parameters it holds, beside those outside it', () => {
    expect(unwrapCall({ auth_token: 't', call: { revenue: 1 } })).toEqual({ auth_token: 't', revenue: 1 });
    expect(unwrapCall({ call: 'x', revenue: 2 })).toEqual({ call: 'x', revenue: 2 });
  });

  it('takes tokens as an object, nested objects flattened to dotted keys and lists as JSON text', () => {
    expect(tokensParam(undefined, 'data')).toBeNull();
    expect(tokensParam({ a: 'x', b: 2, c: true, d: null }, 'data')).toEqual({
      a: 'x',
      b: 2,
      c: true,
      d: null,
    });
    expect(problems(() => tokensParam(['a'], 'data'))).toEqual({ data: ['Must be a JSON object'] });
    expect(
      tokensParam(
        { webhook_data: { first_name: 'Ann', address: { zip: '80202' } }, tags: ['a', 'b'] },
        'data',
      ),
    ).toEqual({ 'webhook_data.first_name': 'Ann', 'webhook_data.address.zip': '80202', tags: '["a","b"]' });
    expect(problems(() => tokensParam({ a: { ' ': 1 }, ' ': 'x' }, 'post_call_tokens'))).toEqual({
      post_call_tokens: ['has a blank token name', 'has a blank token name'],
    });
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 9; i++) deep = { n: deep };
    expect(problems(() => tokensParam(deep, 'data')).data![0]).toContain('nested deeper than 8 levels');
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, i]));
    expect(problems(() => tokensParam({ many }, 'data'))).toEqual({ data: ['carries more than 500 tokens'] });
  });

  it("writes Twilio's key press as <Play digits> (W as two half-second waits) and a way back, escaped", () => {
    expect(playDigitsTwiml({ digits: '1W#', resumeUrl: 'https://x.test/a?b=1&c="2"' })).toBe(
      '<Response><Play digits="1ww#"/><Redirect method="POST">https://x.test/a?b=1&amp;c=&quot;2&quot;</Redirect></Response>',
    );
    expect(playDigitsTwiml({ digits: '9', resumeUrl: null })).toBe('<Response><Play digits="9"/></Response>');
  });
});
