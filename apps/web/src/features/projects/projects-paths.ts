import {
  type CopyOrigin,
  PROJECT_ISSUE_PAGES,
  PROJECT_ORIGIN_PARAMS,
  type ProjectIssueId,
  type ProjectStatus,
} from '@shortlist/domain';
import { PROJECT_WIZARD_PATH } from '../../lib/paths';

/** Spec 2 §2: the project routes of the web application. */
export const PROJECTS_PATHS = {
  list: '/projects',
  search: '/projects/search',
  wizard: PROJECT_WIZARD_PATH,
  wizardStep: '/project-wizard/:step',
  wizardDraftRoute: '/project-wizard/:step/:draftId',
  /** Spec 3 §5 Create project from an import: the wizard pre-set with the import's sections. */
  wizardImportRoute: '/project-wizard/import/:importId',
  dashboardRoute: '/projects/:id/dashboard',
  detailsRoute: '/projects/:id/details',
  settingsRoute: '/projects/:id/settings',
  previewRoute: '/projects/:id/preview',
  questionsRoute: '/projects/:id/questions',
  productsRoute: '/projects/:id/products',
} as const;

export const projectDashboardPath = (id: string) => `/projects/${id}/dashboard`;
/** Spec 2 §2 wizard: a draft resumed, and a project started from a base (origin clone, rfi-based, next-iteration). */
export const projectWizardDraftPath = (draftId: string) => `${PROJECTS_PATHS.wizard}/${draftId}`;
export const projectWizardOriginPath = (baseProjectId: string, origin: CopyOrigin) =>
  `${PROJECTS_PATHS.wizard}?${new URLSearchParams({ baseProjectId, origin: PROJECT_ORIGIN_PARAMS[origin] })}`;
export const projectWizardImportPath = (importId: string) => `/project-wizard/import/${importId}`;
export const projectDetailsPath = (id: string) => `/projects/${id}/details`;
export const projectSettingsPath = (id: string) => `/projects/${id}/settings`;
export const projectPreviewPath = (id: string) => `/projects/${id}/preview`;
export const projectQuestionsPath = (id: string) => `/projects/${id}/questions`;
/** Spec 2 §2, spec 3 §2: the project pages that are not in Draft (Project Review, Questions, Suppliers). */
const NOT_IN_DRAFT = ['preview', 'questions', 'products'];

/** Whether a project page (its path after /projects/{id}/, query aside) is offered in `status`. */
export const isProjectPageOffered = (page: string, status: ProjectStatus) =>
  status !== 'DRAFT' || !NOT_IN_DRAFT.includes(page.split('?')[0] ?? page);

/** Spec 2 §8: the page that fixes an issue (each issue links there), or null when it is not offered in `status`. */
export function projectIssuePath(id: string, messageId: ProjectIssueId, status: ProjectStatus): string | null {
  const page = PROJECT_ISSUE_PAGES[messageId];
  return isProjectPageOffered(page, status) ? `/projects/${id}/${page}` : null;
}

/** Spec 2 §2 Home lists: a project link, or the project list of a role when there is no id. */
export const projectSearchByRole = (role: string) => `${PROJECTS_PATHS.search}?role=${role}`;
