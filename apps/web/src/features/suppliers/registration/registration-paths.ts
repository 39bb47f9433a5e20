import { invitationReturnPath } from '@shortlist/domain';
import { rememberRedirectTarget } from '../../../lib/redirect-target';

/** Spec 2 §2: the company profile form and the vendor profile to submit. */
export const REGISTRATION_PATHS = {
  companyProfile: '/account/company',
  vendorRoute: '/vendors/:id',
  vendor: (companyId: string) => `/vendors/${companyId}`,
} as const;

const RETURN_KEY = 'shortlist.registrationReturn';

/**
 * Spec 2 §2 /register?token: the return location is remembered. After registering, signing in leads to the company
 * profile form; once the profile is submitted the supplier returns to the project's invitation preview.
 */
export function rememberRegistrationReturn(projectId: string): void {
  rememberRedirectTarget(REGISTRATION_PATHS.companyProfile);
  sessionStorage.setItem(RETURN_KEY, invitationReturnPath(projectId));
}

/** The remembered invitation preview (used once), else the preview of the company's first invitation, else home. */
export function takeRegistrationReturn(invitationProjectId: string | null | undefined): string {
  const remembered = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  if (remembered?.startsWith('/invite-to-project/')) return remembered;
  return invitationProjectId ? invitationReturnPath(invitationProjectId) : '/';
}
