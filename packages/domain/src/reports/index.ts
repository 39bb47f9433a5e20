export * from './open-contracting.js';
export * from './procedure-report.js';
export * from './report-requests.js';
