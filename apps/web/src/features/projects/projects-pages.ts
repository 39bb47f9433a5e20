/** The projects pages, loaded together (one chunk) when the route table first opens one of them. */
export { ProjectDashboardPage } from './pages/project-dashboard-page';
export { ProjectDetailsPage } from './pages/project-details-page';
export { ProjectSettingsPage } from './pages/project-settings-page';
export { ProjectWizardPage } from './pages/project-wizard-page';
export { ProjectsSearchPage } from './pages/projects-search-page';
