import type { EndpointDoc, EndpointGroupDoc, EndpointValue, ParamDoc, ResourceDoc } from '@leadline/core';

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Leadline API 1.0</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}
table{border-collapse:collapse;width:100%;margin:.5em 0 1.5em}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f6f6}code{background:#f3f3f3;padding:0 3px}.req{color:#b00}.public{color:#070}</style></head>
<body>${body}</body></html>`;

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
export function indexHtml(docs: ResourceDoc[], groups: EndpointGroupDoc[] = []): string {
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
    'Reference',
    `<h1>Leadline API 1.0</h1><p>All paths are under <code>/api/v1</code>. Authenticate with <code>Authorization: Basic base64(public_key:private_key)</code> or <code>Authorization: Token &lt;developer token&gt;</code>. The machine-readable version is <a href="/api/docs/1.0/openapi.json">openapi.json</a>, also <a href="/api/docs/1.0/openapi">rendered with search and examples</a>.</p>
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

/** One hand-written endpoint: what it does, its parameters, its answer and the errors worth naming. */
function endpointHtml(e: EndpointDoc, doc?: ResourceDoc): string {
  const errors = e.errors.length
    ? `<table><tr><th>Status</th><th>Code</th><th>When</th></tr>${e.errors
        .map(
          (x) => `<tr><td>${x.status}</td><td><code>${esc(x.code)}</code></td><td>${esc(x.when)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<h3 id="${esc(e.name)}">${operationLine(e)}${e.public ? ' <small class="public">public: no credentials</small>' : ''}</h3>
<p>${esc(e.summary)}</p>${e.description ? `<p>${esc(e.description)}</p>` : ''}${paramsTable(e.params, true)}${
    e.otherParams ? `<p>Other parameters: ${esc(e.otherParams)}.</p>` : ''
  }${responseHtml(e, doc)}${errors ? `<p>Errors worth naming${usualErrors(e)}:</p>${errors}` : ''}`;
}

/** A page of endpoints that belong to no resource (`/me`, `/collections`). */
export function groupHtml(group: EndpointGroupDoc): string {
  return page(
    group.name,
    `<p><a href="/api/docs/1.0">← all resources</a></p><h1>${esc(group.title)}</h1><p>${esc(group.description)}</p>
<h2>Endpoints</h2>${group.endpoints.map((e) => endpointHtml(e)).join('\n')}`,
  );
}

/** One resource: operations with their parameters, its other endpoints, and its columns. */
export function resourceHtml(doc: ResourceDoc): string {
  const ops = doc.operations
    .map(
      (o) =>
        `<h3>${operationLine(o)}</h3><p>${esc(o.summary)}</p>${paramsTable(
          o.params,
          o.params.some((p) => p.type === 'file'),
        )}`,
    )
    .join('\n');
  const endpoints = doc.endpoints.length
    ? `<h2>More endpoints</h2><p>Written beside the generic operations; declared with the resource.</p>${doc.endpoints
        .map((e) => endpointHtml(e, doc))
        .join('\n')}`
    : '';
  const columns = doc.columns
    .map(
      (c) =>
        `<tr><td><code>${esc(c.name)}</code></td><td>${esc(c.type)}</td><td>${c.readOnly ? 'read-only' : ''}</td><td>${esc(c.description)}</td></tr>`,
    )
    .join('');
  return page(
    doc.plural,
    `<p><a href="/api/docs/1.0">← all resources</a></p><h1>${esc(doc.title)} <small><code>${esc(doc.plural)}</code></small></h1>
<p>${esc(doc.description)}${esc(aliasNote(doc))}</p><p>Permission family <code>${esc(doc.family)}</code>${doc.superuser ? '; superuser keys only' : ''}${doc.softDelete ? '; deletes are soft (deleted_at) unless permanent=true' : ''}. List formats: ${doc.formats.join(', ')}.</p>
<h2>Operations</h2>${ops}${endpoints}<h2>Columns</h2><p>Accepted by <code>columns=</code>; every record has them.</p>
<table><tr><th>Column</th><th>Type</th><th></th><th>Meaning</th></tr>${columns}</table>`,
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
