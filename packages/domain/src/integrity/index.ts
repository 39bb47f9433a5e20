export * from './integrity-settings.js';
