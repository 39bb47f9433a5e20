export { registerFileReadRule } from './files.policy.js';
export { registerFileRoutes } from './files.routes.js';
export { downloadViewer, sendSpreadsheet } from './spreadsheet-download.js';
export { findOwnUpload, openUploadedSpreadsheet, type FileRow } from './uploaded-spreadsheet.js';
