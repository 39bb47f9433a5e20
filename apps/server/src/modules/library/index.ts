export { libraryModule } from './manifest.js';
