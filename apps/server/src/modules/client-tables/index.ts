export { clientTablesModule } from './manifest.js';
