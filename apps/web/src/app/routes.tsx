import { brokersOnly, supplierUsersOnly } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ADMIN_PATHS } from '../features/admin/admin-paths';
import { referenceTypeReaders } from '../features/admin/reference-types/reference-types-access';
import {
  CONTACT_REQUESTS_PATH,
  contactRequestReaders,
} from '../features/contact/submissions/contact-submissions-access';
import { CLIENT_TABLES_PATHS } from '../features/client-tables/client-tables-paths';
import { FAQ_PATHS } from '../features/faq/faq-paths';
import { HomePage } from '../features/home/home-page';
import { libraryUsers } from '../features/library/library-access';
import { LIBRARY_PATHS } from '../features/library/library-paths';
import { buySideUsers, canCreateProjects, projectReaders } from '../features/projects/projects-access';
import { PROJECTS_PATHS } from '../features/projects/projects-paths';
import { PUBLIC_PAGES } from '../features/public/public-paths';
import { REGISTRATION_PATHS } from '../features/suppliers/registration/registration-paths';
import { INVITATION_PATHS } from '../lib/invitation-paths';
import { templateReaders } from '../features/templates/templates-access';
import { TEMPLATES_PATHS } from '../features/templates/templates-paths';
import {
  ACCOUNT_DETAILS_PATH,
  ACCOUNT_SETTINGS_PATH,
  CHANGE_PASSWORD_PATH,
  HOME_PATH,
  SIGN_IN_PATH,
  TERMS_PATH,
} from '../lib/paths';
import { canChangePassword, type WebAccessRule } from '../lib/session/session-context';
import {
  AboutPage,
  AccountDetailsPage,
  AccountSettingsPage,
  ChangePasswordPage,
  ClientDataPage,
  ClientDiscoveryPage,
  ClientsPage,
  CompaniesPage,
  CompanyProfilePage,
  ConfirmEmailPage,
  ContactDemoPage,
  ContactSubmissionsPage,
  ContactUsPage,
  ConfirmRegistrationPage,
  EnterprisePage,
  ForgotPasswordPage,
  InvitationDetailsPage,
  InvitationPreviewPage,
  LibraryPage,
  LoginPage,
  PricingPage,
  PrivacyPolicyPage,
  ProjectDashboardPage,
  ProjectDetailsPage,
  ProjectFaqPage,
  ProjectPreviewPage,
  ProjectQuestionsPage,
  ProjectSettingsPage,
  ProjectSuppliersPage,
  ProjectTypesPage,
  ProjectWizardPage,
  ProjectsSearchPage,
  RegisterPage,
  ResetPasswordPage,
  RolesPage,
  ServiceTypesPage,
  SmbSolutionsPage,
  SupplierFaqPage,
  SupplierQuestionsPage,
  SuppliersPage,
  TemplatePreviewPage,
  TemplateQuestionsPage,
  TemplateRedirect,
  TemplatesPage,
  TermsPage,
  UsersPage,
  VendorProfilePage,
} from './pages';

export interface AppRoute {
  path: string;
  /** The document title. */
  title: string;
  /** What search engines and link previews show; a general one when not given. */
  description?: string;
  /** Who may open the page (spec 1 §6 access check). */
  access: WebAccessRule;
  /** Pages for signed-out visitors only; a signed-in user is sent home. */
  guestOnly?: boolean;
  element: ReactNode;
  /** Shown in the signed-in menu, under `group` when given, to users the access rule lets in. */
  menu?: { label: string; group?: MenuGroupName };
}

/** The signed-in menu's groups, in the order they appear. */
export const MENU_GROUPS = ['Administration'] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

/** Every page of the application with its access rule; the pages themselves load when first opened (pages.ts). */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: HOME_PATH, title: 'Home', access: true, element: <HomePage /> },
  { path: '/login', title: 'Sign In', access: true, guestOnly: true, element: <Navigate to={SIGN_IN_PATH} replace /> },
  { path: SIGN_IN_PATH, title: 'Sign In', access: true, guestOnly: true, element: <LoginPage /> },
  {
    path: '/login/forgot-password',
    title: 'Forgot Password',
    access: true,
    guestOnly: true,
    element: <ForgotPasswordPage />,
  },
  {
    path: '/login/reset-password',
    title: 'Reset Password',
    access: true,
    guestOnly: true,
    element: <ResetPasswordPage />,
  },
  { path: '/register', title: 'Register', access: true, guestOnly: true, element: <RegisterPage /> },
  {
    path: '/register/confirm-registration',
    title: 'Confirm Your E-mail',
    access: true,
    guestOnly: true,
    element: <ConfirmRegistrationPage />,
  },
  {
    path: '/register/confirm-email',
    title: 'E-mail Confirmation',
    access: true,
    guestOnly: true,
    element: <ConfirmEmailPage />,
  },
  { path: ACCOUNT_DETAILS_PATH, title: 'My Account', access: 'SIGNED_IN', element: <AccountDetailsPage /> },
  { path: ACCOUNT_SETTINGS_PATH, title: 'Settings', access: brokersOnly, element: <AccountSettingsPage /> },
  { path: CHANGE_PASSWORD_PATH, title: 'Change Password', access: canChangePassword, element: <ChangePasswordPage /> },
  { path: TERMS_PATH, title: 'Terms and Conditions', access: true, element: <TermsPage /> },
  {
    path: REGISTRATION_PATHS.companyProfile,
    title: 'Company Profile',
    access: supplierUsersOnly,
    element: <CompanyProfilePage />,
  },
  {
    path: REGISTRATION_PATHS.vendorRoute,
    title: 'Vendor Profile',
    access: supplierUsersOnly,
    element: <VendorProfilePage />,
  },
  { path: '/pricing', title: 'Pricing', access: true, element: <PricingPage /> },
  { ...PUBLIC_PAGES.about, access: true, element: <AboutPage /> },
  { ...PUBLIC_PAGES.enterprise, access: true, element: <EnterprisePage /> },
  { ...PUBLIC_PAGES.smb, access: true, element: <SmbSolutionsPage /> },
  { ...PUBLIC_PAGES.contactUs, access: true, element: <ContactUsPage /> },
  { ...PUBLIC_PAGES.contactDemo, access: true, element: <ContactDemoPage /> },
  { ...PUBLIC_PAGES.privacy, access: true, element: <PrivacyPolicyPage /> },
  {
    path: '/admin/users',
    title: 'Users',
    access: 'MANAGE_USERS',
    element: <UsersPage />,
    menu: { label: 'Users', group: 'Administration' },
  },
  {
    path: '/admin/roles',
    title: 'Roles',
    access: 'MANAGE_USERS',
    element: <RolesPage />,
    menu: { label: 'Roles', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.companies,
    title: 'Companies',
    access: 'MANAGE_BROKERS',
    element: <CompaniesPage />,
    menu: { label: 'Companies', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.clients,
    title: 'Clients',
    access: 'MANAGE_CLIENTS',
    element: <ClientsPage />,
    menu: { label: 'Clients', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.projectTypes,
    title: 'Project Types',
    access: referenceTypeReaders,
    element: <ProjectTypesPage />,
    menu: { label: 'Project Types', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.serviceTypes,
    title: 'Supplier Service Types',
    access: referenceTypeReaders,
    element: <ServiceTypesPage />,
    menu: { label: 'Supplier Service Types', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.suppliers,
    title: 'Suppliers',
    access: 'MANAGE_BROKERS',
    element: <SuppliersPage />,
    menu: { label: 'Suppliers', group: 'Administration' },
  },
  {
    // Issue 17: what visitors sent through the demo and contact forms.
    path: CONTACT_REQUESTS_PATH,
    title: 'Contact Requests',
    access: contactRequestReaders,
    element: <ContactSubmissionsPage />,
    menu: { label: 'Contact Requests', group: 'Administration' },
  },
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
    path: PROJECTS_PATHS.dashboardRoute,
    title: 'Project Dashboard',
    access: 'VIEW_DASHBOARD',
    element: <ProjectDashboardPage />,
  },
  {
    path: PROJECTS_PATHS.detailsRoute,
    title: 'Project Details',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectDetailsPage />,
  },
  {
    path: PROJECTS_PATHS.settingsRoute,
    title: 'Project Settings',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectSettingsPage />,
  },
  {
    path: PROJECTS_PATHS.previewRoute,
    title: 'Project Review',
    access: projectReaders,
    element: <ProjectPreviewPage />,
  },
  {
    // Spec 2 §2, spec 3 §2: in every status the server answers; it allows changes in DRAFT and IN_REVIEW only.
    path: PROJECTS_PATHS.questionsRoute,
    title: 'Project Questions',
    access: 'MANAGE_PROJECT_QUESTIONS',
    element: <ProjectQuestionsPage />,
  },
  {
    // Spec 2 §2: not in Draft (the page sends a DRAFT project to the dashboard); the server allows changes from DRAFT
    // to AWAITING.
    path: PROJECTS_PATHS.productsRoute,
    title: 'Suppliers',
    access: 'MANAGE_PROJECT_STATE',
    element: <ProjectSuppliersPage />,
  },
  // Spec 2 §2: hidden in DRAFT and IN_REVIEW (the page redirects to the preview); the server gives each reader its part.
  { path: FAQ_PATHS.projectRoute, title: 'FAQ', access: projectReaders, element: <ProjectFaqPage /> },
  { path: FAQ_PATHS.supplierRoute, title: 'FAQ', access: true, element: <SupplierFaqPage /> },
  {
    // Spec 2 §2: RFP or RFI with the company setting enableClientTables (the server refuses the others).
    path: CLIENT_TABLES_PATHS.discoveryRoute,
    title: 'Client Discovery',
    access: 'MANAGE_PROJECT_STATE',
    element: <ClientDiscoveryPage />,
  },
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
  {
    path: LIBRARY_PATHS.list,
    title: 'All Questions',
    access: libraryUsers,
    element: <LibraryPage />,
    menu: { label: 'MeshVault' },
  },
  { path: LIBRARY_PATHS.groupRoute, title: 'MeshVault', access: libraryUsers, element: <LibraryPage /> },
  {
    path: TEMPLATES_PATHS.list,
    title: 'Templates',
    access: templateReaders,
    element: <TemplatesPage />,
    menu: { label: 'Templates' },
  },
  { path: TEMPLATES_PATHS.templateRoute, title: 'Template', access: templateReaders, element: <TemplateRedirect /> },
  {
    // Spec 3 §2: MANAGE_PROJECT_TEMPLATES (or MANAGE_BROKERS for another company's); the page sends others to the preview.
    path: TEMPLATES_PATHS.questionsRoute,
    title: 'Template Questions',
    access: templateReaders,
    element: <TemplateQuestionsPage />,
  },
  {
    path: TEMPLATES_PATHS.previewRoute,
    title: 'Template Preview',
    access: templateReaders,
    element: <TemplatePreviewPage />,
  },
  { path: '*', title: 'Page Not Found', access: true, element: <NotFoundPage /> },
];
