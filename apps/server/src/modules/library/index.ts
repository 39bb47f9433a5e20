// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './library.graphql.js';

export { findLibraryQuestions, type LibraryQuestionRow } from './library-access.js';
export { insertLibraryQuestion, insertLibraryQuestions } from './library-commands.js';
export { groupOf, linkedQuestions, loadGroupTree, subtreeOf } from './library-group-tree.js';
export { loadQuestionView } from './library-views.js';
export { libraryModule } from './manifest.js';
