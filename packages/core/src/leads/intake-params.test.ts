import { describe, expect, it } from 'vitest';
import { parseIntakeParams } from './intake-params.js';
import { leads } from './leads.resource.js';

const vc = { country: 'US', timeZone: 'UTC' };
const declared = leads.endpoints.find((e) => e.name === 'submit')!.params;

describe('parseIntakeParams reads the options POST /leads declares', () => {
  it('takes every declared option as an option, never as a token, and keeps other keys as tokens', () => {
    const { params, errors } = parseIntakeParams(
      {
        hours_to_expire: '5',
        update_only: 'true',
        apply_to: 'company',
        favourite_colour: 'teal',
        first_name: 'Ada',
      },
      vc,
    );
    expect(errors).toEqual({});
    expect(params.options).toMatchObject({ hours_to_expire: 5, update_only: true, apply_to: 'company' });
    expect(params.tokens).toEqual({ favourite_colour: 'teal', first_name: 'Ada' });
    expect(params.columns).toEqual({ first_name: 'Ada' });
    expect(Object.keys(declared)).toEqual(
      expect.arrayContaining(['hours_to_expire', 'update_only', 'apply_to']),
    );
  });

  it('refuses values the declaration refuses, naming each parameter, with its message', () => {
    const { errors } = parseIntakeParams(
      { email: 'not-an-address', hours_to_expire: '-1', apply_to: 'planet', lead_priority: 'high' },
      vc,
    );
    expect(Object.keys(errors).sort()).toEqual(['apply_to', 'email', 'hours_to_expire', 'lead_priority']);
    expect(errors.email).toEqual(['must be an e-mail address']);
  });

  it('keeps a blank option as null, so the post clears that field', () => {
    const { params, errors } = parseIntakeParams({ email: '', lead_priority: '' }, vc);
    expect(errors).toEqual({});
    expect(params.options).toMatchObject({ email: null, lead_priority: null });
  });
});
