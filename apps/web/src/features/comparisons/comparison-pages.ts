/** The comparison pages, loaded (one chunk) when the route table first opens one of them. */
export { ComparisonPage } from './comparison-page';
export { ComparisonsPage } from './comparisons-page';
