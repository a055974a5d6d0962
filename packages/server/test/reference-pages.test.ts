import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMON_LIST_PARAM_SPECS, ERROR_CODES } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import type { ReferenceExamples } from '../src/docs/examples.js';
import { useTestApp } from './helpers.js';

const examples = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../src/docs/generated/reference-examples.json', import.meta.url)),
    'utf8',
  ),
) as ReferenceExamples;

/** The text of an HTML fragment as a reader sees it (tags out, entities read). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('the reference people read', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ url });

  it('shows each operation with a curl example and the answer the server gave it', async () => {
    const page = (await get('/api/docs/1.0/buyers')).body;
    const create = examples['buyers.create']!;
    expect(text(page)).toContain(`curl -X POST 'http://127.0.0.1:3000/api/v1/buyers'`);
    expect(text(page)).toContain('-u "$LEADLINE_PUBLIC_KEY:$LEADLINE_PRIVATE_KEY"');
    expect(text(page)).toContain(`"number": "${(create.request.body as { number: string }).number}"`);
    expect(text(page)).toContain('Answers 201:');
    for (const kind of ['list', 'create', 'show', 'show_by', 'build', 'update', 'destroy']) {
      expect(page).toContain(`data-example="buyers.${kind}"`);
    }
  });

  it('shows a public endpoint’s example without credentials', async () => {
    const page = text((await get('/api/docs/1.0/leads')).body);
    const submit = page.slice(page.indexOf("curl -X POST 'http://127.0.0.1:3000/api/v1/leads'"));
    expect(submit).toMatch(
      /^curl -X POST 'http:\/\/127\.0\.0\.1:3000\/api\/v1\/leads' \\\n {2}-H 'Content-Type: application\/json'/,
    );
  });

  it('shows a carrier webhook as the carrier sends it: form fields and its signature, no credentials', async () => {
    const page = text((await get('/api/docs/1.0/inbound_calls')).body);
    const voice = page.slice(page.indexOf("curl -X POST 'http://127.0.0.1:3000/api/v1/inbound_calls/"));
    expect(voice).toMatch(
      /^curl -X POST '[^']+\/twilio\/voice' \\\n {2}-H 'x-twilio-signature: [^']+' \\\n {2}--data-urlencode 'CallSid=CA/,
    );
    expect(voice.slice(0, voice.indexOf('Answers'))).not.toContain('LEADLINE_PUBLIC_KEY');
    expect(page).toContain('Answers 200:<?xml version="1.0" encoding="UTF-8"?><Response><Dial');
  });

  it('says why an operation has no recorded example where the example would be', async () => {
    const page = text((await get('/api/docs/1.0/events')).body);
    expect(page).toContain(
      'No recorded example: it answers with a Server-Sent Events stream that stays open',
    );
  });

  it('describes the common list parameters once and links each list to them', async () => {
    const page = await get('/api/docs/1.0/list-parameters');
    expect(page.statusCode).toBe(200);
    for (const p of COMMON_LIST_PARAM_SPECS) expect(page.body).toContain(`<code>${p.name}</code>`);
    const buyers = (await get('/api/docs/1.0/buyers')).body;
    const list = buyers.slice(buyers.indexOf('id="op-list"'), buyers.indexOf('id="op-build"'));
    expect(list).toContain('href="/api/docs/1.0/list-parameters"');
    // The list's own filters stay; the common ones are not repeated.
    expect(list).toContain('<td><code>user_buyer_id</code></td>');
    expect(list).not.toContain('<td><code>per_page</code></td>');
    expect(list).not.toContain('<td><code>created_at_from</code></td>');
  });

  it('names each operation’s errors from the error catalog, and lists every code on its page', async () => {
    const buyers = (await get('/api/docs/1.0/buyers')).body;
    const show = buyers.slice(buyers.indexOf('id="op-show"'), buyers.indexOf('id="op-show_by"'));
    expect(show).toContain(
      '<td>404</td><td><a href="/api/docs/1.0/errors#not_found"><code>not_found</code></a>',
    );
    const update = buyers.slice(buyers.indexOf('id="op-update"'), buyers.indexOf('id="op-destroy"'));
    expect(update).toContain('<code>validation_failed</code>');
    const errors = await get('/api/docs/1.0/errors');
    expect(errors.statusCode).toBe(200);
    for (const code of ERROR_CODES) expect(errors.body).toContain(`<tr id="${code}">`);
  });

  it('has a sidebar naming every resource and a search box on every page', async () => {
    for (const url of ['/api/docs/1.0', '/api/docs/1.0/buyers', '/api/docs/1.0/me', '/api/docs/1.0/errors']) {
      const page = (await get(url)).body;
      expect(page).toContain('<input id="search" type="search"');
      expect(page).toContain('href="/api/docs/1.0/buyer_fleets"');
      expect(page).toContain('href="/api/docs/1.0/collections"');
    }
    expect((await get('/api/docs/1.0/buyers')).body).toContain(
      'href="/api/docs/1.0/buyers" aria-current="page"',
    );
  });

  it('gives the OpenAPI document the same curl samples and answers', async () => {
    const doc = (await get('/api/docs/1.0/openapi.json')).json();
    const create = doc.paths['/api/v1/buyers'].post;
    expect(create['x-codeSamples'][0]).toMatchObject({ lang: 'Shell', label: 'curl' });
    expect(create['x-codeSamples'][0].source).toContain("curl -X POST 'http://127.0.0.1:3000/api/v1/buyers'");
    expect(create.responses['201'].content['application/json'].example).toEqual(
      examples['buyers.create']!.response.body,
    );
    expect(Object.keys(doc.paths['/api/v1/buyers'].get.responses).sort()).toEqual([
      '200',
      '401',
      '403',
      '422',
      '429',
    ]);
  });
});
