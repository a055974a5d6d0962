import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicAuth as basic } from '../carriers/carrier-http.js';

type Provider = 'twilio' | 'telnyx' | 'plivo';

/** A recording a stand-in carrier keeps, by its id. */
export interface FakeRecording {
  provider: Provider;
  bytes: Uint8Array;
  contentType: string;
}

/**
 * The carriers' recordings on the stand-in: each carrier's documented media
 * URL and delete. Twilio `GET|DELETE /2010-04-01/Accounts/AC_test/Recordings/{Sid}[.json|.mp3|.wav]`
 * (basic auth), Telnyx `DELETE /v2/recordings/{id}` (Bearer) with its media at
 * a presigned URL that refuses an Authorization header (`/media/telnyx/{id}.mp3`),
 * Plivo `GET /v1/Account/MA_test/Recording/{id}.mp3` and `DELETE .../Recording/{id}/`.
 * A delete of a recording the carrier no longer keeps is its 404.
 */
export interface FakeRecordings {
  kept: Map<string, FakeRecording>;
  /** Deletes the carriers answered with success, in order. */
  deleted: { provider: Provider; sid: string }[];
  /** The URL the carrier's recording callback names for a kept recording. */
  urlOf(origin: string, provider: Provider, sid: string): string;
}

export function fakeRecordings(): FakeRecordings {
  return {
    kept: new Map(),
    deleted: [],
    urlOf: (origin, provider, sid) =>
      provider === 'twilio'
        ? `${origin}/2010-04-01/Accounts/AC_test/Recordings/${sid}`
        : provider === 'telnyx'
          ? `${origin}/media/telnyx/${sid}.mp3`
          : `${origin}/v1/Account/MA_test/Recording/${sid}.mp3`,
  };
}

/** Answers a recording request; false when `url` is none of them. */
export function answerRecording(
  recordings: FakeRecordings,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
): boolean {
  const auth = req.headers.authorization;
  const json = (status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
    return true;
  };
  const media = (provider: Provider, sid: string) => {
    const kept = recordings.kept.get(sid);
    if (!kept || kept.provider !== provider)
      return json(404, { message: 'The requested resource was not found' });
    res.writeHead(200, { 'content-type': kept.contentType, 'content-length': String(kept.bytes.byteLength) });
    res.end(Buffer.from(kept.bytes));
    return true;
  };
  const remove = (provider: Provider, sid: string, ok: () => boolean) => {
    const kept = recordings.kept.get(sid);
    if (!kept || kept.provider !== provider)
      return json(404, { message: 'The requested resource was not found' });
    recordings.kept.delete(sid);
    recordings.deleted.push({ provider, sid });
    return ok();
  };
  let m: RegExpMatchArray | null;
  if (
    (m = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Recordings\/([^/.]+)(\.json|\.mp3|\.wav)?$/))
  ) {
    if (auth !== basic('AC_test', 'twilio_token') || m[1] !== 'AC_test')
      return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (req.method === 'DELETE' && m[3] === '.json') return remove('twilio', m[2]!, () => json(204));
    if (req.method === 'GET' && m[3] !== '.json') return media('twilio', m[2]!);
    return false;
  }
  if ((m = url.pathname.match(/^\/v2\/recordings\/([^/]+)$/)) && req.method === 'DELETE') {
    if (auth !== 'Bearer KEY_test')
      return json(401, { errors: [{ code: '10009', title: 'Authentication failed' }] });
    return remove('telnyx', m[1]!, () => json(200, { data: { id: m![1], record_type: 'recording' } }));
  }
  if ((m = url.pathname.match(/^\/media\/telnyx\/([^/.]+)\.mp3$/)) && req.method === 'GET') {
    // A presigned storage URL: a second credential beside the signature in the query is refused.
    if (auth) return json(400, { message: 'Only one auth mechanism allowed' });
    return media('telnyx', m[1]!);
  }
  if ((m = url.pathname.match(/^\/v1\/Account\/([^/]+)\/Recording\/([^/.]+)(\/|\.mp3)$/))) {
    if (auth !== basic('MA_test', 'plivo_token') || m[1] !== 'MA_test')
      return json(401, { api_id: 'x', error: 'Authentication credentials invalid' });
    if (req.method === 'DELETE' && m[3] === '/') return remove('plivo', m[2]!, () => json(204));
    if (req.method === 'GET' && m[3] === '.mp3') return media('plivo', m[2]!);
    return false;
  }
  return false;
}
