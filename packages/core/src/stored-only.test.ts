import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.js';
import { STORED_ONLY_NOTE } from './kernel/define.js';

const SRC = new URL('.', import.meta.url).pathname;

/** Engine source: not declarations, tests, generated types or the catalog itself. */
function engineSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : engineSources(path);
    const engine =
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('.resource.ts') &&
      entry.name !== 'catalog.ts';
    return engine ? [readFileSync(path, 'utf8')] : [];
  });
}

const SOURCES = engineSources(SRC);

/** A table is read when engine code names it as a query or wiring would (`'table'` or `.table`). */
function isReadByEngine(table: string): boolean {
  const quoted = new RegExp(`['"\`]${table}['"\`]|\\.${table}\\b|\\b${table}:`);
  return SOURCES.some((text) => quoted.test(text));
}

describe('stored-only resources (issue 32, item 14)', () => {
  it('says "stored; no behaviour yet" in the description of every resource declared stored-only', () => {
    const stored = CATALOG.filter((def) => def.storedOnly);
    expect(stored.length).toBeGreaterThan(0);
    for (const def of stored) expect(def.description, def.plural).toContain(STORED_ONLY_NOTE);
  });

  it('leaves the note off every resource that has behaviour', () => {
    for (const def of CATALOG.filter((d) => !d.storedOnly)) {
      expect(def.description, def.plural).not.toContain(STORED_ONLY_NOTE);
    }
  });

  it('declares stored-only every resource whose table no engine code reads', () => {
    const unread = CATALOG.filter((def) => !def.storedOnly && !isReadByEngine(def.table)).map(
      (d) => d.plural,
    );
    expect(unread).toEqual([]);
  });

  it('labels the stored-only families the issue names (voice AI, agents, teams, SIP headers, admin tasks)', () => {
    const stored = new Set(CATALOG.filter((d) => d.storedOnly).map((d) => d.plural));
    for (const plural of [
      'voice_agents',
      'call_centers',
      'access_control_lists',
      'sip_header_parsers',
      'sip_header_parser_groups',
      'admin_tasks',
    ]) {
      expect(stored.has(plural), plural).toBe(true);
    }
  });
});
