// Loading the module defines its GraphQL types on the shared builder (graphql/schema.ts loads every module).
import './questions.graphql.js';

export { questionsModule } from './manifest.js';
export { withOptionIds } from './option-ids.js';
export { positionAfterLast } from './positions.js';
export {
  assertAllowed,
  findQuestion,
  findQuestionnaireProject,
  findSection,
  findSectionAdderProject,
  type QuestionnaireProject,
  type SectionContext,
  sectionRights,
} from './question-access.js';
export { adoptAttachments, hasAttachment } from './question-attachments.js';
export { QuestionDefinitionInput, QuestionDefinitionRef, QuestionTypeEnum } from './question-definition.graphql.js';
export { ProjectSectionRef, QuestionStatusEnum } from './question-objects.graphql.js';
export { tenantAttachments } from './question-references.js';
export { copyDraftQuestionnaire } from './questionnaire-copiers.js';
export { readQuestionnaire } from './questionnaire-copy.js';
export { loadSection } from './questionnaire-queries.js';
