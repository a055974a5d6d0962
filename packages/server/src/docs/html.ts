import {
  type EndpointDoc,
  type EndpointGroupDoc,
  type EndpointValue,
  ERROR_CATALOG,
  type ErrorCode,
  type ErrorDoc,
  type OperationDoc,
  type ParamDoc,
  type ResourceDoc,
} from '@leadline/core';
import { curlOf, EXAMPLE_SERVER, type ReferenceExamples, UNRECORDED } from './examples.js';

const BASE = '/api/docs/1.0';

/** What every page shares: the sidebar's entries and the recorded examples. */
export interface Site {
  nav: readonly { name: string; title: string; description: string }[];
  examples: ReferenceExamples;
}

/** The sidebar's entries: every resource and endpoint group, by name. */
export function siteOf(
  docs: readonly ResourceDoc[],
  groups: readonly EndpointGroupDoc[],
  examples: ReferenceExamples,
): Site {
  const nav = [
    ...docs.map((d) => ({ name: d.plural, title: d.title, description: d.description })),
    ...groups.map((g) => ({ name: g.name, title: g.title, description: g.description })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return { nav, examples };
}

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A page of the reference: the sidebar (every resource, with a search box that
 * narrows it as one types) beside the content. The script is inline and small,
 * so the page needs nothing but itself.
 */
const page = (site: Site, title: string, body: string, current = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Leadline API 1.0</title>
<style>*{box-sizing:border-box}body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;min-height:100vh}
nav{width:250px;flex:none;border-right:1px solid #ddd;background:#fafafa;padding:1em;position:sticky;top:0;height:100vh;overflow-y:auto}
nav input{width:100%;padding:5px 8px;margin:.5em 0;border:1px solid #bbb;border-radius:4px}
nav ul{list-style:none;padding:0;margin:0}nav li a{display:block;padding:1px 4px;color:#124;text-decoration:none;border-radius:3px;font-size:14px}
nav li a:hover,nav li a[aria-current]{background:#e4ecf7}nav .fixed{margin-bottom:.6em;border-bottom:1px solid #ddd;padding-bottom:.6em}
main{flex:1;min-width:0;max-width:1100px;padding:1em 2em;overflow-x:auto}
table{border-collapse:collapse;width:100%;margin:.5em 0 1.5em}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f6f6f6}code{background:#f3f3f3;padding:0 3px}.req{color:#b00}.public{color:#070}
pre{background:#1e2430;color:#e8e8e8;padding:.8em 1em;border-radius:6px;overflow:auto;font-size:13px;line-height:1.4}
pre code{background:none;padding:0}pre.answer{max-height:24em;background:#f6f8fa;color:#222;border:1px solid #ddd}
h3{margin-top:2em;border-top:1px solid #eee;padding-top:1em}h2 code,h3 code{overflow-wrap:anywhere}
@media (max-width:760px){body{display:block}nav{position:static;width:auto;height:auto;border-right:0;border-bottom:1px solid #ddd}
#resources{max-height:35vh;overflow-y:auto}main{padding:.5em .75em}td,th{padding:3px 5px}body{font-size:14px}}</style></head>
<body><nav aria-label="Resources"><a href="${BASE}"><strong>Leadline API 1.0</strong></a>
<input id="search" type="search" placeholder="Search resources…" aria-label="Search resources" autocomplete="off">
<ul class="fixed"><li><a href="${BASE}/list-parameters">Common list parameters</a></li><li><a href="${BASE}/errors">Errors</a></li><li><a href="${BASE}/openapi">OpenAPI (Scalar)</a></li></ul>
<ul id="resources">${site.nav
  .map(
    (n) =>
      `<li data-search="${esc(`${n.name} ${n.title} ${n.description}`.toLowerCase())}"><a href="${BASE}/${n.name}"${n.name === current ? ' aria-current="page"' : ''} title="${esc(n.title)}">${esc(n.name)}</a></li>`,
  )
  .join('')}</ul><p id="no-match" hidden>No resource matches.</p></nav>
<main>${body}</main>
<script>(()=>{const input=document.getElementById('search'),items=[...document.querySelectorAll('#resources li')],none=document.getElementById('no-match');
input.addEventListener('input',()=>{const words=input.value.toLowerCase().split(/s+/).filter(Boolean);let shown=0;
for(const li of items){const hit=words.every((w)=>li.dataset.search.includes(w));li.hidden=!hit;if(hit)shown++}none.hidden=shown>0});
input.addEventListener('keydown',(e)=>{if(e.key==='Enter'){const first=items.find((li)=>!li.hidden);if(first)location.href=first.querySelector('a').href}});})();</script>
</body></html>`;

/** `GET /api/v1/buyers` (with its PATCH and .json/.csv twins) as one line. */
const operationLine = (o: {
  method: string;
  alsoMethods?: readonly string[];
  path: string;
  suffixes?: readonly string[];
}) =>
  `<code>${[o.method, ...(o.alsoMethods ?? [])].join(' | ')} ${esc(o.path)}${
    o.suffixes?.length ? `[.${o.suffixes.join('|.')}]` : ''
  }</code>`;

/** The index page: every resource with its operations and endpoints, then the endpoint groups. */
export function indexHtml(site: Site, docs: ResourceDoc[], groups: EndpointGroupDoc[] = []): string {
  const row = (name: string, description: string, lines: string[]) =>
    `<tr><td><a href="/api/docs/1.0/${name}">${esc(name)}</a></td><td>${esc(description)}</td><td>${lines.join('<br>')}</td></tr>`;
  const rows = [
    ...docs.map((d) =>
      row(d.plural, `${d.description}${aliasNote(d)}`, [
        ...d.operations.map(operationLine),
        ...d.endpoints.map(operationLine),
      ]),
    ),
    ...groups.map((g) => row(g.name, g.description, g.endpoints.map(operationLine))),
  ].join('\n');
  return page(
    site,
    'Reference',
    `<h1>Leadline API 1.0</h1><p>All paths are under <code>/api/v1</code>. Authenticate with <code>Authorization: Basic base64(public_key:private_key)</code> (curl: <code>-u "$LEADLINE_PUBLIC_KEY:$LEADLINE_PRIVATE_KEY"</code>) or <code>Authorization: Token &lt;developer token&gt;</code>. The machine-readable version is <a href="/api/docs/1.0/openapi.json">openapi.json</a>, also <a href="/api/docs/1.0/openapi">rendered with search and examples</a>.</p>
<p>Every example on these pages is a request sent to a real Leadline server on an empty database, with the answer it gave; the examples say <code>${EXAMPLE_SERVER}</code> (where <code>leadline serve</code> listens): put your server there. Every list takes the <a href="${BASE}/list-parameters">common list parameters</a>; every error has the shape and codes on <a href="${BASE}/errors">Errors</a>.</p>
<table><tr><th>Resource</th><th>What it is</th><th>Operations</th></tr>${rows}</table>`,
  );
}

function paramsTable(params: readonly ParamDoc[], withPlace = false): string {
  if (!params.length) return '<p>No parameters.</p>';
  return `<table><tr><th>Parameter</th>${withPlace ? '<th>In</th>' : ''}<th>Type</th><th>Rules</th><th>Meaning</th></tr>${params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td>${withPlace ? `<td>${p.type === 'file' ? 'multipart file' : esc(p.in ?? 'body')}</td>` : ''}<td>${esc(p.type)}${p.target ? ` → ${esc(p.target)}` : ''}${p.mediaType ? ` (${esc(p.mediaType)})` : ''}</td><td>${[
          p.required ? '<span class="req">required</span>' : 'optional',
          p.blankOk ? 'blank ok' : '',
          p.values ? `one of: ${p.values.map(esc).join(', ')}` : '',
          p.several ? 'several: comma-separated or name[]' : '',
          p.pattern ? `matches <code>${esc(p.pattern)}</code>` : '',
          p.min !== undefined ? `≥ ${p.min}` : '',
          p.max === undefined
            ? ''
            : ['string', 'text', 'strings'].includes(p.type)
              ? `at most ${p.max} characters${p.type === 'strings' ? ' each' : ''}`
              : `≤ ${p.max}`,
        ]
          .filter(Boolean)
          .join('; ')}</td><td>${esc(p.description)}</td></tr>`,
    )
    .join('')}</table>`;
}

/** The keys of an answer, nested ones as a.b. */
function valueRows(prefix: string, values: Record<string, EndpointValue>): string {
  return Object.entries(values)
    .map(([key, v]) => {
      const name = `${prefix}${key}`;
      const type = `${v.type}${v.nullable ? ' or null' : ''}`;
      const rules = v.values ? `${v.entries ? 'keys' : 'one'} of: ${v.values.map(esc).join(', ')}` : '';
      return `<tr><td><code>${esc(name)}</code></td><td>${esc(type)}</td><td>${rules}</td><td>${esc(v.description)}</td></tr>${
        v.properties ? valueRows(`${name}${v.type === 'objects' ? '[].' : '.'}`, v.properties) : ''
      }${v.entries ? valueRows(name, { [v.type === 'array' ? '[]' : '.*']: v.entries }) : ''}`;
    })
    .join('');
}

function responseHtml(e: EndpointDoc, doc?: ResourceDoc): string {
  const r = e.response;
  const root = r.root.startsWith(':') ? `<${r.root.slice(1)}>` : r.root;
  const holds =
    r.holds === 'record' && r.resource
      ? `one record of <a href="/api/docs/1.0/${esc(r.resource)}">${esc(r.resource)}</a>`
      : r.holds === 'record'
        ? `one ${doc?.name} (columns below)`
        : r.holds === 'records'
          ? `an array of ${doc?.plural} (columns below)`
          : r.holds === 'list'
            ? `a list page of ${doc?.plural}: metadata as for GET /api/v1/${doc?.plural}; root=false answers the bare array`
            : '';
  if (r.media?.length && typeof r.holds === 'object') {
    return `<p>Answers <code>${r.status}</code> with the file itself (${r.media.map((m) => `<code>${esc(m)}</code>`).join(' or ')}): ${esc(r.holds.description)}</p>`;
  }
  if (r.xml && typeof r.holds === 'object') {
    return `<p>Answers <code>${r.status}</code> with <code>application/xml</code>: <code>${esc(r.holds.description)}</code></p>`;
  }
  const rows =
    typeof r.holds === 'object'
      ? valueRows('', { [root]: r.holds })
      : `<tr><td><code>${esc(root)}</code></td><td></td><td></td><td>${esc(holds)}</td></tr>`;
  const envelope = [
    r.bare ? '' : '<code>status</code>, <code>errors</code>',
    r.holds === 'record' ? '<code>checksum</code>' : '',
    `<code>metadata.root</code> = <code>${esc(root)}</code>`,
    r.holds === 'records' ? '<code>metadata.total_count</code>' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `<p>Answers <code>${r.status}</code>${r.csv ? ' (JSON, or CSV with format=csv or the .csv suffix)' : ''} with ${envelope}${
    r.rootFalse ? '; root=false answers the value alone' : ''
  }:</p><table><tr><th>Key</th><th>Type</th><th>Rules</th><th>Meaning</th></tr>${rows}${valueRows('', r.fields ?? {})}${valueRows('metadata.', r.metadata ?? {})}</table>`;
}

/** The errors worth naming of an operation, and those every operation of its kind may give. */
function errorsHtml(errors: readonly ErrorDoc[], usual: string): string {
  const table = errors.length
    ? `<table><tr><th>Status</th><th>Code</th><th>When</th></tr>${errors
        .map(
          (x) =>
            `<tr><td>${x.status}</td><td><a href="${BASE}/errors#${esc(x.code)}"><code>${esc(x.code)}</code></a></td><td>${esc(x.when)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return table
    ? `<p>Errors worth naming${usual} (<a href="${BASE}/errors">every error</a>):</p>${table}`
    : '';
}

/** The recorded request as curl, and the answer the server gave it. */
function exampleHtml(site: Site, key: string): string {
  const example = site.examples[key];
  const why = UNRECORDED[key];
  if (!example) return why ? `<p class="no-example">No recorded example: ${esc(why)}.</p>` : '';
  const { status, body } = example.response;
  const answer = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return `<p>Example:</p><pre class="curl" data-example="${esc(key)}"><code>${esc(curlOf(example))}</code></pre>
<p>Answers <code>${status}</code>:</p><pre class="answer"><code>${esc(answer)}</code></pre>`;
}

/** One hand-written endpoint: what it does, its parameters, an example, its answer and the errors worth naming. */
function endpointHtml(site: Site, owner: string, e: EndpointDoc, doc?: ResourceDoc): string {
  const own = e.params.filter((p) => !p.common);
  const common = e.params.length - own.length;
  return `<h3 id="${esc(e.name)}">${operationLine(e)}${e.public ? ' <small class="public">public: no credentials</small>' : ''}</h3>
<p>${esc(e.summary)}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}${paramsTable(own, true)}${
    common ? `<p>Also takes the <a href="${BASE}/list-parameters">common list parameters</a>.</p>` : ''
  }${e.otherParams ? `<p>Other parameters: ${esc(e.otherParams)}.</p>` : ''}${exampleHtml(site, `${owner}.${e.name}`)}${responseHtml(e, doc)}${errorsHtml(e.errors, usualErrors(e))}`;
}

/** A generic operation: its parameters (a list's own filters; the common ones are linked), an example and its errors. */
function operationHtml(site: Site, doc: ResourceDoc, o: OperationDoc): string {
  const kind = o.path.includes('/by_') ? 'show_by' : o.operation;
  const own = o.params.filter((p) => !p.common || (o.operation !== 'list' && p.name === 'columns'));
  const order = o.params.find((p) => p.common && p.name === 'order');
  const common =
    o.operation === 'list'
      ? `<p>Also takes the <a href="${BASE}/list-parameters">common list parameters</a> (paging, dates, <code>columns</code>, <code>fulltext</code>, <code>root</code>${
          order?.values?.length
            ? `; <code>order</code> one of ${order.values.map((v) => `<code>${esc(v)}</code>`).join(', ')}`
            : ''
        }).</p>`
      : '';
  return `<h3 id="op-${esc(kind)}">${operationLine(o)}</h3><p>${esc(o.summary)}</p>${
    own.length || !common
      ? paramsTable(
          own,
          own.some((p) => p.type === 'file'),
        )
      : ''
  }${common}${exampleHtml(site, `${doc.plural}.${kind}`)}${errorsHtml(o.errors, ' (besides 401, 403 and 429)')}`;
}

/** A page of endpoints that belong to no resource (`/me`, `/collections`). */
export function groupHtml(site: Site, group: EndpointGroupDoc): string {
  return page(
    site,
    group.name,
    `<p><a href="/api/docs/1.0">← all resources</a></p><h1>${esc(group.title)}</h1><p>${esc(group.description)}</p>
<h2>Endpoints</h2>${group.endpoints.map((e) => endpointHtml(site, group.name, e)).join('\n')}`,
    group.name,
  );
}

/** One resource: operations with their parameters, its other endpoints, and its columns. */
export function resourceHtml(site: Site, doc: ResourceDoc): string {
  const ops = doc.operations.map((o) => operationHtml(site, doc, o)).join('\n');
  const endpoints = doc.endpoints.length
    ? `<h2>More endpoints</h2><p>Written beside the generic operations; declared with the resource.</p>${doc.endpoints
        .map((e) => endpointHtml(site, doc.plural, e, doc))
        .join('\n')}`
    : '';
  const columns = doc.columns
    .map(
      (c) =>
        `<tr><td><code>${esc(c.name)}</code></td><td>${esc(c.type)}</td><td>${c.readOnly ? 'read-only' : ''}</td><td>${esc(c.description)}</td></tr>`,
    )
    .join('');
  return page(
    site,
    doc.plural,
    `<p><a href="/api/docs/1.0">← all resources</a></p><h1>${esc(doc.title)} <small><code>${esc(doc.plural)}</code></small></h1>
<p>${esc(doc.description)}${esc(aliasNote(doc))}</p><p>Permission family <code>${esc(doc.family)}</code>${doc.superuser ? '; superuser keys only' : ''}${doc.softDelete ? '; deletes are soft (deleted_at) unless permanent=true' : ''}. List formats: ${doc.formats.join(', ')}.</p>
<h2>Operations</h2>${ops}${endpoints}<h2>Columns</h2><p>Accepted by <code>columns=</code>; every record has them.</p>
<table><tr><th>Column</th><th>Type</th><th></th><th>Meaning</th></tr>${columns}</table>`,
    doc.plural,
  );
}

/** The answers every endpoint of its kind may give, which its own table leaves out. */
function usualErrors(e: EndpointDoc): string {
  const usual = [...(e.public ? [] : ['401', '403']), ...(e.rateLimited ? ['429'] : [])];
  if (usual.length === 0) return '';
  const words = usual.length === 1 ? usual[0] : `${usual.slice(0, -1).join(', ')} and ${usual.at(-1)}`;
  return ` (besides ${words})`;
}

/** Where a resource's aliases are said: the same operations under TrackDrive's names. */
const aliasNote = (doc: ResourceDoc) =>
  doc.aliases.length
    ? ` Also served as ${doc.aliases.map((a) => `/api/v1/${a.plural} (records under ${a.plural} / ${a.name})`).join(', ')}.`
    : '';

/** The list parameters every list takes, described once; each list links here. */
export function listParametersHtml(site: Site, params: readonly ParamDoc[]): string {
  return page(
    site,
    'Common list parameters',
    `<h1>Common list parameters</h1><p>Every <code>GET</code> of a list (<code>GET /api/v1/buyers</code>, <code>GET /api/v1/leads</code>, …) takes these, beside the resource's own filters on its page. In a query string: <code>?per_page=100&amp;cursor=-1</code>; several values as <code>ids=1,2,3</code>, <code>ids=[1,2,3]</code> or <code>ids[]=1&amp;ids[]=2</code>. <code>order</code> takes the columns the resource's page names; <code>format</code> is taken where the resource is served as CSV.</p>
${paramsTable(params)}
<h2 id="paging">Paging</h2><p>By cursor (stable while records are added): send <code>cursor=-1</code>, then each answer's <code>metadata.next_cursor</code> until it is <code>0</code>. By page: <code>page=1</code>, <code>2</code>, … up to <code>metadata.total_pages</code>. <code>metadata.total_count</code> is exact up to 10,000; past that it is 10,000 and <code>metadata.total_count_capped</code> is true.</p>
<p>An invalid value answers <code>422</code> <a href="${BASE}/errors#validation_failed"><code>validation_failed</code></a> with each parameter named in <code>errors</code>; an unknown column in <code>columns</code> is left out and named in <code>metadata.unknown_columns</code>.</p>`,
    'list-parameters',
  );
}

const RETRY_MEANING = {
  never: 'Do not send the same request again: change it first',
  backoff: 'Send it again after a growing wait (the SDK does, twice by default)',
  after: 'Send it again after the Retry-After header’s seconds',
} as const;

/** Every error code, its status and whether a client should retry: the error catalog. */
export function errorsPageHtml(site: Site): string {
  const rows = (Object.keys(ERROR_CATALOG) as ErrorCode[])
    .map((code) => {
      const e = ERROR_CATALOG[code];
      return `<tr id="${code}"><td>${e.status}</td><td><code>${code}</code></td><td>${esc(e.message)}</td><td>${RETRY_MEANING[e.retry]}</td></tr>`;
    })
    .join('');
  return page(
    site,
    'Errors',
    `<h1>Errors</h1><p>Every refusal is JSON of one shape, whatever the endpoint:</p>
<pre class="answer"><code>${esc(
      JSON.stringify(
        {
          status: 422,
          code: 'validation_failed',
          message: "Some parameters are invalid: name can't be blank",
          errors: { name: ["can't be blank"] },
          request_id: '0b6c4a8e-…',
        },
        null,
        2,
      ),
    )}</code></pre><p><code>errors</code> names each parameter at fault (<code>base</code> when none is); <code>request_id</code> is in the server's log line of the request. Each operation's page names the errors worth naming; any private operation may also answer <code>401</code> (no or bad credentials), <code>403</code> (the key may not do this) and <code>429</code> (too many requests; wait <code>Retry-After</code> seconds).</p>
<table><tr><th>Status</th><th>Code</th><th>Meaning</th><th>Retry</th></tr>${rows}</table>`,
    'errors',
  );
}
