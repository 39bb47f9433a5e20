/** The scoring page, loaded (one chunk) when the route table first opens it. */
export { ScoringPage } from './scoring-page';
