import type { ParamMetadata, ResourceMetadata, ValueMetadata } from '../src/metadata/types.ts';
import type { ParamDescription, ResourceDescription } from './describe.ts';
import { formatJson } from './format-json.ts';
import { GENERATED_HEADER } from './render-types.ts';

/**
 * `src/generated/metadata.ts`: the declarations as data for tools (the CLI's
 * commands and flags), kept out of the client entry so SDK users do not load
 * it. Each name's type and docs are written once per resource, not once per
 * operation.
 */
export function renderMetadata(resources: readonly ResourceDescription[]): string {
  const data = resources.map(toMetadata);
  return [
    GENERATED_HEADER,
    "import type { ResourceMetadata } from '../metadata/types.js';\n",
    `export const RESOURCE_METADATA: readonly ResourceMetadata[] = ${formatJson(data)};\n`,
  ].join('\n');
}

function toMetadata(r: ResourceDescription): ResourceMetadata {
  // Typed from the column of the same name where there is one, so a filter or field reads like its column.
  const columns = new Map(r.columns.map((c) => [c.name, value(c)]));
  const values: Record<string, ValueMetadata> = {};
  const params: ResourceMetadata['params'] = {};
  for (const op of r.operations) {
    params[op] = (r.params[op] ?? []).map((p) => {
      const own = value(p);
      const known = values[p.name] ?? columns.get(p.name);
      if (!values[p.name]) values[p.name] = known ?? own;
      const same = !known || JSON.stringify(known) === JSON.stringify(own);
      const out: ParamMetadata = { name: p.name, ...(same ? {} : own) };
      if (p.required) out.required = true;
      if (p.nullable) out.nullable = true;
      if (p.many) out.many = true;
      return out;
    });
  }
  return {
    name: r.name,
    plural: r.plural,
    accessor: r.accessor,
    title: r.title,
    description: r.description,
    operations: r.operations,
    softDelete: r.softDelete,
    columns: r.columns.map((c) => c.name),
    sortable: r.sortable,
    values,
    params,
  };
}

function value(v: Pick<ParamDescription, 'type' | 'values' | 'description'>): ValueMetadata {
  return {
    type: v.type,
    ...(v.values ? { values: v.values } : {}),
    ...(v.description ? { description: v.description } : {}),
  };
}
