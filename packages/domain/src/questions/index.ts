export * from './group-rules.js';
export * from './keyword-filter.js';
export * from './project-question-form.js';
export * from './question-definition.js';
export * from './question-messages.js';
export * from './question-permissions.js';
export * from './question-types.js';
export * from './section-rules.js';
