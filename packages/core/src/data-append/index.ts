export * from './data-append-service.js';
