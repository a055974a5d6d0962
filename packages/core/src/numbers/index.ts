export * from './phone-number-resource.js';
