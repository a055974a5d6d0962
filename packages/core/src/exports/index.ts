export * from './csv-line.js';
export * from './export-download.js';
export * from './exporter-resource.js';
export * from './table-export-job.js';
