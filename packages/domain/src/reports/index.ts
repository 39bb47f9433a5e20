export * from './procedure-report.js';
export * from './report-requests.js';
