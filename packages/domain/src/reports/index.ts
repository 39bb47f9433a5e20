export * from './open-contracting.js';
export * from './report-requests.js';
