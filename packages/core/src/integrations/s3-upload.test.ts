import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInS3, startStandInS3 } from '../testing/stand-in-s3.js';
import { getObject, putObject, type S3Target, S3UploadError, s3TargetOf } from './s3-upload.js';

const credentials = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret', region: 'eu-west-1' };

describe('putObject', () => {
  let s3: StandInS3;
  let target: S3Target;
  beforeAll(async () => {
    s3 = await startStandInS3(credentials);
    target = { bucket: 'exports', endpoint: s3.url, ...credentials };
  });
  afterAll(() => s3.close());

  it('uploads an object the stand-in verifies and stores, with the key encoded per segment', async () => {
    const key = 'reports/2024 Q1/leads & calls+(final)*.csv';
    const body = 'phone,name\n+15551234567,Zoë\n';
    const result = await putObject(target, key, body, 'text/csv');

    expect(s3.objects.get(`exports/${key}`)).toEqual({
      body,
      bytes: Buffer.from(body),
      contentType: 'text/csv',
    });
    expect(result.etag).toBe(createHash('md5').update(body).digest('hex'));
    expect(result.url).toBe(`${s3.url}/exports/reports/2024%20Q1/leads%20%26%20calls%2B%28final%29%2A.csv`);
  });

  it('uploads bytes as they are', async () => {
    const bytes = new TextEncoder().encode('{"ok":"ü"}');
    const { etag } = await putObject(target, 'a.json', bytes.subarray(1, -1), 'application/json');
    expect(s3.objects.get('exports/a.json')?.body).toBe('"ok":"ü"');
    expect(etag).toBe(createHash('md5').update(bytes.subarray(1, -1)).digest('hex'));
  });

  it('reports a wrong secret key as S3 does: 403 SignatureDoesNotMatch, nothing stored', async () => {
    const error = await putObject(
      { ...target, secretAccessKey: 'not-it' },
      'wrong.txt',
      'x',
      'text/plain',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3UploadError);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((error as Error).message).toMatch(
      /^S3 answered 403 SignatureDoesNotMatch: The request signature /,
    );
    expect(s3.objects.has('exports/wrong.txt')).toBe(false);
  });

  it('reports an access key the store does not know as InvalidAccessKeyId', async () => {
    await expect(
      putObject({ ...target, accessKeyId: 'AKIDOTHER' }, 'k.txt', 'x', 'text/plain'),
    ).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('surfaces the code and message of an error the store answers', async () => {
    s3.failNext(503, 'SlowDown', 'Please reduce your request rate.');
    const error = await putObject(target, 'busy.txt', 'x', 'text/plain').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 503,
      code: 'SlowDown',
      message: 'S3 answered 503 SlowDown: Please reduce your request rate.',
    });
    // Only the next request fails.
    await expect(putObject(target, 'busy.txt', 'x', 'text/plain')).resolves.toBeTruthy();
  });

  it('gives status null when the endpoint does not answer at all', async () => {
    const port = await freePort();
    const error = await putObject(
      { ...target, endpoint: `http://127.0.0.1:${port}` },
      'k.txt',
      'x',
      'text/plain',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3UploadError);
    expect(error).toMatchObject({ status: null, code: null });
    expect((error as Error).message).toContain('unreachable');
  });

  it("hands back the caller's own reason when the caller cancels", async () => {
    const reason = new Error('export cancelled');
    await expect(putObject(target, 'k.txt', 'x', 'text/plain', AbortSignal.abort(reason))).rejects.toBe(
      reason,
    );
  });
});

describe('s3TargetOf', () => {
  it('reports each missing setting and the missing secret', () => {
    const result = s3TargetOf(null, null);
    expect(result).toEqual({
      problems: [
        'settings.bucket is required',
        'settings.region is required',
        'settings.access_key_id is required',
        'the secret access key (the first secret item) is required',
      ],
    });
    expect(s3TargetOf({ bucket: ' ', region: 'us-east-1', access_key_id: 'AKID' }, 'secret')).toEqual({
      problems: ['settings.bucket is required'],
    });
  });

  it('reports settings of the wrong kind', () => {
    const result = s3TargetOf(
      { bucket: 'b', region: 'r', access_key_id: 'k', endpoint: 'minio:9000', path_style: 'yes' },
      'secret',
    );
    expect(result).toEqual({
      problems: [
        'settings.endpoint must be an http(s) URL, e.g. http://127.0.0.1:9000',
        'settings.path_style must be true or false',
      ],
    });
  });

  it('defaults pathStyle: on with an endpoint, off for AWS, and as told otherwise', () => {
    const base = { bucket: 'b', region: 'us-east-1', access_key_id: 'AKID' };
    expect(s3TargetOf(base, 'secret')).toEqual({
      target: {
        bucket: 'b',
        region: 'us-east-1',
        pathStyle: false,
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
      },
    });
    expect(s3TargetOf({ ...base, endpoint: 'http://127.0.0.1:9000' }, 'secret')).toMatchObject({
      target: { endpoint: 'http://127.0.0.1:9000', pathStyle: true },
    });
    expect(
      s3TargetOf({ ...base, endpoint: 'http://127.0.0.1:9000', path_style: false }, 'secret'),
    ).toMatchObject({
      target: { pathStyle: false },
    });
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('getObject', () => {
  let s3: StandInS3;
  beforeAll(async () => {
    s3 = await startStandInS3(credentials);
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('reads back the bytes and media type of an object it put, signed as S3 checks it', async () => {
    const target = { ...credentials, bucket: 'sounds', endpoint: s3.url };
    const audio = new Uint8Array([0xff, 0xfb, 0x90, 0x00, 0x01, 0x02]);
    await putObject(target, 'sound_files/a.mp3', audio, 'audio/mpeg');
    const got = await getObject(target, 'sound_files/a.mp3', 1024);
    expect(Buffer.from(got.bytes).equals(Buffer.from(audio))).toBe(true);
    expect(got.contentType).toBe('audio/mpeg');
  });

  it('refuses an object over the size it may read, and names a missing key by S3’s code', async () => {
    const target = { ...credentials, bucket: 'sounds', endpoint: s3.url };
    await putObject(target, 'sound_files/big.wav', new Uint8Array(2048), 'audio/wav');
    await expect(getObject(target, 'sound_files/big.wav', 1024)).rejects.toThrow(/larger than 1024 bytes/);
    await expect(getObject(target, 'sound_files/none.wav', 1024)).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchKey',
    });
  });
});
