export * from './check-create.js';
export * from './csv-splitter.js';
export * from './phone-column.js';
export * from './sniff.js';
export * from './sort-numbers.js';
export * from './upload.js';
