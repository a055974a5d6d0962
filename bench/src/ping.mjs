// pnpm bench:ping — issue 32 item 7: what the ping path's new checks cost. In process on SQLite,
// three webhooks on three offers of BENCH_PING_BUYERS buyers each are pinged in turn, side by side
// in the same run (alternating, so drift hits all alike):
//   bare     — buyers with static bids, no token filters, a webhook crediting no traffic source;
//   filtered — the same with a token filter on every buyer and a traffic source with ping caps
//              (the per-publisher counts read on every ping);
//   rtb      — the filtered setup where every buyer bids through its webhook conversion, answered
//              at once by a local HTTP stand-in (the network round trips a live bid adds).
// Prints p50/p99 per kind and the ratios to bare.

import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadline, systemContext } from '@leadline/core';

const BUYERS = Number(process.env.BENCH_PING_BUYERS ?? 10);
const PINGS = Number(process.env.BENCH_PINGS ?? 300);
const file = join(tmpdir(), `leadline-bench-ping-${process.pid}.db`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (v, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

const standIn = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"bid":{"amount":12.5}}');
  });
});
await new Promise((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const bidUrl = `http://127.0.0.1:${standIn.address().port}/bid?caller=[caller_id]`;

const leadline = await createLeadline({ database: file, allowPrivateUrls: ['127.0.0.0/8'] });
const company = await leadline.companies.create({ name: 'Bench ping', time_zone: 'UTC' });
const ctx = systemContext(company);
const make = (plural, body) => leadline.resource(plural).create(ctx, body);

async function market(kind) {
  const offer = await make('offers', { name: `Ping ${kind}` });
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await make('buyers', {
      name: `${kind} buyer ${i}`,
      number: '+13125550100',
      offer_ids: [offer.id],
      ...(kind === 'bare' ? {} : { token_filters: [{ key: 'state', operator: 'in', value: 'CA,TX,CO' }] }),
    });
    await make('buyer_conversions', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      revenue: 10 + i,
      duration: 60,
      ...(kind === 'rtb'
        ? {
            conversion_type: 'webhook',
            webhook_method: 'get',
            webhook_url: bidUrl,
            webhook_path_revenue: 'bid.amount',
          }
        : {}),
    });
  }
  const source =
    kind === 'bare'
      ? null
      : await make('traffic_sources', {
          company_name: `${kind} publisher`,
          ping_limit_per_minute: 1_000_000,
          ping_limit_per_day: 10_000_000,
        });
  await make('inbound_webhooks', {
    name: kind,
    vanity_uri: `bench_${kind}`,
    offer_id: offer.id,
    ...(source ? { traffic_source_id: source.id } : {}),
  });
}

const KINDS = ['bare', 'filtered', 'rtb'];
for (const kind of KINDS) await market(kind);
let serial = 0;
const ping = async (kind) => {
  const caller = `+1720${String(5_000_000 + (serial++ % 4_000_000)).padStart(7, '0')}`;
  const answer = await leadline.pingPost.ping({
    vanityUri: `bench_${kind}`,
    params: { caller_id: caller, state: 'TX' },
  });
  if (answer.body.success !== true || answer.body.buyers.length !== BUYERS)
    throw new Error(`${kind}: ${JSON.stringify(answer.body).slice(0, 300)}`);
};

for (let i = 0; i < 20; i++) for (const kind of KINDS) await ping(kind);
const times = Object.fromEntries(KINDS.map((k) => [k, []]));
for (let i = 0; i < PINGS; i++) {
  for (const kind of KINDS) {
    const t0 = performance.now();
    await ping(kind);
    times[kind].push(performance.now() - t0);
  }
}
const stats = Object.fromEntries(
  KINDS.map((k) => {
    const sorted = times[k].sort((a, b) => a - b);
    return [k, { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
  }),
);
console.log(`ping of ${BUYERS} buyers, ${PINGS} pings each, alternating (ms):`);
for (const k of KINDS) {
  const s = stats[k];
  console.log(
    `  ${k.padEnd(9)} p50 ${round(s.p50)}  p99 ${round(s.p99)}  ratio to bare p50 ${round(s.p50 / stats.bare.p50)}  p99 ${round(s.p99 / stats.bare.p99)}`,
  );
}
await leadline.close();
standIn.close();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
