export { answersModule } from './manifest.js';
