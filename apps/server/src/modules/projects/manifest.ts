import type { ModuleManifest } from '../../core/extensions/index.js';
import { projectPeopleIssues } from './project-issues.js';

export const projectsModule: ModuleManifest = {
  name: 'projects',
  register: (points) => points.projectIssueChecks.register(projectPeopleIssues, { order: 100 }),
};
