// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './imports.graphql.js';

export { insertImportDraft } from './import-draft.js';
export { workImportJobs } from './import-job.js';
export { registerImportRoutes } from './imports.routes.js';
export { importsModule } from './manifest.js';
export { importQuestionsSample, parseQuestionWorkbook } from './parse/index.js';
