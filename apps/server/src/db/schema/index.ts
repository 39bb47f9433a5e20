export * from './accounts.js';
export * from './admin.js';
export * from './files.js';
export * from './notifications.js';
export * from './suppliers.js';
export * from './billing.js';
export * from './projects.js';
export * from './templates.js';
