import { lazyNamed } from '../../lib/lazy-named';

export { AskClarificationButton, FaqAskProvider } from './ask-clarification';
export { FAQ_PATHS, supplierFaqPath } from './faq-paths';
export { faqTabShown } from './faq-tab';

/** The pages, each group loaded when the route table first opens one of them (one chunk per loader). */
const pages = () => import('./faq-pages');
export const ProjectFaqPage = lazyNamed(pages, 'ProjectFaqPage');
export const SupplierFaqPage = lazyNamed(pages, 'SupplierFaqPage');
