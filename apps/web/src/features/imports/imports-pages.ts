/** The import pages, loaded together (one chunk) when the route table first opens one of them. */
export { ImportManagePage } from './manage/import-manage-page';
export { ImportProgressPage } from './progress/import-progress-page';
export { ImportQuestionsPage } from './review/import-questions-page';
export { ImportUploadPage } from './upload/import-upload-page';
export { MyUploadsPage } from './uploads/my-uploads-page';
