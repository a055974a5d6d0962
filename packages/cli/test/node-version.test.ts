import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN } from './run-cli.js';

/** A Node older than 22 on this machine (`LEADLINE_OLD_NODE`, or a `node` on PATH such as Debian's), if any. */
function findOldNode(): string | undefined {
  const candidates = [
    process.env.LEADLINE_OLD_NODE,
    ...spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n'),
    '/usr/bin/node',
  ].filter((c): c is string => Boolean(c));
  return candidates.find((node) => {
    const v = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    return v.status === 0 && Number(v.stdout.split('.')[0]) < 22;
  });
}

const oldNode = findOldNode();
const APP_SERVER = fileURLToPath(new URL('../../../apps/server/dist/index.js', import.meta.url));
const CORE_USER = fileURLToPath(new URL('..', import.meta.url));
const NEEDED = /^Leadline needs Node\.js 22 or newer; this is Node\.js \d+\.\d+\.\d+\b.*\n$/;

describe.skipIf(!oldNode)(`on an older Node (${oldNode ?? 'none on this machine: skipped'})`, () => {
  const run = (args: string[]) =>
    spawnSync(oldNode!, args, {
      cwd: CORE_USER,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
    });

  it('leadline serve says in one line which Node it needs and exits 1', () => {
    const r = run([BIN, 'serve', '--port', '0']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(NEEDED);
  });

  it('every CLI command does, --version included', () => {
    const r = run([BIN, '--version']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(NEEDED);
  });

  it('the deployable server (apps/server) does', () => {
    const r = run([APP_SERVER]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(NEEDED);
  });

  it('importing @leadline/core throws an error that says so, before any dependency fails', () => {
    const r = run([
      '--input-type=module',
      '-e',
      "try { await import('@leadline/core'); } catch (e) { console.log(e.message); }",
    ]);
    expect(r.stdout).toMatch(NEEDED);
    expect(r.stderr).not.toMatch(/bind/);
  });
});
