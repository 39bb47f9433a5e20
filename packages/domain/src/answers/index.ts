export * from './answer-editing.js';
export * from './answer-progress.js';
export * from './answer-rules.js';
export * from './answer-types.js';
