import { lazyNamed } from '../../lib/lazy-named';

export { LibraryQuestionBrowser } from './browser/library-question-browser';
export { libraryUsers } from './library-access';
export {
  CopyLibraryGroupToSectionDocument,
  CopyLibraryQuestionsToSectionDocument,
  QuestionGroupsDocument,
} from './library-documents';
export { flattenGroups, indentedName, type LibraryQuestion } from './library-model';
export { LIBRARY_PATHS } from './library-paths';
export { buildGroup, buildLibraryQuestion, groupsMock, questionsMock } from './library-test-kit';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./library-pages');
export const LibraryPage = lazyNamed(pages, 'LibraryPage');
