export { questionsModule } from './manifest.js';
