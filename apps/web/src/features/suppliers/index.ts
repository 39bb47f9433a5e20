import { lazyNamed } from '../../lib/lazy-named';

export {
  REGISTRATION_PATHS,
  rememberRegistrationReturn,
  takeRegistrationReturn,
} from './registration/registration-paths';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const suppliersPages = () => import('./suppliers-pages');
export const ProjectSuppliersPage = lazyNamed(suppliersPages, 'ProjectSuppliersPage');
const registrationPages = () => import('./registration/registration-pages');
export const CompanyProfilePage = lazyNamed(registrationPages, 'CompanyProfilePage');
export const VendorProfilePage = lazyNamed(registrationPages, 'VendorProfilePage');
const invitationPages = () => import('./invitation/invitation-pages');
export const InvitationDetailsPage = lazyNamed(invitationPages, 'InvitationDetailsPage');
export const InvitationPreviewPage = lazyNamed(invitationPages, 'InvitationPreviewPage');
