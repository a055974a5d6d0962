export * from './number-insertion.js';
