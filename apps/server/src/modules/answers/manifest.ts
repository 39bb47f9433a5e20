import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { answerFileRule, questionAttachmentRule } from './answer-files.js';
import { noticeAnsweringOpen } from './answering-open.js';
import { refuseEarlyScoring } from './requests/scoring-start.js';

export const answersModule: ModuleManifest = {
  name: 'answers',
  register: (points) =>
    unregisterAll([
      // Before every other hook: a refused move does no other work.
      points.projectStatusHooks.register(refuseEarlyScoring, { order: 50 }),
      points.projectStatusHooks.register(noticeAnsweringOpen, { order: 100 }),
      points.fileReadRules.register(answerFileRule, { order: 100 }),
      points.fileReadRules.register(questionAttachmentRule, { order: 200 }),
    ]),
};
