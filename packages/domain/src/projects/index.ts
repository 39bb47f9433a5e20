export * from './dates.js';
export * from './project-form.js';
export * from './project-messages.js';
export * from './status.js';
