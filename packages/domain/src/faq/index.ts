export * from './faq-asking.js';
export * from './faq-filters.js';
export * from './faq-permissions.js';
export * from './faq-texts.js';
export * from './faq-validation.js';
