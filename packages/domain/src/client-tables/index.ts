export * from './client-members.js';
export * from './client-table-access.js';
export * from './client-table-data.js';
export * from './client-table-design.js';
export * from './client-table-messages.js';
export * from './client-table-rules.js';
