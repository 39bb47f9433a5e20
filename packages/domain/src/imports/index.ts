export * from './import-rules.js';
