export { AttachedFileRow } from './attached-file-row';
export { fileDownloadUrl, type UploadedFile, uploadFile } from './upload-file';
export { UploadFilesControl } from './upload-files-control';
export { chooseFiles, stubUploads } from './upload-test-kit';
export { useUploadQueue } from './use-upload-queue';
