import { describe, expect, it } from 'vitest';
import { parseOrderPrefixes } from './order-prefixes.js';

describe('parseOrderPrefixes', () => {
  it('reads strings, numbers and objects, in order', () => {
    expect(parseOrderPrefixes(['415', 212, { prefix: '628555', quantity: '3' }])).toEqual({
      prefixes: [
        { prefix: '415', quantity: null },
        { prefix: '212', quantity: null },
        { prefix: '628555', quantity: 3 },
      ],
      errors: {},
    });
  });

  it('reads a form value: JSON, one prefix, or a comma list', () => {
    expect(parseOrderPrefixes('[{"prefix":"415","quantity":2}]').prefixes).toEqual([
      { prefix: '415', quantity: 2 },
    ]);
    expect(parseOrderPrefixes('415').prefixes).toEqual([{ prefix: '415', quantity: null }]);
    expect(parseOrderPrefixes('0415, 212').prefixes.map((p) => p.prefix)).toEqual(['0415', '212']);
  });

  it('is empty when none are given', () => {
    expect(parseOrderPrefixes(undefined)).toEqual({ prefixes: [], errors: {} });
    expect(parseOrderPrefixes('')).toEqual({ prefixes: [], errors: {} });
  });

  it('names every bad one by its place', () => {
    expect(
      parseOrderPrefixes(['415', '4x5', { prefix: '212', quantity: 1.5 }, { quantity: 2 }]).errors,
    ).toEqual({
      'prefixes[1].prefix': ['must be 1 to 10 digits'],
      'prefixes[2].quantity': ['must be a whole number of at least 1'],
      'prefixes[3].prefix': ['must be 1 to 10 digits'],
    });
    expect(parseOrderPrefixes(Array.from({ length: 101 }, () => '415')).errors).toEqual({
      prefixes: ['must name at most 100 prefixes'],
    });
  });
});
