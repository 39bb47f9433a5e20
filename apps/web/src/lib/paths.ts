export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/login/credentials';
export const TERMS_PATH = '/terms-conditions';
export const ACCOUNT_DETAILS_PATH = '/account/details';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
export const CHANGE_PASSWORD_PATH = '/account/change-password';

/** Pages meant for signed-out visitors; they are never remembered as a place to return to after signing in. */
export function isSignedOutPath(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname);
}
