import { lazyNamed } from '../../lib/lazy-named';

export { importUsers } from './imports-access';
export { IMPORTS_PATHS } from './imports-paths';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./imports-pages');
export const ImportManagePage = lazyNamed(pages, 'ImportManagePage');
export const ImportProgressPage = lazyNamed(pages, 'ImportProgressPage');
export const ImportQuestionsPage = lazyNamed(pages, 'ImportQuestionsPage');
export const ImportUploadPage = lazyNamed(pages, 'ImportUploadPage');
export const MyUploadsPage = lazyNamed(pages, 'MyUploadsPage');
