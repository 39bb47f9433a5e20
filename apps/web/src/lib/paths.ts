export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/login/credentials';
export const TERMS_PATH = '/terms-conditions';
export const REGISTER_PATH = '/register';
/** Spec 2 §2 wizard: its first step; spec 3 §4: choosing the free plan leads there. */
export const PROJECT_WIZARD_PATH = '/project-wizard/details';
/** Spec 2 §2: the client data page of a project, opened by its client members. */
export const CLIENT_PROJECT_ROUTE = '/client-projects/:id';
export const clientProjectPath = (id: string) => `/client-projects/${id}`;
export const ACCOUNT_DETAILS_PATH = '/account/details';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
export const CHANGE_PASSWORD_PATH = '/account/change-password';

/** Pages meant for signed-out visitors; they are never remembered as a place to return to after signing in. */
export function isSignedOutPath(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname);
}
