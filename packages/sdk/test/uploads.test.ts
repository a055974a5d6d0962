import { Readable } from 'node:stream';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APIConnectionError,
  APIUserAbortError,
  type BuyerSuppressionCreateWithFileParams,
  ImportFailedError,
  ImportTimeoutError,
  InternalServerError,
  LeadlineError,
  type UploadData,
} from '../src/index.js';
import { STREAM_BUFFER_BYTES } from '../src/transport/multipart.js';
import { API, envelope, errorBody, mockClient, useMockApi } from './mock-api.js';

const CSV = 'name,phone\nAnn,(212) 555-0171\nBob,+1 212 555 0172\n';
const list = { id: 7, name: 'DNC', status: 'pending' };
const created = () => HttpResponse.json(envelope('buyer_suppression', list, 201), { status: 201 });
const fast = { 'retry-after-ms': '1' };

interface Seen {
  contentType: string;
  idempotencyKey: string | null;
  raw: string;
  form: FormData;
}

/** Chunks of `size` bytes: CSV rows of one 10-digit number each, after a header. */
async function* csvChunks(totalBytes: number, state = { reads: 0, closed: false }) {
  try {
    yield new TextEncoder().encode('phone\n');
    const row = new TextEncoder().encode('2125550100\n'.repeat(6_000)); // 66,000 bytes
    for (let sent = 0; sent < totalBytes; sent += row.byteLength) {
      state.reads++;
      yield row;
    }
  } finally {
    state.closed = true;
  }
}

describe('uploads: the multipart body', () => {
  const server = useMockApi();

  /** Records every POST /buyer_suppressions and answers with each response in turn. */
  function capture(responses: ((seen: Seen[]) => Response)[] = [created]) {
    const seen: Seen[] = [];
    server.use(
      http.post(`${API}/buyer_suppressions`, async ({ request }) => {
        const raw = await request.clone().text();
        seen.push({
          contentType: request.headers.get('content-type') ?? '',
          idempotencyKey: request.headers.get('idempotency-key'),
          raw,
          form: await request.formData(),
        });
        return responses[Math.min(seen.length - 1, responses.length - 1)]!(seen);
      }),
    );
    return seen;
  }

  it('sends create with import_file as multipart/form-data: fields as form fields, arrays as name[], then the file', async () => {
    const seen = capture();
    const record = await mockClient().buyerSuppressions.create({
      name: 'DNC "March"',
      caller_id_column_name: 'phone',
      offer_ids: [3, 4],
      buyer_ids: [],
      import_file: new File([CSV], 'march.csv', { type: 'text/csv' }),
    });
    expect(record).toEqual(list);
    expect(seen).toHaveLength(1);
    const [{ contentType, idempotencyKey, raw, form }] = seen as [Seen];
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(contentType)?.[1];
    expect(boundary).toBeDefined();
    expect(idempotencyKey).toMatch(/^ll_[0-9a-f-]{36}$/);

    expect(form.get('name')).toBe('DNC "March"');
    expect(form.get('caller_id_column_name')).toBe('phone');
    expect(form.getAll('offer_ids[]')).toEqual(['3', '4']);
    expect(form.get('buyer_ids')).toBe('[]'); // an empty list stays a list
    const file = form.get('import_file') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('march.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe(CSV);
    // Fields first, then the file; nothing else.
    expect([...form.keys()]).toEqual([
      'name',
      'caller_id_column_name',
      'offer_ids[]',
      'offer_ids[]',
      'buyer_ids',
      'import_file',
    ]);
    expect(raw).toBe(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nDNC "March"\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="caller_id_column_name"\r\n\r\nphone\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="offer_ids[]"\r\n\r\n3\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="offer_ids[]"\r\n\r\n4\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="buyer_ids"\r\n\r\n[]\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="import_file"; filename="march.csv"\r\n`,
        `Content-Type: text/csv\r\n\r\n${CSV}\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    );
  });

  const bytes = new TextEncoder().encode(CSV);
  const inputs: [string, () => BuyerSuppressionCreateWithFileParams['import_file'], string][] = [
    ['a Blob with a filename', () => ({ data: new Blob([CSV]), filename: 'a.csv' }), 'a.csv'],
    ['a Blob alone (default name)', () => new Blob([CSV]), 'upload.csv'],
    ['a Uint8Array with a filename', () => ({ data: bytes, filename: 'b.csv' }), 'b.csv'],
    ['a Buffer with a filename', () => ({ data: Buffer.from(CSV), filename: 'c.csv' }), 'c.csv'],
    ['an ArrayBuffer', () => ({ data: bytes.slice().buffer, filename: 'd.csv' }), 'd.csv'],
    ['a string', () => ({ data: CSV, filename: 'e.csv' }), 'e.csv'],
    [
      'a web ReadableStream',
      () => ({ data: new Blob([CSV]).stream() as ReadableStream<Uint8Array>, filename: 'f.csv' }),
      'f.csv',
    ],
    [
      'a Node Readable in small chunks',
      () => ({ data: Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), filename: 'g.csv' }),
      'g.csv',
    ],
    [
      'a Node Readable of strings',
      () => ({
        data: Readable.from(['name,phone\n', CSV.slice(11)]) as AsyncIterable<string>,
        filename: 'h.csv',
      }),
      'h.csv',
    ],
    [
      'an async generator',
      () => ({
        data: (async function* () {
          yield bytes.subarray(0, 10);
          yield bytes.subarray(10);
        })(),
        filename: 'i.csv',
      }),
      'i.csv',
    ],
  ];
  it.each(inputs)('sends the same file part from %s', async (_, file, filename) => {
    const seen = capture();
    await mockClient().buyerSuppressions.create({ name: 'DNC', import_file: file() });
    const sent = seen[0]!.form.get('import_file') as File;
    expect(sent.name).toBe(filename);
    expect(sent.type).toBe('text/csv');
    expect(await sent.text()).toBe(CSV);
  });

  it('takes the filename and content type given, escaping quotes and newlines in the name as browsers do', async () => {
    const seen = capture();
    await mockClient().buyerSuppressions.create({
      name: 'DNC',
      import_file: { data: bytes, filename: 'my "list"\n.csv', contentType: 'application/octet-stream' },
    });
    expect(seen[0]!.raw).toContain(
      'name="import_file"; filename="my %22list%22%0A.csv"\r\nContent-Type: application/octet-stream\r\n',
    );
  });

  it('sends JSON, as before, when there is no file', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${API}/buyer_suppressions`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return created();
      }),
    );
    await mockClient().buyerSuppressions.create({ name: 'DNC', offer_ids: [3] });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ name: 'DNC', offer_ids: [3] });
  });

  it('uploads a blacklist file to contact_imports as import_file', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(`${API}/contact_imports`, async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json(envelope('contact_import', { id: 2, status: 'pending' }, 201), {
          status: 201,
        });
      }),
    );
    const record = await mockClient().contactImports.create({
      name: 'March',
      import_type: 'block',
      import_file: { data: bytes, filename: 'block.csv' },
    });
    expect(record).toEqual({ id: 2, status: 'pending' });
    expect(form!.get('name')).toBe('March');
    expect(form!.get('import_type')).toBe('block');
    expect(await (form!.get('import_file') as File).text()).toBe(CSV);
    // @ts-expect-error: a contact import needs a file or an import_file_url
    void (() => mockClient().contactImports.create({ name: 'Nothing to import' }));
  });

  it('sends files through client.request() too', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(`${API}/contact_imports`, async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ ok: true });
      }),
    );
    await mockClient().request({
      method: 'POST',
      path: '/contact_imports',
      body: { name: 'Raw' },
      files: { import_file: new File([CSV], 'raw.csv') },
    });
    expect((form!.get('import_file') as File).name).toBe('raw.csv');
  });

  it('retries an upload of a Blob after a 503, sending the same body with the same Idempotency-Key', async () => {
    const seen = capture([
      () => HttpResponse.json(errorBody(503, 'unavailable'), { status: 503, headers: fast }),
      created,
    ]);
    await mockClient().buyerSuppressions.create({ name: 'DNC', import_file: new Blob([CSV]) });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.raw).toBe(seen[0]!.raw);
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
  });

  it('retries a stream that ends within the buffer: it was read into memory, once', async () => {
    const state = { reads: 0, closed: false };
    const seen = capture([
      () => HttpResponse.json(errorBody(502, 'bad_gateway'), { status: 502, headers: fast }),
      created,
    ]);
    await mockClient().buyerSuppressions.create({
      name: 'DNC',
      import_file: { data: csvChunks(100_000, state), filename: 'small.csv' },
    });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.raw).toBe(seen[0]!.raw);
    expect(await (seen[1]!.form.get('import_file') as File).text()).toMatch(/^phone\n2125550100\n/);
    expect(state).toEqual({ reads: 2, closed: true });
  });

  it('does not retry a stream longer than the buffer once it was read: the 503 goes to the caller, and the stream is closed', async () => {
    const state = { reads: 0, closed: false };
    const seen = capture([
      () => HttpResponse.json(errorBody(503, 'unavailable'), { status: 503, headers: fast }),
      created,
    ]);
    const size = STREAM_BUFFER_BYTES + 1_000_000;
    const error = await mockClient()
      .buyerSuppressions.create({
        name: 'DNC',
        import_file: { data: csvChunks(size, state), filename: 'big.csv' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(seen).toHaveLength(1);
    // The server got the whole file, read once.
    const sent = seen[0]!.form.get('import_file') as File;
    expect(sent.size).toBe('phone\n'.length + state.reads * 66_000);
    expect(state.reads).toBe(Math.ceil(size / 66_000));
    expect(state.closed).toBe(true);
  });

  it('retries a stream longer than the buffer when the connection failed before any of it beyond the buffer was read', async () => {
    const state = { reads: 0, closed: false };
    let attempts = 0;
    let form: FormData | undefined;
    server.use(
      http.post(`${API}/buyer_suppressions`, async ({ request }) => {
        // The first attempt is refused without the body being read, as a refused connection is.
        if (++attempts === 1) return HttpResponse.error();
        form = await request.formData();
        return created();
      }),
    );
    const size = STREAM_BUFFER_BYTES + 1_000_000;
    await mockClient().buyerSuppressions.create({
      name: 'DNC',
      import_file: { data: csvChunks(size, state), filename: 'big.csv' },
    });
    expect(attempts).toBe(2);
    const sent = form!.get('import_file') as File;
    expect(sent.size).toBe('phone\n'.length + Math.ceil(size / 66_000) * 66_000);
    expect(state.reads).toBe(Math.ceil(size / 66_000));
  });

  it('does not retry a stream that failed mid-read: the connection error goes to the caller', async () => {
    let attempts = 0;
    server.use(
      http.post(`${API}/buyer_suppressions`, async ({ request }) => {
        attempts++;
        await request.arrayBuffer();
        return HttpResponse.error();
      }),
    );
    const error = await mockClient()
      .buyerSuppressions.create({
        name: 'DNC',
        import_file: { data: csvChunks(STREAM_BUFFER_BYTES + 100_000), filename: 'big.csv' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(attempts).toBe(1);
  });

  it('rejects with the stream’s own error when the file cannot be read', async () => {
    const failing: UploadData = (async function* () {
      yield new TextEncoder().encode('phone\n');
      throw new Error('disk on fire');
    })();
    const error = await mockClient()
      .buyerSuppressions.create({ name: 'DNC', import_file: { data: failing } })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('disk on fire');
  });
});

describe('waitForImport', () => {
  const server = useMockApi();
  afterEach(() => vi.useRealTimers());
  const record = (status: string, more: Record<string, unknown> = {}) => ({
    id: 7,
    type: 'BuyerSuppression',
    status,
    import_percent: 0,
    import_count: 0,
    total_count: 0,
    error_message: null,
    ...more,
  });

  /** Answers GET /buyer_suppressions/7 with each record in turn (the last one from then on). */
  function statuses(records: Record<string, unknown>[]) {
    const seen: number[] = [];
    server.use(
      http.get(`${API}/buyer_suppressions/7`, () => {
        seen.push(Date.now());
        return HttpResponse.json(
          envelope('buyer_suppression', records[Math.min(seen.length, records.length) - 1]!),
        );
      }),
    );
    return seen;
  }

  it('polls until the import succeeds, reporting progress, and resolves with the list', async () => {
    const polls = statuses([
      record('pending'),
      record('started', { import_percent: 40 }),
      record('stopped', { import_percent: 40 }), // interrupted: the next worker runs it again
      record('started', { import_percent: 80 }),
      record('succeeded', { import_percent: 100, import_count: 3, total_count: 3 }),
    ]);
    const progress: string[] = [];
    const done = await mockClient().buyerSuppressions.waitForImport(
      { id: 7 },
      { intervalMs: 20, onProgress: (r) => progress.push(`${r.status} ${r.import_percent}`) },
    );
    expect(done).toMatchObject({ status: 'succeeded', import_count: 3, total_count: 3 });
    expect(progress).toEqual(['pending 0', 'started 40', 'stopped 40', 'started 80', 'succeeded 100']);
    expect(polls).toHaveLength(5);
    for (let i = 1; i < polls.length; i++) expect(polls[i]! - polls[i - 1]!).toBeGreaterThanOrEqual(15);
  });

  it('rejects with ImportFailedError carrying the record when the import fails', async () => {
    statuses([record('started'), record('failed', { error_message: 'no usable phone number in 2 rows' })]);
    const error = await mockClient()
      .buyerSuppressions.waitForImport(7, { intervalMs: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailedError);
    expect(error).toBeInstanceOf(LeadlineError);
    expect((error as ImportFailedError).record).toMatchObject({ id: 7, status: 'failed' });
    expect((error as Error).message).toBe(
      'BuyerSuppression 7: import failed: no usable phone number in 2 rows',
    );
  });

  it('rejects with ImportTimeoutError, the last record attached, when the import outlasts timeoutMs', async () => {
    const polls = statuses([record('started', { import_percent: 10 })]);
    // On fake time, moved on only while the client waits between polls (its timer is set just
    // after onProgress): polls at 0, 30, 60, 90 and 100 ms however slow the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    const error = await mockClient()
      .buyerSuppressions.waitForImport(7, {
        intervalMs: 30,
        timeoutMs: 100,
        onProgress: () => queueMicrotask(() => vi.advanceTimersToNextTimer()),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportTimeoutError);
    expect((error as ImportTimeoutError).record.import_percent).toBe(10);
    expect((error as Error).message).toBe('BuyerSuppression 7: import still started (10%) after 100 ms');
    expect(polls.map((at) => at - started)).toEqual([0, 30, 60, 90, 100]);
  });

  it('stops waiting with APIUserAbortError when the signal fires between polls', async () => {
    statuses([record('pending')]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      mockClient().buyerSuppressions.waitForImport(7, { intervalMs: 1_000, signal: controller.signal }),
    ).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('waits for a contact import the same way', async () => {
    server.use(
      http.get(`${API}/contact_imports/3`, () =>
        HttpResponse.json(
          envelope('contact_import', { id: 3, type: 'ContactImport', status: 'succeeded', invalid_count: 1 }),
        ),
      ),
    );
    const done = await mockClient().contactImports.waitForImport(3);
    expect(done).toMatchObject({ status: 'succeeded', invalid_count: 1 });
  });

  it('refuses an interval that is not a number of milliseconds', async () => {
    await expect(mockClient().buyerSuppressions.waitForImport(7, { intervalMs: Number.NaN })).rejects.toThrow(
      TypeError,
    );
  });
});
