import { describe, expect, it } from 'vitest';
import { defineResource } from './define.js';
import { f } from './fields.js';
import { LINKS_COLUMN } from './links.js';
import { planColumns } from './serialize.js';

const gadgets = defineResource({
  name: 'gadget',
  plural: 'gadgets',
  family: 'settings',
  description: 'A test resource',
  fields: {
    name: f.string(),
    first: f.string(),
    last: f.string(),
    full_name: f.computed('string', (row) => `${row.first} ${row.last}`, ['first', 'last']),
    part_ids: f.refs('buyers'),
  },
});

describe('planColumns', () => {
  it('reads only the table columns the asked-for columns need, and always the id', () => {
    const plan = planColumns(gadgets, ['name', 'created_at']);
    expect(plan.columns).toEqual(['created_at', 'name']);
    expect(plan.stored.sort()).toEqual(['created_at', 'id', 'name']);
    expect(plan.links).toEqual([]);
    expect(plan.selectSql).not.toContain(LINKS_COLUMN);
  });

  it('reads what a computed column is computed from, not the column itself', () => {
    const plan = planColumns(gadgets, ['full_name']);
    expect(plan.stored.sort()).toEqual(['first', 'id', 'last']);
  });

  it('reads refs fields as links in the same statement, and derived base columns from nothing', () => {
    const plan = planColumns(gadgets, ['part_ids', 'routes_show_path']);
    expect(plan.links).toEqual(['part_ids']);
    expect(plan.stored).toEqual(['id']);
    expect(plan.selectSql).toContain(LINKS_COLUMN);
  });

  it('shows every column in declaration order when none are asked for, and reuses the plan', () => {
    const plan = planColumns(gadgets);
    expect(plan.columns).toEqual(expect.arrayContaining(['id', 'uuid', 'name', 'full_name', 'part_ids']));
    expect(planColumns(gadgets)).toBe(plan);
  });

  it('refuses an unknown column with a 422 naming columns and the allowed ones', () => {
    expect(() => planColumns(gadgets, ['nope'])).toThrow(/unknown column nope; allowed: .*name/);
  });
});
