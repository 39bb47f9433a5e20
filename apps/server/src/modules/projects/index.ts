export { projectsModule } from './manifest.js';
