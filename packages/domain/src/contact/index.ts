export * from './contact-forms.js';
