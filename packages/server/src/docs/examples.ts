/** One request of the reference and the answer a real server gave it. */
export interface ReferenceExample {
  request: {
    method: string;
    /** Under /api/v1, as sent: `/buyers/12`. */
    path: string;
    query?: Record<string, string>;
    body?: unknown;
    /** Sent without credentials (lead posts, carrier webhooks). */
    public?: boolean;
    /** The body goes form-encoded, as carriers send their webhooks. */
    form?: boolean;
    /** Headers the request needs besides credentials (a carrier's signature). */
    headers?: Record<string, string>;
  };
  response: { status: number; body: unknown };
}

/**
 * By operation: `<plural>.<route kind>` for the generic operations (`buyers.list`,
 * `buyers.show_by`), `<plural or group>.<endpoint>` for the others (`leads.submit`).
 */
export type ReferenceExamples = Record<string, ReferenceExample>;

/**
 * The examples the reference shows, recorded from a real server by
 * `pnpm --filter @leadline/server examples` (test/reference-examples.test.ts
 * holds them to what the server answers). Read on the first docs request.
 */
export async function loadExamples(): Promise<ReferenceExamples> {
  const loaded = await import('./generated/reference-examples.json', { with: { type: 'json' } });
  return loaded.default as ReferenceExamples;
}

/**
 * The operations no single recorded answer can show, and why: the reference
 * says so where the example would be (reference-examples.test.ts fails on any
 * other operation without an example).
 */
export const UNRECORDED: Readonly<Record<string, string>> = {
  'sound_files.audio':
    "it answers with the recording's own bytes (audio/mpeg or audio/wav), not a document, and only at a link Leadline signed for a call's <Play>, which expires within the hour",
  'calls.recording_audio':
    "it answers with the recording's own bytes (audio/mpeg or audio/wav), streamed from the carrier or the S3 copy, and only at a link GET /calls/:id/recording_link signed, which expires within the hour",
  'transcription_callbacks.deepgram':
    'only Deepgram calls it, at a link a transcription job signed for one record and its audio, with Deepgram\'s own transcript as the body (the answer is {"kept": true})',
  'events.stream':
    'it answers with a Server-Sent Events stream that stays open (an event: and a data: line per event as it happens), not with one response; leadline calls tail shows it live',
};

/** Where the examples say the server is; a reader replaces it with their own. */
export const EXAMPLE_SERVER = 'http://127.0.0.1:3000';

/** The example as a curl command a person can paste (credentials from the environment). */
export function curlOf(example: ReferenceExample): string {
  const { method, path, query, body } = example.request;
  const url = `${EXAMPLE_SERVER}/api/v1${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} '${url}'`];
  if (!example.request.public) lines.push(`-u "$LEADLINE_PUBLIC_KEY:$LEADLINE_PRIVATE_KEY"`);
  for (const [name, value] of Object.entries(example.request.headers ?? {}))
    lines.push(`-H '${name}: ${value}'`);
  if (body !== undefined && example.request.form) {
    for (const [name, value] of Object.entries(body as Record<string, string>))
      lines.push(`--data-urlencode '${`${name}=${value}`.replaceAll("'", `'\\''`)}'`);
  } else if (body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`-d '${JSON.stringify(body, null, 2).replaceAll("'", `'\\''`)}'`);
  }
  return lines.join(' \\\n  ');
}
