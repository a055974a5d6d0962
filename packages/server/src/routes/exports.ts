import { Readable } from 'node:stream';
import { exportDownload, invalidParam, type Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/** GET /admin_table_exporters/:id/download: the CSV the export job wrote, streamed. */
export function registerExportRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('admin_table_exporters')) return;
  const exporters = leadline.resource('admin_table_exporters');
  declaredRoutes(app, exporters.def)<{ Params: { id: string } }>('download', async (request, reply) => {
    const raw = request.input.chunk;
    let chunk: number | undefined;
    if (raw !== undefined && raw !== '') {
      chunk = Number(raw);
      if (!Number.isInteger(chunk) || chunk < 0)
        throw invalidParam('chunk', 'Must be a whole number of at least 0');
    }
    const file = await exportDownload(
      leadline.database.db,
      leadline.jobs.files,
      exporters,
      (p) => leadline.resource(p),
      tenantOf(request),
      request.params.id,
      chunk,
    );
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${file.filename}.csv"`);
    return reply.send(Readable.from(file.body));
  });
}
