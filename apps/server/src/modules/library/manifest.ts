import type { ModuleManifest } from '../../core/extensions/index.js';
import { libraryFileRule } from './library-file-rule.js';

export const libraryModule: ModuleManifest = {
  name: 'library',
  register: (points) => points.fileReadRules.register(libraryFileRule, { order: 500 }),
};
