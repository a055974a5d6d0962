import { describe, expect, it } from 'vitest';
import { operationOf } from './query-observers.js';

describe('operationOf', () => {
  it('names a statement by its first word in lower case', () => {
    expect(operationOf('select * from calls')).toBe('select');
    expect(operationOf('  INSERT into jobs values (1)')).toBe('insert');
    expect(operationOf('(select 1) union (select 2)')).toBe('select');
    expect(operationOf('with t as (select 1) select * from t')).toBe('with');
  });

  it('calls a statement without a word other', () => {
    expect(operationOf('')).toBe('other');
    expect(operationOf('  ;')).toBe('other');
  });
});
