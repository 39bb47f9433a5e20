import { lazyNamed } from '../../lib/lazy-named';

export { ProductCells, useCellsPending } from './product-cells';
export { type ProductColumns, ProductScrollBar, useProductColumns } from './product-columns';
export { RatingControl } from './rating-control';
export { gridCells } from './scoring-grid';
export type { ScoringCell } from './scoring-model';
export { SCORING_PATHS, scoringPath } from './scoring-paths';
export { ScoringRowRoot } from './scoring-row-styles';
export { scoringTabShown } from './scoring-tab';

/** The page, loaded when the route table first opens it (one chunk). */
export const ScoringPage = lazyNamed(() => import('./scoring-pages'), 'ScoringPage');
