import { brokersOnly, RECEIPT_VERIFY_PATH, supplierUsersOnly } from '@shortlist/domain';
import { Navigate } from 'react-router';
import {
  AccountDetailsPage,
  AccountSettingsPage,
  ChangePasswordPage,
  ConfirmEmailPage,
  ConfirmRegistrationPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from '../features/accounts';
import { VerifyReceiptPage } from '../features/answers';
import { PricingPage } from '../features/billing';
import { ContactDemoPage, ContactUsPage } from '../features/contact';
import { HomePage } from '../features/home';
import { PrivacyPolicyPage, TermsPage } from '../features/legal';
import { AboutPage, EnterprisePage, PRICING_PATH, PUBLIC_PAGES, SmbSolutionsPage } from '../features/public';
import { CompanyProfilePage, REGISTRATION_PATHS, VendorProfilePage } from '../features/suppliers';
import {
  ACCOUNT_DETAILS_PATH,
  ACCOUNT_SETTINGS_PATH,
  CHANGE_PASSWORD_PATH,
  HOME_PATH,
  REGISTER_PATH,
  SIGN_IN_PATH,
  TERMS_PATH,
} from '../lib/paths';
import { canChangePassword } from '../lib/session';
import type { AppRoute } from './app-route';

/** The public site, signing in and registering, the account pages. */
export const SITE_ROUTES: readonly AppRoute[] = [
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
  { path: REGISTER_PATH, title: 'Register', access: true, guestOnly: true, element: <RegisterPage /> },
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
  { path: RECEIPT_VERIFY_PATH, title: 'Verify a Receipt', access: true, element: <VerifyReceiptPage /> },
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
  { path: PRICING_PATH, title: 'Pricing', access: true, element: <PricingPage /> },
  { ...PUBLIC_PAGES.about, access: true, element: <AboutPage /> },
  { ...PUBLIC_PAGES.enterprise, access: true, element: <EnterprisePage /> },
  { ...PUBLIC_PAGES.smb, access: true, element: <SmbSolutionsPage /> },
  { ...PUBLIC_PAGES.contactUs, access: true, element: <ContactUsPage /> },
  { ...PUBLIC_PAGES.contactDemo, access: true, element: <ContactDemoPage /> },
  { ...PUBLIC_PAGES.privacy, access: true, element: <PrivacyPolicyPage /> },
];
