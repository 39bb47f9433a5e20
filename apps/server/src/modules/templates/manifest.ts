import type { ModuleManifest } from '../../core/extensions/index.js';
import { templateFileRule } from './template-file-rule.js';

export const templatesModule: ModuleManifest = {
  name: 'templates',
  register: (points) => points.fileReadRules.register(templateFileRule, { order: 600 }),
};
