import { lazyNamed } from '../../lib/lazy-named';

export { ProjectStatusChip } from './components/project-status-chip';
export { ConflictsNotice } from './conflicts/conflicts-notice';
export { buildProjectRecord, PROJECT_ID, projectMock, renderProjectPage } from './dashboard/dashboard-test-kit';
export { NotInDraft } from './layout/not-in-draft';
export { ProjectLayout } from './layout/project-layout';
export { ProjectSideNav } from './layout/project-side-nav';
export type { ProjectRecord } from './layout/use-project';
export { projectDateLabels, projectTypeLabel } from './project-labels';
export { buySideUsers, canCreateProjects, projectReaders } from './projects-access';
export { ProjectsDocument, SupplierServiceTypeOptionsDocument } from './projects-documents';
export {
  isProjectPageOffered,
  PROJECTS_PATHS,
  projectPreviewPath,
  projectQuestionsPath,
  projectSearchByRole,
  projectWizardImportPath,
} from './projects-paths';
export { NewBadge, type ProjectRow } from './search/project-columns';
export { projectLink } from './search/project-link';
export { buildProjectRow } from './search/search-test-kit';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./projects-pages');
export const ProjectDashboardPage = lazyNamed(pages, 'ProjectDashboardPage');
export const ProjectDetailsPage = lazyNamed(pages, 'ProjectDetailsPage');
export const ProjectSettingsPage = lazyNamed(pages, 'ProjectSettingsPage');
export const ProjectWizardPage = lazyNamed(pages, 'ProjectWizardPage');
export const ProjectsSearchPage = lazyNamed(pages, 'ProjectsSearchPage');
export { figuresMock } from './dashboard/dashboard-test-kit';
export { OutstandingAnswersNotice } from './dashboard/outstanding-answers-notice';
export { ProjectOverview } from './dashboard/project-overview';
export { type ProjectTab, type ProjectTabLink, ProjectTabsContext, type ProjectTabViewer } from './layout/project-tabs';
