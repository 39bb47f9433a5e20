export * from './comparison-rules.js';
