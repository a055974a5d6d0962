import type { CommonListParam, EndpointValue } from '@leadline/core';
import {
  type EndpointGroupDescription,
  endpointsByOwner,
  type ResourceDescription,
  type RouteDescription,
} from './describe.ts';
import { docLines, GENERATED_HEADER, quote, valueType } from './render-types.ts';

/**
 * `src/generated/answers.ts`: the success body of every hand-written endpoint,
 * typed from its declared response, so the SDK's answer types are read from
 * core's declarations rather than copied (`EndpointAnswers['calls']['stats']`).
 */
export function renderAnswers(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[],
): string {
  const typeOf = new Map(resources.map((r) => [r.plural, r.typeName]));
  const lines = [
    '/** The success body of every hand-written endpoint, by resource (or group) and endpoint name. */',
    'export interface EndpointAnswers {',
  ];
  // An answer declared like an earlier one is typed as that one, so the file says each shape once.
  const seen = new Map<string, string>();
  for (const [owner, endpoints] of endpointsByOwner(resources, groups)) {
    lines.push(`  ${owner}: {`);
    for (const e of endpoints) {
      const body = bodyType(e, typeOf.get(e.response!.resource ?? owner), '    ');
      const same = body.length > 80 ? seen.get(body) : undefined;
      lines.push(`    ${e.name}: ${same ?? body};`);
      if (!same) seen.set(body, `EndpointAnswers[${quote(owner)}][${quote(e.name)}]`);
    }
    lines.push('  };');
  }
  lines.push('}', '');
  const body = lines.join('\n');
  const types = [...typeOf.values()].filter((t) => new RegExp(`\\b${t}\\b`).test(body));
  const imports = [
    ...(types.length ? [`import type { ${types.sort().join(', ')} } from './resources.js';`] : []),
    `import type { ${['Json', 'ListMetadata'].filter((t) => body.includes(t)).join(', ')} } from '../types.js';`,
  ];
  return [GENERATED_HEADER, `${imports.join('\n')}\n`, body].join('\n');
}

function bodyType(route: RouteDescription, record: string | undefined, indent: string): string {
  const r = route.response!;
  if (r.xml) return 'string';
  const keys: string[] = [];
  if (r.holds === 'list') {
    keys.push(`${r.root}: ${record}[];`, 'metadata: ListMetadata;');
    return object(keys, indent);
  }
  if (!r.bare) keys.push('status: number;', 'errors: Record<string, string[]>;');
  const holds =
    r.holds === 'record'
      ? record!
      : r.holds === 'records'
        ? `${record}[]`
        : answerType(r.holds, `${indent}  `);
  const dynamic = r.root.startsWith(':');
  if (!dynamic) keys.push(`${r.root}: ${holds};`);
  for (const [name, v] of Object.entries(r.fields ?? {})) keys.push(...member(name, v, `${indent}  `));
  if (r.holds === 'record') keys.push('checksum: string;');
  const metadata = [
    `root: ${dynamic ? 'string' : quote(r.root)};`,
    ...(r.holds === 'records' ? ['total_count: number;'] : []),
    ...Object.entries(r.metadata ?? {}).flatMap(([name, v]) => member(name, v, `${indent}    `)),
  ];
  keys.push(`metadata: ${object(metadata, `${indent}  `)};`);
  // The answer is under a key the path names (GET /collections/:type).
  return dynamic ? `${object(keys, indent)} & { [root: string]: ${holds} }` : object(keys, indent);
}

function member(name: string, v: EndpointValue, indent: string): string[] {
  return [...docLines(v.description, ''), `${name}${v.optional ? '?' : ''}: ${answerType(v, indent)};`];
}

/** The TypeScript type of a declared answer value, as received. */
function answerType(v: EndpointValue, indent: string): string {
  let t: string;
  if (v.type === 'object' && v.entries) {
    const entry = answerType(v.entries, indent);
    t = v.values?.length
      ? `Partial<Record<${v.values.map(quote).join(' | ')}, ${entry}>>`
      : `Record<string, ${entry}>`;
  } else if (v.type === 'object' || v.type === 'objects') {
    const members = Object.entries(v.properties ?? {}).flatMap(([name, p]) => member(name, p, `${indent}  `));
    t = members.length ? object(members, indent) : 'Record<string, Json>';
    if (v.type === 'objects') t = `${t}[]`;
  } else if (v.type === 'array') {
    t = `${wrap(answerType(v.entries!, indent))}[]`;
  } else {
    t = valueType(v.type, v.values, 'out');
  }
  return v.nullable ? `${t} | null` : t;
}

function object(members: readonly string[], indent: string): string {
  return `{\n${members.map((m) => `${indent}  ${m}`).join('\n')}\n${indent}}`;
}

const wrap = (t: string) => (/[ |&]/.test(t) && !t.startsWith('{') ? `(${t})` : t);

/**
 * `src/generated/list-params.ts`: `ListParamsBase`, the list parameters every
 * resource takes, and `ListMetadata`, a list page's metadata, from core's
 * declarations of them. `order` is left to each resource (its sortable
 * columns) and `root` out (the client reads the envelope).
 */
export function renderListParamsBase(
  common: readonly CommonListParam[],
  metadata: Readonly<Record<string, EndpointValue>>,
): string {
  const members = common
    .filter((p) => p.name !== 'order' && p.name !== 'root')
    .flatMap((p) => [...docLines(p.doc, '  '), `  ${p.name}?: ${commonParamType(p)};`]);
  return [
    GENERATED_HEADER,
    '/**',
    ' * The list parameters every resource takes (spec 2.2). Paging: pass `cursor`',
    ' * (-1 to start) or `page`; leave both out and iteration uses cursors.',
    ' */',
    'export interface ListParamsBase<Column extends string> {',
    ...members,
    '}',
    '',
    "/** The list envelope's `metadata`. */",
    'export interface ListMetadata {',
    ...Object.entries(metadata).flatMap(([name, v]) => member(name, v, '').map((line) => `  ${line}`)),
    '}',
    '',
  ].join('\n');
}

function commonParamType(p: CommonListParam): string {
  if (p.name === 'columns') return 'readonly Column[]';
  const t = valueType(p.type, p.values, 'in');
  return t.endsWith('[]') ? `readonly ${t}` : t;
}
