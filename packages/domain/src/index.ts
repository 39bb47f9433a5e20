export * from './access.js';
export * from './constants.js';
export * from './enums.js';
export * from './messages.js';
export * from './privileges.js';
export * from './validation/accounts.js';
export * from './validation/fields.js';
