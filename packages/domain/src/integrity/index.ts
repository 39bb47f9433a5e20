export * from './integrity-settings.js';
export * from './receipt-digest.js';
export * from './receipt-verdict.js';
