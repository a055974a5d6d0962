import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFtpServer, startSftpServer } from './file-servers.js';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };
const LOGIN = { username: 'leadline', password: 'ftp-secret-pw' };

describe('ftp_upload schedule actions put the lead on an SFTP or FTP server with the integration credentials', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  let sftp: Awaited<ReturnType<typeof startSftpServer>>;
  let ftp: Awaited<ReturnType<typeof startFtpServer>>;
  let serial = 0;
  beforeAll(async () => {
    sftp = await startSftpServer(LOGIN);
    ftp = await startFtpServer(LOGIN);
  });
  afterAll(async () => {
    await sftp?.close();
    await ftp?.close();
  });

  const { api, create } = tenantApi(t);
  /** An ftp integration with these settings, a schedule that uploads each lead, and a lead put through it. */
  async function uploaded(
    settings: Record<string, unknown>,
    opts: { password?: string; path?: string; data?: Record<string, unknown>; type?: string } = {},
  ) {
    const n = ++serial;
    const secret = await create('secret_items', 'secret_item', {
      name: `ftp_password_${n}`,
      value: opts.password ?? LOGIN.password,
    });
    const integration = await create('integrations', 'integration', {
      name: `Files ${n}`,
      integration_type: opts.type ?? 'ftp',
      settings: { host: '127.0.0.1', username: LOGIN.username, ...settings },
      secret_item_ids: [secret.id],
    });
    const schedule = await create('schedules', 'schedule', { name: `File drops ${n}` });
    await create('schedule_actions', 'schedule_action', {
      schedule_id: schedule.id,
      action_type: 'ftp_upload',
      integration_id: integration.id,
      ...(opts.path ? { upload_path: opts.path } : {}),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: schedule.lead_token, caller_id: `+1720556${String(1000 + n)}`, ...opts.data },
    });
    const lead = res.json().lead as Body;
    await t.leadline.schedules.runDue();
    const objects = (await api('GET', `/integration_objects?lead_id=${lead.id}`)).json()
      .integration_objects as Body[];
    const after = (await api('GET', `/leads/${lead.id}`)).json().lead as Body;
    return { integration, lead, objects, after };
  }

  it('writes the lead as CSV over SFTP under upload_path, making the folders, and records a sent ftp_file object', async () => {
    const { lead, integration, objects, after } = await uploaded(
      { protocol: 'sftp', port: sftp.port, host_key_sha256: sftp.fingerprint },
      {
        path: 'drops/[state]{none}/[lead_id]-[last_name].[extension]',
        data: { last_name: 'O/Brien', zip: '80202' },
      },
    );
    const path = `drops/none/${lead.id}-O_Brien.csv`;
    expect(objects).toMatchObject([
      {
        integration_id: integration.id,
        object_type: 'ftp_file',
        status: 'sent',
        location: `sftp://127.0.0.1:${sftp.port}/${path}`,
        status_message: null,
      },
    ]);
    const [header, row] = sftp.files.get(path)!.split('\r\n');
    const columns = header!.split(',');
    const values = row!.split(',');
    const cell = (name: string) => values[columns.indexOf(name)];
    expect(cell('id')).toBe(String(lead.id));
    expect(cell('caller_id')).toBe(lead.caller_id);
    expect(cell('last_name')).toBe('O/Brien');
    expect(cell('zip')).toBe('80202');
    expect(sftp.logins.at(-1)).toBe(LOGIN.username);
    expect(after).toMatchObject({ status: 'completed', last_schedule_action_error: null });
  });

  it("writes the lead as JSON over FTP when the integration's format says so, under the default path", async () => {
    const { lead, objects } = await uploaded({ protocol: 'ftp', port: ftp.port, format: 'json' });
    const path = `leads/2026-06-03/${String(lead.uuid)}.json`;
    expect(objects).toMatchObject([
      { object_type: 'ftp_file', status: 'sent', location: `ftp://127.0.0.1:${ftp.port}/${path}` },
    ]);
    expect(JSON.parse((await ftp.read(path))!)).toMatchObject({ id: lead.id, caller_id: lead.caller_id });
  });

  it('records a failed object with the reason, and the lead goes on, when the server refuses the login or shows another host key', async () => {
    const badSftp = await uploaded({ protocol: 'sftp', port: sftp.port }, { password: 'wrong' });
    expect(badSftp.objects).toMatchObject([{ status: 'failed', location: null, sent_at: null }]);
    expect(String(badSftp.objects[0]!.status_message)).toMatch(/refused the username and password/);
    expect(badSftp.after).toMatchObject({ status: 'completed' });
    expect(String(badSftp.after.last_schedule_action_error)).toMatch(/^Upload failed: SFTP 127\.0\.0\.1/);

    const badFtp = await uploaded({ protocol: 'ftp', port: ftp.port }, { password: 'wrong' });
    expect(badFtp.objects).toMatchObject([{ status: 'failed' }]);
    expect(String(badFtp.objects[0]!.status_message)).toMatch(/^FTP 127\.0\.0\.1:\d+: 530/);

    const spoofed = await uploaded({
      protocol: 'sftp',
      port: sftp.port,
      host_key_sha256: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(spoofed.objects).toMatchObject([{ status: 'failed' }]);
    expect(sftp.files.size).toBe(1);
  });

  it('refuses private and internal hosts (SSRF) and names the settings that are missing, sending nothing', async () => {
    for (const [settings, reason] of [
      [{ host: '10.0.0.5', port: sftp.port }, /private address 10\.0\.0\.5/],
      [{ host: '169.254.169.254', port: sftp.port }, /private address 169\.254\.169\.254/],
      // The test server opens 127.0.0.0/8, so internal names are looked up rather than refused outright.
      [
        { host: 'metadata.google.internal', port: sftp.port },
        /metadata\.google\.internal (is an internal host name|does not resolve)/,
      ],
      [{ host: '', username: '' }, /settings\.host is required; settings\.username is required/],
      [{ port: sftp.port, protocol: 'gopher' }, /settings\.protocol must be one of sftp, ftp, ftps/],
      [{ host: 'sftp://files.example.com/x', port: sftp.port }, /settings\.host must be a host name/],
    ] as const) {
      const { objects } = await uploaded(settings);
      expect(objects, JSON.stringify(settings)).toMatchObject([{ status: 'failed' }]);
      expect(String(objects[0]!.status_message), JSON.stringify(settings)).toMatch(reason);
    }
    const wrongType = await uploaded({ port: sftp.port }, { type: 'aws_s3' });
    expect(String(wrongType.objects[0]!.status_message)).toBe('The integration is aws_s3, not ftp');
    expect(sftp.files.size).toBe(1);
  });

  it('keeps the password encrypted at rest: the stored secret item is not the password', async () => {
    await uploaded({ protocol: 'sftp', port: sftp.port });
    const rows = await t.leadline.database.db
      .selectFrom('secret_items')
      .select('value')
      .where('name', 'like', 'ftp_password_%')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row.value)).not.toContain(LOGIN.password);
  });
});
