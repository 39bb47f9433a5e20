import { lazyNamed } from '../../lib/lazy-named';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./legal-pages');
export const PrivacyPolicyPage = lazyNamed(pages, 'PrivacyPolicyPage');
export const TermsPage = lazyNamed(pages, 'TermsPage');
