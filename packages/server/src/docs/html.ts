import type { ResourceDoc } from '@leadline/core';

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Leadline API 1.0</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}
table{border-collapse:collapse;width:100%;margin:.5em 0 1.5em}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f6f6}code{background:#f3f3f3;padding:0 3px}.req{color:#b00}</style></head>
<body>${body}</body></html>`;

/** The index page: every resource and its operations. */
export function indexHtml(docs: ResourceDoc[]): string {
  const rows = docs
    .map(
      (d) =>
        `<tr><td><a href="/api/docs/1.0/${d.plural}">${esc(d.plural)}</a></td><td>${esc(d.description)}</td><td>${d.operations
          .map((o) => `<code>${o.method} ${esc(o.path)}</code>`)
          .join('<br>')}</td></tr>`,
    )
    .join('\n');
  return page(
    'Reference',
    `<h1>Leadline API 1.0</h1><p>All paths are under <code>/api/v1</code>. Authenticate with <code>Authorization: Basic base64(public_key:private_key)</code> or <code>Authorization: Token &lt;developer token&gt;</code>. The machine-readable version is <a href="/api/docs/1.0/openapi.json">openapi.json</a>.</p>
<table><tr><th>Resource</th><th>What it is</th><th>Operations</th></tr>${rows}</table>`,
  );
}

/** One resource: operations with their parameters, and its columns. */
export function resourceHtml(doc: ResourceDoc): string {
  const ops = doc.operations
    .map((o) => {
      const params = o.params.length
        ? `<table><tr><th>Parameter</th><th>Type</th><th>Rules</th><th>Meaning</th></tr>${o.params
            .map(
              (p) =>
                `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.type)}${p.target ? ` → ${esc(p.target)}` : ''}</td><td>${[
                  p.required ? '<span class="req">required</span>' : 'optional',
                  p.blankOk ? 'blank ok' : '',
                  p.values ? `one of: ${p.values.map(esc).join(', ')}` : '',
                  p.pattern ? `matches <code>${esc(p.pattern)}</code>` : '',
                  p.min !== undefined ? `≥ ${p.min}` : '',
                  p.max !== undefined ? `≤ ${p.max}` : '',
                ]
                  .filter(Boolean)
                  .join('; ')}</td><td>${esc(p.description)}</td></tr>`,
            )
            .join('')}</table>`
        : '<p>No parameters.</p>';
      return `<h3><code>${o.method} ${esc(o.path)}</code></h3><p>${esc(o.summary)}</p>${params}`;
    })
    .join('\n');
  const columns = doc.columns
    .map(
      (c) =>
        `<tr><td><code>${esc(c.name)}</code></td><td>${esc(c.type)}</td><td>${c.readOnly ? 'read-only' : ''}</td><td>${esc(c.description)}</td></tr>`,
    )
    .join('');
  return page(
    doc.plural,
    `<p><a href="/api/docs/1.0">← all resources</a></p><h1>${esc(doc.title)} <small><code>${esc(doc.plural)}</code></small></h1>
<p>${esc(doc.description)}</p><p>Permission family <code>${esc(doc.family)}</code>${doc.superuser ? '; superuser keys only' : ''}${doc.softDelete ? '; deletes are soft (deleted_at) unless permanent=true' : ''}. List formats: ${doc.formats.join(', ')}.</p>
<h2>Operations</h2>${ops}<h2>Columns</h2><p>Accepted by <code>columns=</code>; every record has them.</p>
<table><tr><th>Column</th><th>Type</th><th></th><th>Meaning</th></tr>${columns}</table>`,
  );
}
