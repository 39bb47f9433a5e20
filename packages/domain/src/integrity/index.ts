export * from './consensus.js';
export * from './integrity-rules.js';
export * from './integrity-settings.js';
export * from './receipt-digest.js';
export * from './receipt-verdict.js';
export * from './sealed-answers.js';
export * from './winner-sensitivity.js';
