import type { Leadline, ListPage, ListPromise } from '@leadline/sdk';
import type { ResourceMetadata } from '@leadline/sdk/metadata';
import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { note, type Output, printRecord, printRecords } from '../util/output.js';
import { ask, canPrompt, confirm, type Unattended } from '../util/prompts.js';
import {
  attributeOf,
  COMMON_LIST_FLAGS,
  flaggedParams,
  paramsFromFlags,
  tableColumns,
} from '../util/resource-flags.js';

export type ResourceOptions = Output & Unattended & ServerFlags & Record<string, unknown>;

type Row = Record<string, unknown>;

/** The SDK's resource object for a resource picked at run time; the CLI passes flags through untyped. */
interface AnyResource {
  list(params: Row): ListPromise<Row>;
  build(params: Row): Promise<Row>;
  create(params: Row): Promise<Row>;
  show(id: string, params: Row): Promise<Row>;
  update(id: string, params: Row): Promise<Row>;
  destroy(id: string, params: Row): Promise<Row>;
}

async function resourceOf(resource: ResourceMetadata, options: ResourceOptions): Promise<AnyResource> {
  const client: Leadline = await apiClient(options);
  return client.resource(resource.plural as 'buyers') as unknown as AnyResource;
}

/** `leadline <resource> list`: one page as a table (or JSON); --all follows every page, --limit as many as it takes. */
export async function listRecords(resource: ResourceMetadata, options: ResourceOptions): Promise<void> {
  const api = await resourceOf(resource, options);
  const params: Row = paramsFromFlags(options, flaggedParams(resource.params.list));
  for (const [, param] of COMMON_LIST_FLAGS) {
    const value = options[attributeOf(param)];
    if (value !== undefined) params[param] = value;
  }
  const columns = typeof params.columns === 'string' ? params.columns.split(',') : tableColumns(resource);
  await callApi(options, async () => {
    if (options.all || options.limit !== undefined) {
      const records: Row[] = [];
      if (options.limit !== undefined) {
        const limit = Number(options.limit);
        // As few requests as the limit allows, unless the pages were sized by hand.
        const sized = params.per_page === undefined ? { ...params, per_page: Math.min(limit, 1000) } : params;
        records.push(...(await api.list(sized).toArray({ limit })));
      } else {
        for await (const record of api.list(params)) records.push(record);
      }
      printRecords(options, records, columns);
      note(options, `${records.length} ${resource.plural}`);
      return;
    }
    const page = await api.list(params);
    printRecords(options, page.data, columns);
    note(options, footer(page));
  });
}

/** "25 of 1000 · next page: --cursor 975" */
function footer(page: ListPage<Row>): string {
  const { total_count, total_count_capped, next_cursor, cursor, page: number } = page.metadata;
  const total = `${total_count}${total_count_capped ? '+' : ''}`;
  const next = page.nextPageParams();
  if (!next) return `${page.data.length} of ${total}`;
  const how = cursor !== null ? `--cursor ${next_cursor}` : `--page ${(number ?? 1) + 1}`;
  return `${page.data.length} of ${total} · next page: ${how} (or --all)`;
}

export async function showRecord(resource: ResourceMetadata, id: string, options: ResourceOptions) {
  const api = await resourceOf(resource, options);
  const params = typeof options.columns === 'string' ? { columns: options.columns } : {};
  printRecord(options, await callApi(options, () => api.show(id, params)));
}

export async function buildRecord(resource: ResourceMetadata, options: ResourceOptions) {
  const api = await resourceOf(resource, options);
  const params = paramsFromFlags(options, flaggedParams(resource.params.build));
  printRecord(options, await callApi(options, () => api.build(params)));
}

/** Asks for each required field the flags left out, at a terminal only; otherwise the server's 422 names them. */
export async function createRecord(resource: ResourceMetadata, options: ResourceOptions) {
  const api = await resourceOf(resource, options);
  const params = paramsFromFlags(options, flaggedParams(resource.params.create));
  if (canPrompt(options)) {
    for (const p of resource.params.create ?? []) {
      if (p.required && params[p.name] === undefined) params[p.name] = await ask(`${p.name}:`);
    }
  }
  printRecord(options, await callApi(options, () => api.create(params)));
}

export async function updateRecord(resource: ResourceMetadata, id: string, options: ResourceOptions) {
  const api = await resourceOf(resource, options);
  const params = paramsFromFlags(options, flaggedParams(resource.params.update));
  if (Object.keys(params).length === 0) {
    throw new ExitError(
      `Nothing to update: pass field flags or --data (leadline ${resource.plural} update --help)`,
      2,
    );
  }
  printRecord(options, await callApi(options, () => api.update(id, params)));
}

/** Asks before deleting at a terminal; elsewhere (scripts, CI, --json) only --yes destroys. */
export async function destroyRecord(resource: ResourceMetadata, id: string, options: ResourceOptions) {
  const api = await resourceOf(resource, options);
  const params = paramsFromFlags(options, flaggedParams(resource.params.destroy));
  if (!options.yes) {
    if (!canPrompt(options)) {
      throw new ExitError(
        `Not destroyed: pass --yes to destroy ${resource.name} ${id} without being asked`,
        2,
      );
    }
    if (!(await confirm(`Destroy ${resource.name} ${id}?`))) throw new ExitError('Not destroyed', 1);
  }
  printRecord(options, await callApi(options, () => api.destroy(id, params)));
}
