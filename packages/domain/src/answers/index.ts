export * from './answer-editing.js';
export * from './answer-progress.js';
export * from './answer-reuse.js';
export * from './answer-rules.js';
export * from './answer-similarity.js';
export * from './answer-types.js';
export * from './product-deadline.js';
export * from './submission-receipt.js';
