import { Readable } from 'node:stream';
import type { ApiRecord } from '@leadline/core';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v;

/**
 * Streams records as CSV. The first record is read before the response
 * starts, so a bad parameter still answers a JSON 422 rather than a broken file.
 */
export async function sendCsv(
  reply: FastifyReply,
  filename: string,
  records: AsyncGenerator<ApiRecord>,
  emptyColumns: () => string[],
): Promise<FastifyReply> {
  const first = await records.next();
  const columns = first.done ? emptyColumns() : Object.keys(first.value);
  async function* rows() {
    if (!first.done) yield columns.map((c) => cell(first.value[c]));
    for await (const r of records) yield columns.map((c) => cell(r[c]));
  }
  const csv = Readable.from(rows()).pipe(stringify({ header: true, columns }));
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}.csv"`);
  return reply.send(csv);
}
