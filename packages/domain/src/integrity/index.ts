export * from './integrity-settings.js';
export * from './sealed-answers.js';
