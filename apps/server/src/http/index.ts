export { buildServer } from './server.js';
