import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { consoleRoot } from '../dist-path.js';

/** The shell's budget: every script the console can load, gzip-compressed (docs/decisions/console-stack.md). */
const BUDGET_BYTES = 300 * 1024;

describe('the built console', () => {
  it('loads at most 300 KB of compressed JavaScript, and nothing from another host', () => {
    const index = join(consoleRoot, 'index.html');
    expect(existsSync(index), `no ${index}: run \`pnpm build\` first`).toBe(true);
    const html = readFileSync(index, 'utf8');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|style="/);

    const scripts = readdirSync(join(consoleRoot, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const compressed = scripts.reduce(
      (sum, f) => sum + gzipSync(readFileSync(join(consoleRoot, 'assets', f))).length,
      0,
    );
    console.info(
      `console JavaScript: ${(compressed / 1024).toFixed(1)} KB gzip in ${scripts.length} file(s)`,
    );
    expect(compressed).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
