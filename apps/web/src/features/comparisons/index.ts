import { lazyNamed } from '../../lib/lazy-named';

export { COMPARISON_PATHS, comparisonPath, comparisonsPath } from './comparison-paths';
export { comparisonTabShown } from './comparison-tab';

/** The pages, loaded when the route table first opens one of them (one chunk). */
const pages = () => import('./comparison-pages');
export const ComparisonsPage = lazyNamed(pages, 'ComparisonsPage');
export const ComparisonPage = lazyNamed(pages, 'ComparisonPage');
