import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { questionnaireApprovers } from './question-approvers.js';
import { questionFigures, questionnaireIssueCheck } from './question-issues.js';
import { applyTemplateQuestionnaire, copyQuestionnaire } from './questionnaire-copiers.js';

export const questionsModule: ModuleManifest = {
  name: 'questions',
  register: (points) =>
    unregisterAll([
      points.projectIssueChecks.register(questionnaireIssueCheck, { order: 200 }),
      points.dashboardSources.register({ questions: questionFigures }, { order: 100 }),
      // First: the sections and questions, whose new ids later copiers read.
      points.projectCopiers.register(copyQuestionnaire, { order: 100 }),
      points.templateAppliers.register(applyTemplateQuestionnaire, { order: 100 }),
      points.questionApprovers.register(questionnaireApprovers, { order: 100 }),
    ]),
};
