import { lazyNamed } from '../../lib/lazy-named';

export { GuestHome } from './guest-home';
export { PRICING_PATH, PUBLIC_PAGES } from './public-paths';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./public-pages');
export const AboutPage = lazyNamed(pages, 'AboutPage');
export const EnterprisePage = lazyNamed(pages, 'EnterprisePage');
export const SmbSolutionsPage = lazyNamed(pages, 'SmbSolutionsPage');
