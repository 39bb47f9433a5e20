export { registerFileRoutes } from './files.routes.js';
export { attachmentNamed, downloadViewer, sendSpreadsheet } from './spreadsheet-download.js';
export { type FileRow, findOwnUpload, openUploadedSpreadsheet } from './uploaded-spreadsheet.js';
