import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in says of one audio URL: the words of each channel, turn by turn. */
export interface Recording {
  /** [channel, words] in the order spoken. */
  turns: [number, string][];
  channels?: number;
  duration?: number;
}

export interface ListenRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for Deepgram's pre-recorded API, on 127.0.0.1: `POST /v1/listen`
 * with `{"url": …}` and `Authorization: Token <key>`, answered as Deepgram
 * answers (metadata, results.channels[].alternatives[], results.utterances[]),
 * its errors in Deepgram's `err_code`/`err_msg` body. Failures queued in
 * `failures` are answered first, one per request.
 */
export class DeepgramStandIn {
  readonly received: ListenRequest[] = [];
  readonly recordings = new Map<string, Recording>();
  failures: { status: number; body: Record<string, unknown> }[] = [];
  /**
   * Callback mode as Deepgram has it: a request with `callback` is answered
   * `{"request_id": …}` and the transcript is kept here, with the URL to post
   * it to, for the test to deliver. Off: `callback` is ignored, the answer
   * carries the transcript.
   */
  honoursCallbacks = false;
  readonly callbacks: { url: string; body: Record<string, unknown> }[] = [];
  private server: Server | null = null;

  constructor(readonly apiKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // answered below as Deepgram answers unreadable JSON
        }
        this.received.push({
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        let [status, answer] = this.answer(req.method, req.url ?? '', req.headers.authorization, body);
        const callback = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('callback');
        if (callback && this.honoursCallbacks && status === 200) {
          this.callbacks.push({ url: callback, body: answer });
          answer = { request_id: `req-${this.callbacks.length}` };
        }
        res.writeHead(status, { 'content-type': 'application/json', 'dg-request-id': 'req-1' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(
    method: string | undefined,
    url: string,
    authorization: string | undefined,
    body: Record<string, unknown>,
  ): [number, Record<string, unknown>] {
    const failure = this.failures.shift();
    if (failure) return [failure.status, failure.body];
    if (method !== 'POST' || !url.startsWith('/v1/listen'))
      return [404, { err_code: 'NOT_FOUND', err_msg: 'Not found', request_id: 'req-1' }];
    if (authorization !== `Token ${this.apiKey}`)
      return [401, { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.', request_id: 'req-1' }];
    const recording = typeof body.url === 'string' ? this.recordings.get(body.url) : undefined;
    if (!recording) {
      return [
        400,
        {
          err_code: 'Bad Request',
          err_msg: 'Bad Request: failed to process audio: corrupt or unsupported data',
        },
      ];
    }
    const channels = recording.channels ?? 1;
    let at = 0;
    const utterances = recording.turns.map(([channel, transcript]) => ({
      start: (at += 1.5),
      end: at + 1,
      confidence: 0.97,
      channel,
      transcript,
      words: transcript.split(' ').map((word) => ({ word, start: at, end: at + 0.2, confidence: 0.97 })),
    }));
    return [
      200,
      {
        metadata: {
          request_id: 'req-1',
          duration: recording.duration ?? at + 1,
          channels,
          models: ['nova-3'],
        },
        results: {
          channels: Array.from({ length: channels }, (_, c) => ({
            alternatives: [
              {
                transcript: recording.turns
                  .filter(([ch]) => ch === c)
                  .map(([, t]) => t)
                  .join(' '),
                confidence: 0.97,
                words: [],
              },
            ],
          })),
          utterances,
        },
      },
    ];
  }
}
