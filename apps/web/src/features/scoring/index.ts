import { lazyNamed } from '../../lib/lazy-named';

export { SCORING_PATHS, scoringPath } from './scoring-paths';
export { scoringTabShown } from './scoring-tab';

/** The page, loaded when the route table first opens it (one chunk). */
export const ScoringPage = lazyNamed(() => import('./scoring-pages'), 'ScoringPage');
