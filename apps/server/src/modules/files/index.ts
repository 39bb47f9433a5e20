export { registerFileRoutes } from './files.routes.js';
export { downloadViewer, sendSpreadsheet } from './spreadsheet-download.js';
export { type FileRow, findOwnUpload, openUploadedSpreadsheet } from './uploaded-spreadsheet.js';
