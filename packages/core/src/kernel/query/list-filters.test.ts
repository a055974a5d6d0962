import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AnyTables } from '../../db/tables.js';
import { defineResource } from '../define.js';
import { f } from '../fields.js';
import { applyFilters, compileFilters } from './list-filters.js';
import { parseListParams } from './list-params.js';

const widgets = defineResource({
  name: 'widget',
  plural: 'widgets',
  family: 'settings',
  description: 'A test resource',
  fields: {
    name: f.string().search(),
    size: f.integer().filter(),
    colour: f.enum(['red', 'blue', 'green']),
    note: f.string().filter(),
  },
});

// Compiles SQL without a database: the test reads the statement and its parameters only.
// A made-up resource: the generic engine's queries name their table at run time.
const db = new Kysely<AnyTables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const parse = (raw: Record<string, unknown>) =>
  parseListParams(widgets, raw, { timeZone: 'UTC', country: 'US' });
const compile = (raw: Record<string, unknown>) => {
  const p = parse(raw);
  return applyFilters(widgets, 'postgres', db.selectFrom('widgets').select('id'), p).compile();
};

describe('the list filter compiler', () => {
  it('binds every value in the order its clause appears in the SQL', () => {
    const raw = {
      ids: '3,4',
      created_at_from: '2026-01-01 00:00:00 +0000',
      size: '2,5,9',
      colour: 'red',
      fulltext: '42',
    };
    const query = compile(raw);
    const compiled = compileFilters(widgets, 'postgres', parse(raw));
    expect(query.parameters).toEqual(compiled.values);
    expect(query.parameters).toEqual([3, 4, Date.parse('2026-01-01T00:00:00Z'), 2, 5, 9, 'red', '%42%', 42]);
    expect(query.sql).toContain('"widgets"."id" in ($1, $2)');
    expect(query.sql).toContain('"widgets"."size" in ($4, $5, $6)');
    expect(query.sql).toContain('"widgets"."id" = $9');
  });

  it('escapes LIKE wildcards in the search text so they match literally', () => {
    expect(compile({ fulltext: '50%_off' }).parameters).toEqual(['%50\\%\\_off%']);
  });

  it('gives one shape to the same filters with other values, and another to other filters', () => {
    const shape = (raw: Record<string, unknown>) => compileFilters(widgets, 'postgres', parse(raw)).shape;
    expect(shape({ size: '1,2' })).toBe(shape({ size: '7,8' }));
    expect(shape({ size: '1,2' })).not.toBe(shape({ size: '1,2,3' }));
    expect(shape({ fulltext: 'abc' })).not.toBe(shape({ fulltext: '123' }));
    expect(shape({ created_at_from: '2026-01-01' })).not.toBe(shape({ created_at_to: '2026-01-01' }));
  });

  it('matches nothing for an empty ids list', () => {
    const query = compile({ ids: [] });
    expect(query.sql).toContain('"widgets"."id" = $1');
    expect(query.parameters).toEqual([-1]);
  });
});
