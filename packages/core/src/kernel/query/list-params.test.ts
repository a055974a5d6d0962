import { describe, expect, it } from 'vitest';
import { LeadlineError } from '../../errors/index.js';
import { defineResource } from '../define.js';
import { f } from '../fields.js';
import { acceptsSeveral, knownColumns, parseListParams } from './list-params.js';

const widgets = defineResource({
  name: 'widget',
  plural: 'widgets',
  family: 'settings',
  description: 'A test resource',
  fields: {
    name: f.string().sort(),
    size: f.integer().filter(),
    colour: f.enum(['red', 'blue']),
    note: f.string().filter(),
    live: f.boolean(),
  },
});
const parse = (raw: Record<string, unknown>) =>
  parseListParams(widgets, raw, { timeZone: 'America/New_York', country: 'US' });
const errorsOf = (raw: Record<string, unknown>) => {
  try {
    parse(raw);
  } catch (error) {
    return (error as LeadlineError).errors;
  }
  throw new Error('parsed without an error');
};

describe('parseListParams', () => {
  it('defaults to page 1 of 25, newest first by id (the cursor order), in the company zone', () => {
    expect(parse({})).toMatchObject({
      page: 1,
      perPage: 25,
      order: 'id',
      orderDir: 'desc',
      timeZone: 'America/New_York',
      root: true,
      paged: false,
      filters: {},
    });
  });

  it('reads several values for integer, enum and ref filters, and one for the others', () => {
    const p = parse({ size: '2,3', colour: ['red', 'blue'], note: 'a,b', live: 'yes' });
    expect(p.filters).toEqual({ size: [2, 3], colour: ['red', 'blue'], note: 'a,b', live: true });
    expect(acceptsSeveral(widgets, 'size')).toBe(true);
    expect(acceptsSeveral(widgets, 'colour')).toBe(true);
    expect(acceptsSeveral(widgets, 'note')).toBe(false);
  });

  it('reads a date without an offset in time_zone', () => {
    const p = parse({ created_at_from: '2026-01-01 00:00:00', time_zone: 'UTC' });
    expect(p.createdFrom).toBe(Date.UTC(2026, 0, 1));
  });

  it('refuses bad values with one 422 naming every bad parameter', () => {
    expect(() => parse({ per_page: 0 })).toThrow(LeadlineError);
    const errors = errorsOf({ per_page: '5000', order: 'nope', size: 'x', time_zone: 'Mars/Base', ids: 'a' });
    expect(Object.keys(errors).sort()).toEqual(['ids', 'order', 'per_page', 'size', 'time_zone']);
    expect(errors.per_page![0]).toMatch(/at most 1000/);
  });

  it('refuses a one-value parameter sent as a list or an object, naming it, and reads lists where they belong', () => {
    const shaped = { a: '1' };
    const errors = errorsOf({
      page: ['1', '2'],
      fulltext: shaped,
      note: { a: { b: '1' } },
      format: shaped,
      columns: shaped,
      ids: [shaped],
      size: [shaped],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'columns',
      'format',
      'fulltext',
      'ids',
      'note',
      'page',
      'size',
    ]);
    expect(parse({ ids: ['1', '2'], columns: ['name', 'size'], size: ['2', '3'] })).toMatchObject({
      ids: [1, 2],
      columns: ['name', 'size'],
      filters: { size: [2, 3] },
    });
  });

  it('knows the asked columns a resource shows, whatever shape columns= came in', () => {
    expect(knownColumns(widgets, ' name ,nope,size')).toEqual(['name', 'size']);
    expect(knownColumns(widgets, { a: '1' })).toBeUndefined();
    expect(knownColumns(widgets, [{ a: '1' }, 'name'])).toEqual(['name']);
    expect(knownColumns(widgets, undefined)).toBeUndefined();
  });

  it('ignores parameters it does not know and blank ones', () => {
    expect(parse({ whatever: 1, page: '' }).page).toBe(1);
  });
});
