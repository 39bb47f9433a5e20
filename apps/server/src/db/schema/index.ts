export * from './accounts.js';
export * from './admin.js';
export * from './files.js';
