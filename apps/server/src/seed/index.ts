export { demoLoginLines, seedDemoData } from './demo.js';
export { ensurePlanCatalogue } from './plans.js';
