import { lazyNamed } from '../../lib/lazy-named';

export { projectPeople } from './page/project-people';
export { QUESTION_STATUS_COLORS, QUESTION_STATUS_LABELS } from './page/question-status';
export { DeleteProjectQuestionDocument, ProjectQuestionnaireDocument } from './page/questionnaire-documents';
export { QuestionnaireEditor } from './page/questionnaire-editor';
export type { Questionnaire } from './page/questionnaire-model';
export { buildQuestion, buildQuestionnaire, buildSection } from './page/questions-test-kit';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./questions-pages');
export const ProjectQuestionsPage = lazyNamed(pages, 'ProjectQuestionsPage');
