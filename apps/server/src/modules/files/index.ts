export { FILE_TYPES } from './file-types.js';
export { registerFileRoutes } from './files.routes.js';
export { attachmentNamed, downloadViewer, sendSpreadsheet } from './spreadsheet-download.js';
export { discardUploads, type FileRecord } from './store-upload.js';
export { type FileRow, findOwnUpload, openUploadedSpreadsheet } from './uploaded-spreadsheet.js';
