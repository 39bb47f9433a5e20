import type { ModuleManifest } from '../../core/extensions/index.js';
import { importedProjectSource } from './import-destinations.js';

export const importsModule: ModuleManifest = {
  name: 'imports',
  register: (points) => points.importedProjects.register(importedProjectSource),
};
