import {
  isRating,
  matchesEveryWord,
  type ProjectStatus,
  RATING_LABELS,
  RATINGS,
  type ScoringType,
  sectionExpanded,
} from '@shortlist/domain';
import type { ScoringCell, ScoringData, ScoringProduct, ScoringQuestion, ScoringSection } from './scoring-model';

/** 'all', 'unrated', or one rating (its number as text). */
export type RatingFilter = string;

/** Spec 2 §5 quick filters of the scoring page (products, weight, rating) and the keyword filter. */
export interface ScoringFilters {
  keyword: string;
  /** The products shown; empty shows every one. */
  productIds: readonly string[];
  /** One weight, or null for any. */
  weight: number | null;
  rating: RatingFilter;
}

export const NO_SCORING_FILTERS: ScoringFilters = { keyword: '', productIds: [], weight: null, rating: 'all' };

export const RATING_FILTER_OPTIONS: readonly { value: RatingFilter; label: string }[] = [
  { value: 'all', label: 'Any rating' },
  { value: 'unrated', label: 'Not rated' },
  ...RATINGS.map((rating) => ({ value: String(rating), label: RATING_LABELS[rating] })),
];

/** Spec 2 §5: the weight filter only with NUMBERS scoring in SCORING; the rating filter in SCORING and COMPLETED. */
export const offeredFilters = (status: ProjectStatus, scoringType: ScoringType) => ({
  weight: scoringType === 'NUMBERS' && status === 'SCORING',
  rating: status === 'SCORING' || status === 'COMPLETED',
});

function ratingMatches(filter: RatingFilter, rating: number | null): boolean {
  if (filter === 'all') return true;
  if (filter === 'unrated') return rating === null;
  const wanted = Number(filter);
  return isRating(wanted) && rating === wanted;
}

/** A section heading, or a question with the cells shown under it. */
export type ScoringRow =
  | { kind: 'section'; key: string; section: ScoringSection; shown: number; expanded: boolean }
  | { kind: 'question'; key: string; sectionId: string; question: ScoringQuestion; cells: ScoringCell[] };

const filtering = (filters: ScoringFilters) =>
  filters.keyword.trim() !== '' || filters.productIds.length > 0 || filters.weight !== null || filters.rating !== 'all';

/**
 * The rows the filters leave: each question whose label has every keyword word, of the chosen weight, with at least
 * one cell of a chosen product and rating (only those cells shown); sections without a question left are dropped.
 * Spec 2 §5: unfiltered, every section is expanded; filtered, those of 10 questions or fewer; `toggled` sections the
 * user opened or closed show the other way.
 */
export function scoringRows(
  scoring: ScoringData,
  filters: ScoringFilters,
  toggled: ReadonlySet<string> = new Set(),
): ScoringRow[] {
  const products = new Set(filters.productIds);
  const rows: ScoringRow[] = [];
  for (const section of scoring.sections) {
    const questions: ScoringRow[] = [];
    for (const question of section.questions) {
      if (!matchesEveryWord(question.definition.label, filters.keyword)) continue;
      if (filters.weight !== null && question.weight !== filters.weight) continue;
      const cells = question.answers.filter(
        (cell) => (products.size === 0 || products.has(cell.productId)) && ratingMatches(filters.rating, cell.rating),
      );
      if (cells.length === 0) continue;
      questions.push({ kind: 'question', key: question.questionId, sectionId: section.sectionId, question, cells });
    }
    if (questions.length === 0) continue;
    const expanded = sectionExpanded(questions.length, filtering(filters)) !== toggled.has(section.sectionId);
    rows.push(
      { kind: 'section', key: `section-${section.sectionId}`, section, shown: questions.length, expanded },
      ...(expanded ? questions : []),
    );
  }
  return rows;
}

/**
 * The products shown, one column each: those the filter chose (every one without it), by name, so that a rating,
 * which reorders the scores, does not move the columns.
 */
export function shownProductIds(products: readonly ScoringProduct[], filters: ScoringFilters): string[] {
  const chosen = new Set(filters.productIds);
  return products
    .filter((product) => chosen.size === 0 || chosen.has(product.productId))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((product) => product.productId);
}
