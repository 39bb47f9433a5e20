import { lazyNamed } from '../../lib/lazy-named';

export { ProfileAvatar } from './components/profile-avatar';
export { TermsDialog } from './components/terms-dialog';
export { signInNotice } from './sign-in-notice';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./accounts-pages');
export const AccountDetailsPage = lazyNamed(pages, 'AccountDetailsPage');
export const AccountSettingsPage = lazyNamed(pages, 'AccountSettingsPage');
export const ChangePasswordPage = lazyNamed(pages, 'ChangePasswordPage');
export const ConfirmEmailPage = lazyNamed(pages, 'ConfirmEmailPage');
export const ConfirmRegistrationPage = lazyNamed(pages, 'ConfirmRegistrationPage');
export const ForgotPasswordPage = lazyNamed(pages, 'ForgotPasswordPage');
export const LoginPage = lazyNamed(pages, 'LoginPage');
export const RegisterPage = lazyNamed(pages, 'RegisterPage');
export const ResetPasswordPage = lazyNamed(pages, 'ResetPasswordPage');

/** Signs out on the server; the REST client loads on first use, as signed-out visitors never need it. */
export async function logout() {
  const api = await import('./accounts-api');
  return api.logout();
}
