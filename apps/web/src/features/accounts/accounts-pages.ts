/** The accounts pages, loaded together (one chunk) when the route table first opens one of them. */
export { AccountDetailsPage } from './pages/account-details-page';
export { AccountSettingsPage } from './pages/account-settings-page';
export { ChangePasswordPage } from './pages/change-password-page';
export { ConfirmEmailPage } from './pages/confirm-email-page';
export { ConfirmRegistrationPage } from './pages/confirm-registration-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export { ResetPasswordPage } from './pages/reset-password-page';
