export * from './report-requests.js';
