export { faqModule } from './manifest.js';
