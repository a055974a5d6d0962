import type { AdminTableExporter } from '../generated/resources.js';
import { type RecordId, Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

export interface WaitForExportOptions {
  /** Between looks at the exporter's progress (default 500 ms). */
  pollMs?: number;
  /** Called with the exporter after each look. */
  onProgress?: (exporter: AdminTableExporter) => void;
  signal?: AbortSignal;
}

/**
 * `client.adminTableExporters`: a table exported to CSV by a background job;
 * wait for it with its progress, then download it.
 *
 * @example
 *   const e = await client.adminTableExporters.create({ data_type: 'calls' });
 *   await client.adminTableExporters.waitUntilDone(e.id);
 *   const csv = await client.adminTableExporters.download(e.id);
 */
export class AdminTableExporters extends Resource<'admin_table_exporters'> {
  /** GET /admin_table_exporters/:id/download: the CSV written so far (or one chunk), as text. */
  async download(id: RecordId, params: { chunk?: number } = {}, options?: RequestOptions): Promise<string> {
    const body = await this.request<unknown>(
      { method: 'GET', path: `${this.path(id)}/download`, query: params },
      options,
    );
    return typeof body === 'string' ? body : JSON.stringify(body);
  }

  /** Polls the exporter until every chunk is written (succeeded_at set); resolves with it. */
  async waitUntilDone(id: RecordId, options: WaitForExportOptions = {}): Promise<AdminTableExporter> {
    for (;;) {
      const exporter = await this.show(id, {}, { signal: options.signal });
      options.onProgress?.(exporter);
      if (exporter.succeeded_at) return exporter;
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
      options.signal?.throwIfAborted();
    }
  }
}
