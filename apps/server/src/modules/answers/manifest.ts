import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { answerFileRule, questionAttachmentRule } from './answer-files.js';
import { noticeAnsweringOpen } from './answering-open.js';
import { answerFigures, scoringFigures } from './requests/answer-figures.js';

export const answersModule: ModuleManifest = {
  name: 'answers',
  register: (points) =>
    unregisterAll([
      points.projectStatusHooks.register(noticeAnsweringOpen, { order: 100 }),
      points.dashboardSources.register({ answers: answerFigures, scoring: scoringFigures }, { order: 300 }),
      points.fileReadRules.register(answerFileRule, { order: 100 }),
      points.fileReadRules.register(questionAttachmentRule, { order: 200 }),
    ]),
};
