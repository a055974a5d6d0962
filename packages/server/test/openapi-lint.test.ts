import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/** The redocly binary of the devDependency (no network: the lint needs none). */
function redocly(): string {
  const pkg = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  const { bin } = JSON.parse(readFileSync(pkg, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(pkg), bin.redocly ?? Object.values(bin)[0]!);
}

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('passes redocly lint (recommended rules, test/redocly.yaml) with no error or warning, and names its licence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    const file = join(mkdtempSync(join(tmpdir(), 'leadline-openapi-')), 'openapi.json');
    writeFileSync(file, res.body);
    const lint = spawnSync(
      process.execPath,
      [redocly(), 'lint', file, '--format=stylish', `--config=${join(import.meta.dirname, 'redocly.yaml')}`],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 120_000,
      },
    );
    const output = `${lint.stdout}\n${lint.stderr}`;
    expect(lint.status, output).toBe(0);
    expect(output).not.toMatch(/\b(error|warning)\b\s+\S/);
  }, 180_000);

  it('puts the allowed values of a list parameter on its items', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi.json' })).json();
    const reports = doc.paths['/api/v1/leads/reports'].get.parameters.find(
      (p: { name: string }) => p.name === 'group_by',
    );
    expect(reports.schema).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: ['status', 'offer', 'schedule', 'state', 'day'] },
    });
    expect(reports.schema.enum).toBeUndefined();
  });
});
