import { lazyNamed } from '../lib/lazy-named';

/**
 * The route table's pages, each loaded when first opened: one import per feature, so a feature's pages share one
 * chunk and a visitor downloads only the features they open (the home page and Page Not Found stay in the shell).
 */
const accounts = () => import('../features/accounts/accounts-pages');
const admin = () => import('../features/admin/admin-pages');
const answers = () => import('../features/answers/questionnaire/questionnaire-pages');
const billing = () => import('../features/billing/pages/pricing-page');
const contact = () => import('../features/contact/contact-pages');
const contactSubmissions = () => import('../features/contact/submissions/contact-submissions-page');
const clientTables = () => import('../features/client-tables/client-tables-pages');
const faq = () => import('../features/faq/faq-pages');
const legal = () => import('../features/legal/legal-pages');
const library = () => import('../features/library/library-pages');
const projects = () => import('../features/projects/projects-pages');
const publicSite = () => import('../features/public/public-pages');
const questions = () => import('../features/questions/questions-pages');
const suppliers = () => import('../features/suppliers/suppliers-pages');
const invitation = () => import('../features/suppliers/invitation/invitation-pages');
const registration = () => import('../features/suppliers/registration/registration-pages');
const templates = () => import('../features/templates/templates-pages');
const users = () => import('../features/users/users-pages');

export const AccountDetailsPage = lazyNamed(accounts, 'AccountDetailsPage');
export const AccountSettingsPage = lazyNamed(accounts, 'AccountSettingsPage');
export const ChangePasswordPage = lazyNamed(accounts, 'ChangePasswordPage');
export const ConfirmEmailPage = lazyNamed(accounts, 'ConfirmEmailPage');
export const ConfirmRegistrationPage = lazyNamed(accounts, 'ConfirmRegistrationPage');
export const ForgotPasswordPage = lazyNamed(accounts, 'ForgotPasswordPage');
export const LoginPage = lazyNamed(accounts, 'LoginPage');
export const RegisterPage = lazyNamed(accounts, 'RegisterPage');
export const ResetPasswordPage = lazyNamed(accounts, 'ResetPasswordPage');

export const ClientsPage = lazyNamed(admin, 'ClientsPage');
export const CompaniesPage = lazyNamed(admin, 'CompaniesPage');
export const ProjectTypesPage = lazyNamed(admin, 'ProjectTypesPage');
export const ServiceTypesPage = lazyNamed(admin, 'ServiceTypesPage');
export const SuppliersPage = lazyNamed(admin, 'SuppliersPage');

export const SupplierQuestionsPage = lazyNamed(answers, 'SupplierQuestionsPage');

export const ProjectFaqPage = lazyNamed(faq, 'ProjectFaqPage');
export const SupplierFaqPage = lazyNamed(faq, 'SupplierFaqPage');

export const ClientDataPage = lazyNamed(clientTables, 'ClientDataPage');
export const ClientDiscoveryPage = lazyNamed(clientTables, 'ClientDiscoveryPage');

export const LibraryPage = lazyNamed(library, 'LibraryPage');

export const PricingPage = lazyNamed(billing, 'PricingPage');
export const PrivacyPolicyPage = lazyNamed(legal, 'PrivacyPolicyPage');
export const TermsPage = lazyNamed(legal, 'TermsPage');

export const AboutPage = lazyNamed(publicSite, 'AboutPage');
export const EnterprisePage = lazyNamed(publicSite, 'EnterprisePage');
export const SmbSolutionsPage = lazyNamed(publicSite, 'SmbSolutionsPage');
export const ContactDemoPage = lazyNamed(contact, 'ContactDemoPage');
export const ContactUsPage = lazyNamed(contact, 'ContactUsPage');
export const ContactSubmissionsPage = lazyNamed(contactSubmissions, 'ContactSubmissionsPage');

export const ProjectDashboardPage = lazyNamed(projects, 'ProjectDashboardPage');
export const ProjectDetailsPage = lazyNamed(projects, 'ProjectDetailsPage');
export const ProjectPreviewPage = lazyNamed(projects, 'ProjectPreviewPage');
export const ProjectSettingsPage = lazyNamed(projects, 'ProjectSettingsPage');
export const ProjectWizardPage = lazyNamed(projects, 'ProjectWizardPage');
export const ProjectsSearchPage = lazyNamed(projects, 'ProjectsSearchPage');

export const ProjectQuestionsPage = lazyNamed(questions, 'ProjectQuestionsPage');

export const ProjectSuppliersPage = lazyNamed(suppliers, 'ProjectSuppliersPage');
export const CompanyProfilePage = lazyNamed(registration, 'CompanyProfilePage');
export const VendorProfilePage = lazyNamed(registration, 'VendorProfilePage');
export const InvitationDetailsPage = lazyNamed(invitation, 'InvitationDetailsPage');
export const InvitationPreviewPage = lazyNamed(invitation, 'InvitationPreviewPage');

export const TemplatePreviewPage = lazyNamed(templates, 'TemplatePreviewPage');
export const TemplateQuestionsPage = lazyNamed(templates, 'TemplateQuestionsPage');
export const TemplateRedirect = lazyNamed(templates, 'TemplateRedirect');
export const TemplatesPage = lazyNamed(templates, 'TemplatesPage');

export const RolesPage = lazyNamed(users, 'RolesPage');
export const UsersPage = lazyNamed(users, 'UsersPage');
