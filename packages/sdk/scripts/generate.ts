// Writes the SDK's generated files from the resource declarations in @leadline/core.
// Run it with `pnpm --filter @leadline/sdk generate`; test/generated.test.ts fails when
// the committed files are not what this produces.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASE_COLUMN_SPECS,
  CATALOG,
  COMMON_LIST_PARAM_SPECS,
  ENDPOINT_GROUPS,
  type EndpointGroup,
  ERROR_CATALOG,
  FIELD_TYPES,
  LIST_METADATA_VALUES,
  type ResourceDefinition,
} from '@leadline/core';
import { describeCatalog, describeEndpointGroup } from './describe.ts';
import { renderAnswers, renderListParamsBase } from './render-answers.ts';
import { renderBaseColumns, renderErrors, renderValueTypes } from './render-errors.ts';
import { renderMetadata } from './render-metadata.ts';
import { renderTypes } from './render-types.ts';

export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Generated files by path relative to the package root. */
export function generate(
  catalog: readonly ResourceDefinition[] = CATALOG,
  groups: readonly EndpointGroup[] = ENDPOINT_GROUPS,
): Record<string, string> {
  const resources = describeCatalog(catalog);
  const endpointGroups = groups.map(describeEndpointGroup);
  return {
    'src/generated/resources.ts': renderTypes(resources, endpointGroups),
    'src/generated/answers.ts': renderAnswers(resources, endpointGroups),
    'src/generated/list-params.ts': renderListParamsBase(COMMON_LIST_PARAM_SPECS, LIST_METADATA_VALUES),
    'src/generated/metadata.ts': renderMetadata(resources, endpointGroups, COMMON_LIST_PARAM_SPECS),
    'src/generated/errors.ts': renderErrors(ERROR_CATALOG),
    'src/generated/base-columns.ts': renderBaseColumns(BASE_COLUMN_SPECS),
    'src/generated/value-types.ts': renderValueTypes(FIELD_TYPES),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [path, content] of Object.entries(generate())) {
    const target = join(PACKAGE_ROOT, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    process.stdout.write(`wrote ${path}\n`);
  }
}
