/** The legal pages, loaded together when first opened. */
export { PrivacyPolicyPage } from './privacy-page';
export { TermsPage } from './terms-page';
