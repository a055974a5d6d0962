import {
  type ApiRecord,
  checksum,
  checksumOfJson,
  type ListJson,
  type ListResult,
  type ResourceDefinition,
} from '@leadline/core';
import type { FastifyReply } from 'fastify';

/** One record: `{status, errors, <singular>: {...}, checksum, metadata: {root}}` (domain-notes 3.1). */
export function singleEnvelope(def: Pick<ResourceDefinition, 'name'>, record: ApiRecord, status = 200) {
  return { status, errors: {}, [def.name]: record, checksum: checksum(record), metadata: { root: def.name } };
}

/**
 * Sends the single-record envelope, serialising the record once: that text is
 * both hashed for the checksum and placed in the body.
 */
export function sendSingle(
  reply: FastifyReply,
  def: Pick<ResourceDefinition, 'name'>,
  record: ApiRecord,
  status = 200,
  /** More top-level members, after the record (lead_id for lead posts). */
  extra?: Record<string, unknown>,
  /** More metadata members, after root (the parameters a write left alone). */
  metadata?: Record<string, unknown>,
): FastifyReply {
  return sendRecordJson(reply, def, JSON.stringify(record), status, extra, metadata);
}

/** The single-record envelope around a record already written as JSON text (`showJson`). */
export function sendRecordJson(
  reply: FastifyReply,
  def: Pick<ResourceDefinition, 'name'>,
  json: string,
  status = 200,
  extra?: Record<string, unknown>,
  metadata?: Record<string, unknown>,
): FastifyReply {
  const root = JSON.stringify(def.name);
  const sum = checksumOfJson(json);
  const more = extra ? JSON.stringify(extra).slice(1, -1) : '';
  const meta = metadata && Object.keys(metadata).length ? `,${JSON.stringify(metadata).slice(1, -1)}` : '';
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(
      `{"status":${status},"errors":{},${root}:${json},${more ? `${more},` : ''}"checksum":"${sum}","metadata":{"root":${root}${meta}}}`,
    );
}

/** A list page whose records are JSON text (`listJson`): `{<plural>: [...], metadata}`, or the bare array. */
export function sendListJson(
  reply: FastifyReply,
  def: Pick<ResourceDefinition, 'plural'>,
  page: ListJson,
): FastifyReply {
  const body = page.root
    ? `{${JSON.stringify(def.plural)}:${page.json},"metadata":${JSON.stringify(page.metadata)}}`
    : page.json;
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A list: `{<plural>: [...], metadata}`, or the bare array under root=false. */
export function listEnvelope(def: Pick<ResourceDefinition, 'plural'>, result: ListResult) {
  if (!result.root) return result.records;
  return { [def.plural]: result.records, metadata: result.metadata };
}
