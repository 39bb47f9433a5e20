import { type ModuleManifest, unregisterAll } from '../../core/extensions/index.js';
import { answerFileRule, questionAttachmentRule } from './answer-files.js';
import { noticeAnsweringOpen } from './answering-open.js';

export const answersModule: ModuleManifest = {
  name: 'answers',
  register: (points) =>
    unregisterAll([
      points.projectStatusHooks.register(noticeAnsweringOpen, { order: 100 }),
      points.fileReadRules.register(answerFileRule, { order: 100 }),
      points.fileReadRules.register(questionAttachmentRule, { order: 200 }),
    ]),
};
