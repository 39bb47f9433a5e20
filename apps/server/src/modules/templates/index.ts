// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './templates.graphql.js';

export { templatesModule } from './manifest.js';
export { createProjectTemplate, type ProjectTemplateInput } from './template-commands.js';
export { ProjectTemplateRef } from './templates.graphql.js';
