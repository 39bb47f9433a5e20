export { templatesModule } from './manifest.js';
