import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline, createTestTenant } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { headerLines, matchesSuccess } from './conversion-webhooks.js';
import { readValuePath } from './value-path.js';
import { formatValue } from './value-types.js';

describe('value paths', () => {
  it('reads JSON paths with indexes and an optional $.', () => {
    const body = '{"data":{"buyers":[{"bid":12.5},{"bid":9}]},"ok":true}';
    expect(readValuePath(body, 'data.buyers[1].bid')).toBe(9);
    expect(readValuePath(body, '$.ok')).toBe(true);
    expect(readValuePath(body, 'data.nothing.here')).toBeUndefined();
  });

  it('reads XML paths, 0-based indexes, attributes, CDATA and entities', () => {
    const xml =
      '<?xml version="1.0"?><response status="ok"><buyer><price>1</price></buyer>' +
      '<buyer id="b2"><price>2.75</price><name><![CDATA[A & B]]></name><note>x &amp; y</note></buyer></response>';
    expect(readValuePath(xml, 'response.buyer.price')).toBe('1');
    expect(readValuePath(xml, '/response/buyer[1]/price')).toBe('2.75');
    expect(readValuePath(xml, 'response.buyer[1].@id')).toBe('b2');
    expect(readValuePath(xml, 'response.@status')).toBe('ok');
    expect(readValuePath(xml, 'response.buyer[1].name')).toBe('A & B');
    expect(readValuePath(xml, 'response.buyer[1].note')).toBe('x & y');
    expect(readValuePath('plain text', 'a')).toBeUndefined();
  });

  it('types and formats values', () => {
    expect(formatValue('12.9', 'integer')).toBe('12');
    expect(formatValue('x', 'float')).toBe('');
    expect(formatValue('1700000000', 'time')).toBe('2023-11-14T22:13:20.000Z');
    expect(formatValue('Yes', 'boolean')).toBe('true');
    expect(formatValue(' (719) 313-2645 ', 'string', 'digits')).toBe('7193132645');
    expect(formatValue(undefined, 'string')).toBeNull();
  });

  it('matches the success value as text or /regex/, and reads header lines', () => {
    expect(matchesSuccess('Accepted', 'accepted')).toBe(true);
    expect(matchesSuccess('ok-123', '/^ok-\\d+$/')).toBe(true);
    expect(matchesSuccess('no', '/^ok/')).toBe(false);
    expect(matchesSuccess(true, null)).toBe(true);
    expect(matchesSuccess('', undefined)).toBe(false);
    expect(headerLines('X-Key: a:b\nbad line\nAccept: */*')).toEqual({ 'X-Key': 'a:b', Accept: '*/*' });
  });
});

describe('buyer conversion webhooks', () => {
  let leadline: Leadline;
  let server: Server;
  let port = 0;
  const seen: string[] = [];
  let answer = '{"result":{"converted":"yes","payout":"15.5"}}';

  beforeAll(async () => {
    leadline = await createTestLeadline({ allowPrivateUrls: ['127.0.0.0/8'] });
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await leadline.close();
  });

  it('decides a conversion from the answer, reads the revenue, logs it, and reuses a cached answer', async () => {
    const { company } = await createTestTenant(leadline);
    const ctx = systemContext(company);
    const buyer = await leadline
      .resource('buyers')
      .create(ctx, { name: 'Postback buyer', number: '+18005550142' });
    const conversion = await leadline.resource('buyer_conversions').create(ctx, {
      name: 'Postback',
      owner_type: 'Buyer',
      owner_id: buyer.id,
      conversion_type: 'webhook',
      webhook_url: `http://127.0.0.1:${port}/convert?caller=[caller_id]`,
      webhook_method: 'get',
      webhook_body_success_path: 'result.converted',
      webhook_body_success_match: 'yes',
      webhook_path_revenue: 'result.payout',
      cache_result_for_seconds: 60,
    });
    const call = { id: 77, caller_number: '+17193132645' };
    const tokens = { caller_id: '+17193132645' };
    const first = await leadline.webhooks.conversions.decide(company.id, Number(conversion.id), call, tokens);
    expect(first).toMatchObject({ converted: true, revenue: 15.5, readFromCache: false });
    expect(seen).toEqual(['/convert?caller=%2B17193132645']);
    const again = await leadline.webhooks.conversions.decide(company.id, Number(conversion.id), call, tokens);
    expect(again).toMatchObject({ converted: true, readFromCache: true });
    expect(seen).toHaveLength(1);
    const log = await leadline.resource('webhook_logs').show(ctx, again.logId);
    expect(log).toMatchObject({
      owner_type: 'BuyerConversion',
      read_from_cache: true,
      call_id: 77,
      code: 200,
    });

    answer = '{"result":{"converted":"no"}}';
    const other = await leadline.webhooks.conversions.decide(company.id, Number(conversion.id), call, {
      caller_id: '+17193130000',
    });
    expect(other).toMatchObject({ converted: false, revenue: null, readFromCache: false });
  });
});
