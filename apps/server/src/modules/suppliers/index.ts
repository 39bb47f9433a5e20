export { suppliersModule } from './manifest.js';
