import type { FieldType, Operation } from '@leadline/core';
import {
  type ColumnDescription,
  type EndpointGroupDescription,
  endpointsByOwner,
  type ParamDescription,
  type ResourceDescription,
} from './describe.ts';

export const GENERATED_HEADER =
  '// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.\n' +
  '// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.\n';

const OPERATION_SUFFIX: Record<Operation, string> = {
  list: 'ListParams',
  build: 'BuildParams',
  create: 'CreateParams',
  show: 'ShowParams',
  update: 'UpdateParams',
  destroy: 'DestroyParams',
};

/** `src/generated/resources.ts`: record and parameter types per resource, and the accessor table. */
export function renderTypes(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[] = [],
): string {
  const body = [
    ...resources.map(renderResource),
    renderTypeMap(resources),
    renderAccessorTable(resources),
    renderEndpointParams(resources, groups),
  ];
  const used = ['Json', 'JsonObject', 'ListParamsBase', 'ShowParamsBase'].filter((name) =>
    body.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
  );
  const imports = used.length ? `import type { ${used.join(', ')} } from '../types.js';\n` : '';
  const uploads = body.some((text) => /\bUploadable\b/.test(text))
    ? "import type { Uploadable } from '../uploads.js';\n"
    : '';
  return [GENERATED_HEADER, imports + uploads, ...body].join('\n');
}

/**
 * `EndpointParams['leads']['submit']`: the parameters of every hand-written endpoint of every
 * resource and group, from its declaration (path parameters are the method's arguments).
 */
function renderEndpointParams(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[],
): string {
  const lines = [
    '/** Parameters of every hand-written endpoint, by resource (or group) and endpoint name. */',
    'export interface EndpointParams {',
  ];
  for (const [owner, endpoints] of endpointsByOwner(resources, groups)) {
    lines.push(`  ${owner}: {`);
    for (const e of endpoints) {
      const params = e.params ?? [];
      if (!params.length) {
        lines.push(`    ${e.name}: Record<string, never>;`);
        continue;
      }
      lines.push(`    ${e.name}: {`);
      for (const p of params) {
        lines.push(...docLines(p.description, '      '));
        const t = p.type === 'file' ? 'Uploadable' : valueType(p.type, p.values, 'in');
        lines.push(`      ${p.name}${p.required ? '' : '?'}: ${t};`);
      }
      lines.push('    };');
    }
    lines.push('  };');
  }
  lines.push('}', '');
  return [...lines, ...renderEndpointPathParams(resources, groups)].join('\n');
}

/** `EndpointPathParams['datasets']['calls']['stat']`: what each path parameter takes, for the methods' arguments. */
function renderEndpointPathParams(
  resources: readonly ResourceDescription[],
  groups: readonly EndpointGroupDescription[],
): string[] {
  const lines = [
    '/** Path parameters of every hand-written endpoint that has some, by resource (or group) and endpoint name. */',
    'export interface EndpointPathParams {',
  ];
  for (const [owner, endpoints] of endpointsByOwner(resources, groups)) {
    const withPath = endpoints.filter((e) => e.pathParams?.length);
    if (!withPath.length) continue;
    lines.push(`  ${owner}: {`);
    for (const e of withPath) {
      lines.push(`    ${e.name}: {`);
      for (const p of e.pathParams!) {
        lines.push(...docLines(p.description, '      '));
        const t = p.type === 'file' ? 'never' : valueType(p.type, p.values, 'in');
        lines.push(`      ${p.name}: ${t};`);
      }
      lines.push('    };');
    }
    lines.push('  };');
  }
  lines.push('}', '');
  return lines;
}

function renderResource(r: ResourceDescription): string {
  const t = r.typeName;
  const lines = [
    doc(`${r.title}: ${r.description}`, ''),
    `export interface ${t} {`,
    ...r.columns.flatMap((c) => [...docLines(c.description, '  '), `  ${c.name}: ${columnType(c)};`]),
    '}',
    '',
    `export type ${t}Column = keyof ${t};`,
    '',
  ];
  for (const op of r.operations) {
    const params = r.params[op] ?? [];
    const name = `${t}${OPERATION_SUFFIX[op]}`;
    const base =
      op === 'list'
        ? ` extends ListParamsBase<${t}Column>`
        : op === 'show'
          ? ` extends ShowParamsBase<${t}Column>`
          : '';
    const members = params.flatMap((p) => [
      ...docLines(p.description, '  '),
      `  ${p.name}${p.required ? '' : '?'}: ${paramType(p)};`,
    ]);
    if (op === 'list') {
      members.unshift(`  order?: ${r.sortable.map(quote).join(' | ')};`);
    }
    if (members.length === 0 && !base) {
      lines.push(`export type ${name} = Record<string, never>;`, '');
    } else {
      lines.push(`export interface ${name}${base} {`, ...members, '}', '');
    }
  }
  return lines.join('\n');
}

/** `ResourceTypes['buyer_fleets']` holds everything the generic resource class needs to type a resource. */
function renderTypeMap(resources: readonly ResourceDescription[]): string {
  const lines = [
    '/** Record and parameter types of every resource, by plural name. */',
    'export interface ResourceTypes {',
  ];
  for (const r of resources) {
    const t = r.typeName;
    const ops = new Set(r.operations);
    const of = (op: Operation) => (ops.has(op) ? `${t}${OPERATION_SUFFIX[op]}` : 'never');
    lines.push(
      `  ${r.plural}: {`,
      `    record: ${t};`,
      `    column: ${t}Column;`,
      `    operations: ${r.operations.map(quote).join(' | ')};`,
      ...(['list', 'build', 'create', 'show', 'update', 'destroy'] as const).map(
        (op) => `    ${op}: ${of(op)};`,
      ),
      '  };',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** The runtime table the client builds its resource objects from. */
function renderAccessorTable(resources: readonly ResourceDescription[]): string {
  const lines = [
    '/** Every resource: its client accessor, wire names and declared operations. */',
    'export const RESOURCES = {',
  ];
  for (const r of resources) {
    lines.push(
      `  ${r.accessor}: { plural: ${quote(r.plural)}, name: ${quote(r.name)}, operations: [${r.operations.map(quote).join(', ')}] },`,
    );
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}

function columnType(c: ColumnDescription): string {
  const base = c.literal ? quote(c.literal) : valueType(c.type, c.values, 'out');
  return c.nullable ? `${base} | null` : base;
}

function paramType(p: ParamDescription): string {
  let t = valueType(p.type, p.values, 'in');
  if (p.many) t = `${wrap(t)} | ${wrap(t)}[]`;
  return p.nullable ? `${t} | null` : t;
}

/** The TypeScript type of a value: as sent (`in`, times may be Dates) or as received (`out`). */
export function valueType(
  type: FieldType,
  values: readonly string[] | undefined,
  direction: 'in' | 'out',
): string {
  switch (type) {
    case 'string':
    case 'text':
    case 'phone':
      return 'string';
    case 'enum':
      return values?.length ? values.map(quote).join(' | ') : 'string';
    case 'integer':
    case 'decimal':
    case 'ref':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'time':
      return direction === 'in' ? 'string | Date' : 'string';
    case 'json':
      return direction === 'in' ? 'JsonObject | Json[]' : 'Json';
    case 'strings':
      return values?.length ? `(${values.map(quote).join(' | ')})[]` : 'string[]';
    case 'integers':
    case 'refs':
      return 'number[]';
  }
}

const wrap = (t: string) => (t.includes(' ') ? `(${t})` : t);
export const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function docLines(text: string | undefined, indent: string): string[] {
  if (!text) return [];
  return [`${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */`];
}

const doc = (text: string, indent: string) => docLines(text, indent).join('\n');
