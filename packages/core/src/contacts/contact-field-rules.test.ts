import { describe, expect, it } from 'vitest';
import { type ContactFieldRule, checkContactFields, contactValueProblem } from './contact-field-rules.js';

const rule = (over: Partial<ContactFieldRule>): ContactFieldRule => ({
  key: 'k',
  fieldType: 'string',
  required: false,
  defaultValue: null,
  choices: [],
  ...over,
});

describe('contact field values', () => {
  it.each([
    ['integer', '42', null],
    ['integer', 42, null],
    ['integer', '4.2', 'Must be a whole number.'],
    ['decimal', '4.25', null],
    ['decimal', 'four', 'Must be a number.'],
    ['boolean', 'yes', null],
    ['boolean', 'maybe', 'Must be a boolean value: 1, true, yes, on, 0, false, no, off'],
    ['date', '2026-02-28', null],
    ['date', '28/02/2026', 'Must be a date: YYYY-MM-DD'],
    ['time', '09:30', null],
    ['time', '25:00', 'Must be a time of day: HH:MM or HH:MM:SS'],
    ['email', 'a@b.co', null],
    ['email', 'a@b', 'Must be an e-mail address'],
    ['phone', '(719) 313-2645', null],
    ['phone', '12', 'is not a valid phone number'],
    ['text', 'anything', null],
  ] as const)('a %s field takes %j: %s', (fieldType, value, problem) => {
    expect(contactValueProblem(rule({ fieldType }), value, 'US')).toBe(problem);
  });

  it('takes only the listed choices in a picklist', () => {
    const plan = rule({ fieldType: 'picklist', choices: ['gold', 'silver'] });
    expect(contactValueProblem(plan, 'gold', 'US')).toBeNull();
    expect(contactValueProblem(plan, 'Gold', 'US')).toBe('Must be one of: gold, silver');
  });

  it('refuses a list or object where one value is expected', () => {
    expect(contactValueProblem(rule({}), ['a'], 'US')).toMatch(/single value/);
  });
});

describe('checking a submission against its contact fields', () => {
  const rules = [
    rule({ key: 'amount', fieldType: 'integer', required: true }),
    rule({ key: 'source', required: true, defaultValue: 'web' }),
    rule({ key: 'note' }),
  ];

  it('requires every required field on intake, filling defaults, and names every problem at once', () => {
    expect(checkContactFields(rules, { note: '' }, 'intake', 'US')).toEqual({
      errors: { amount: ['is required'] },
      defaults: { source: 'web' },
    });
  });

  it('checks only what an update sends, refusing a blanked required field', () => {
    expect(checkContactFields(rules, { note: 'x' }, 'update', 'US')).toEqual({ errors: {}, defaults: {} });
    expect(checkContactFields(rules, { amount: ' ', source: '' }, 'update', 'US')).toEqual({
      errors: { amount: ['is required'] },
      defaults: { source: 'web' },
    });
  });

  it('lets tokens that are no contact field through', () => {
    expect(checkContactFields(rules, { amount: '3', other: [1, 2] }, 'intake', 'US').errors).toEqual({});
  });
});
