import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The OpenAPI document rendered by Scalar (@scalar/api-reference), served
 * from the package's own standalone bundle: no CDN, so the page works on a
 * server with no way out, and nothing is fetched from elsewhere (default
 * fonts and the hosted API client are off). One source per tag (Scalar's
 * document selector), `current` shown first: the whole document is too big to
 * render quickly (openapi-by-tag.ts).
 */
export function scalarHtml(
  sources: readonly { title: string; slug: string; url: string }[],
  current: string,
  scriptUrl: string,
): string {
  const configuration = JSON.stringify({
    sources: sources.map((s) => ({ ...s, default: s.slug === current })),
    withDefaultFonts: false,
    hideClientButton: true,
    showDeveloperTools: 'never',
    telemetry: false,
    // "Ask AI" and "Generate MCP" hand the document to Scalar's hosted services; shown on localhost by default.
    agent: { disabled: true },
    mcp: { disabled: true },
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leadline API 1.0 — OpenAPI: ${current}</title></head>
<body>
<script id="api-reference" data-configuration='${configuration.replaceAll("'", '&#39;')}'></script>
<script src="${scriptUrl}"></script>
</body></html>
`;
}

let bundle: Promise<Buffer> | undefined;

/** The standalone bundle (about 4 MB), read once on first request. */
export function scalarBundle(): Promise<Buffer> {
  bundle ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
    return readFile(join(dirname(entry), 'browser', 'standalone.js'));
  })();
  return bundle;
}
