/**
 * `@leadline/core/csv-phone`: what the CLI's remote commands share with the engine (CSV
 * batching, phone checks) without loading the engine, its database drivers or kysely.
 */
export { CsvError, csvBatches, csvLineBatches, detectDelimiter } from './csv/csv-splitter.js';
export { looksLikePhone } from './csv/sniff.js';
export { type Normalized, normalizeNumber, type RejectReason } from './phone/normalize.js';
