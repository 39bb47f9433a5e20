import { Navigate } from 'react-router';
import { ProjectPreviewPage, SupplierQuestionsPage } from '../features/answers';
import { AUDIT_PATHS, auditTabShown, ProjectAuditTrailPage } from '../features/audit';
import { CALIBRATION_PATHS, CalibrationPage, calibrationTabShown } from '../features/calibration';
import { CLIENT_TABLES_PATHS, ClientDataPage, ClientDiscoveryPage, discoveryTabShown } from '../features/client-tables';
import { COMPARISON_PATHS, ComparisonPage, ComparisonsPage, comparisonTabShown } from '../features/comparisons';
import { FAQ_PATHS, faqTabShown, ProjectFaqPage, SupplierFaqPage } from '../features/faq';
import {
  buySideUsers,
  canCreateProjects,
  isProjectPageOffered,
  PROJECTS_PATHS,
  ProjectDashboardPage,
  ProjectDetailsPage,
  ProjectSettingsPage,
  ProjectsSearchPage,
  ProjectWizardPage,
  projectReaders,
} from '../features/projects';
import { ProjectQuestionsPage } from '../features/questions';
import { SCORING_PATHS, ScoringPage, scoringTabShown } from '../features/scoring';
import { InvitationDetailsPage, InvitationPreviewPage, ProjectSuppliersPage } from '../features/suppliers';
import {
  RateAnswersPage,
  ReviewQuestionsPage,
  TASKS_PATHS,
  TasksCountBadge,
  TasksInboxPage,
  taskUsers,
} from '../features/tasks';
import { INVITATION_PATHS } from '../lib/invitation-paths';
import type { AppRoute } from './app-route';

/** The projects: search, wizard, the project's tabs, its FAQ and client data, the supplier side. */
export const PROJECT_ROUTES: readonly AppRoute[] = [
  {
    path: PROJECTS_PATHS.search,
    title: 'Projects',
    access: 'SIGNED_IN',
    element: <ProjectsSearchPage />,
  },
  {
    // The menu entry is for buy-side users; /projects opens the list.
    path: PROJECTS_PATHS.list,
    title: 'Projects',
    access: buySideUsers,
    element: <Navigate to={PROJECTS_PATHS.search} replace />,
    menu: { label: 'Projects' },
  },
  {
    path: TASKS_PATHS.inbox,
    title: 'Tasks',
    access: taskUsers,
    element: <TasksInboxPage />,
    menu: { label: 'Tasks', badge: <TasksCountBadge /> },
  },
  { path: TASKS_PATHS.approveRoute, title: 'Review Questions', access: taskUsers, element: <ReviewQuestionsPage /> },
  { path: TASKS_PATHS.answersRoute, title: 'Rate Answers', access: taskUsers, element: <RateAnswersPage /> },
  {
    path: PROJECTS_PATHS.wizardStep,
    title: 'Create Project',
    access: canCreateProjects,
    element: <ProjectWizardPage />,
  },
  {
    // Spec 2 §2: a draft resumed in the wizard (the draft's id after the step).
    path: PROJECTS_PATHS.wizardDraftRoute,
    title: 'Create Project',
    access: canCreateProjects,
    element: <ProjectWizardPage />,
  },
  {
    // Spec 3 §5: a project made of an import's reviewed questions (more specific than a resumed draft).
    path: PROJECTS_PATHS.wizardImportRoute,
    title: 'Create Project',
    access: canCreateProjects,
    element: <ProjectWizardPage />,
  },
  // The project's tabs, in the order of its side navigation (spec 2 §2).
  {
    path: PROJECTS_PATHS.dashboardRoute,
    title: 'Project Dashboard',
    access: 'VIEW_DASHBOARD',
    element: <ProjectDashboardPage />,
    projectTab: { label: 'Dashboard', shown: ({ can }) => can('VIEW_DASHBOARD') },
  },
  {
    path: PROJECTS_PATHS.previewRoute,
    title: 'Project Review',
    access: projectReaders,
    element: <ProjectPreviewPage />,
    // Spec 2 §2, spec 3 §2: Preview, Questions and Suppliers are not in Draft.
    projectTab: { label: 'Preview', shown: ({ project }) => isProjectPageOffered('preview', project.status) },
  },
  {
    // Spec 2 §2, spec 3 §2: in every status the server answers; it allows changes in DRAFT and IN_REVIEW only.
    path: PROJECTS_PATHS.questionsRoute,
    title: 'Project Questions',
    access: 'MANAGE_PROJECT_QUESTIONS',
    element: <ProjectQuestionsPage />,
    projectTab: {
      label: 'Questions',
      shown: ({ project, can }) => can('MANAGE_PROJECT_QUESTIONS') && isProjectPageOffered('questions', project.status),
    },
  },
  {
    // Spec 2 §2: not in Draft (the page sends a DRAFT project to the dashboard); the server allows changes from DRAFT
    // to AWAITING.
    path: PROJECTS_PATHS.productsRoute,
    title: 'Suppliers',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectSuppliersPage />,
    projectTab: {
      label: 'Suppliers',
      shown: ({ project, can }) => can('MANAGE_PROJECT_STATE') && isProjectPageOffered('products', project.status),
    },
  },
  {
    // Spec 2 §2: READ_SCORING where scoring is available (spec 2 §4; the page redirects to the preview elsewhere).
    path: SCORING_PATHS.route,
    title: 'Scoring',
    access: 'READ_SCORING',
    element: <ScoringPage />,
    projectTab: {
      label: 'Scoring',
      shown: ({ project }) => scoringTabShown(project),
    },
  },
  {
    // Spec 2 §2, §6: READ_SCORING (with branches, in a branch of the viewer's); where comparisons can exist.
    path: COMPARISON_PATHS.listRoute,
    title: 'Comparison',
    access: 'READ_SCORING',
    element: <ComparisonsPage />,
    projectTab: {
      label: 'Comparison',
      shown: ({ project, can }) => can('READ_SCORING') && comparisonTabShown(project),
    },
  },
  {
    // Issue 37: the project owners, with consensus on, in Scoring, Completed or Archived (the server decides).
    path: CALIBRATION_PATHS.route,
    title: 'Calibration',
    access: 'SIGNED_IN',
    element: <CalibrationPage />,
    projectTab: { label: 'Calibration', shown: ({ project }) => calibrationTabShown(project) },
  },
  {
    // Spec 2 §2 Products Comparison page.
    path: COMPARISON_PATHS.gridRoute,
    title: 'Products Comparison',
    access: 'READ_SCORING',
    element: <ComparisonPage />,
  },
  {
    // Spec 2 §2: hidden in DRAFT and IN_REVIEW (the page redirects to the preview); the server gives each reader its
    // part.
    path: FAQ_PATHS.projectRoute,
    title: 'FAQ',
    access: projectReaders,
    element: <ProjectFaqPage />,
    projectTab: { label: 'FAQ', shown: ({ project }) => faqTabShown(project.status) },
  },
  {
    // Spec 2 §2: RFP or RFI with the company setting enableClientTables (the server refuses the others).
    path: CLIENT_TABLES_PATHS.discoveryRoute,
    title: 'Client Discovery',
    access: 'MANAGE_PROJECT_STATE',
    element: <ClientDiscoveryPage />,
    projectTab: { label: 'Discovery', shown: discoveryTabShown },
  },
  {
    path: PROJECTS_PATHS.detailsRoute,
    title: 'Project Details',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectDetailsPage />,
    projectTab: { label: 'Details', shown: ({ can }) => can('MANAGE_PROJECT_STATE') },
  },
  {
    path: PROJECTS_PATHS.settingsRoute,
    title: 'Project Settings',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectSettingsPage />,
    // Spec 2 §6: project settings are for company administrators; others would only meet 'Access Restricted'.
    projectTab: { label: 'Settings', shown: ({ can }) => can('MANAGE_ALL_PROJECTS') },
  },
  {
    // Issue 38: the project's owners and the company's administrators (the server decides).
    path: AUDIT_PATHS.projectRoute,
    title: 'Audit Trail',
    access: 'SIGNED_IN',
    element: <ProjectAuditTrailPage />,
    projectTab: { label: 'Audit Trail', shown: auditTabShown },
  },
  { path: FAQ_PATHS.supplierRoute, title: 'FAQ', access: true, element: <SupplierFaqPage /> },
  // Spec 2 §2: any signed-in user; the server shows the project to its client members only.
  {
    path: CLIENT_TABLES_PATHS.clientProjectRoute,
    title: 'Client Data',
    access: 'SIGNED_IN',
    element: <ClientDataPage />,
  },
  // Spec 2 §2 Supplier pages: a signed-in supplier, or a visitor with the invitation's hash; the page redirects.
  ...[INVITATION_PATHS.previewRoute, INVITATION_PATHS.productPreviewRoute].map(
    (path): AppRoute => ({ path, title: 'Project Preview', access: true, element: <InvitationPreviewPage /> }),
  ),
  { path: INVITATION_PATHS.detailsRoute, title: 'Project Details', access: true, element: <InvitationDetailsPage /> },
  {
    path: INVITATION_PATHS.questionsRoute,
    title: 'Supplier Questions',
    access: 'SIGNED_IN',
    element: <SupplierQuestionsPage />,
  },
];
