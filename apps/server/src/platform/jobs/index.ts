export { createInProcessScheduler, type JobScheduler } from './jobs.js';
