import type { ParticipationCount, ScoredProduct } from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../viewer/index.js';
import type { ProjectRow } from './project-row.js';

/** Spec 2 §3 Project statistics: question counts by approval status. */
export interface DashboardQuestions {
  approved: number;
  rejected: number;
  unapproved: number;
}

/** Spec 2 §3 Project statistics: submitted answers rated and not yet rated. */
export interface DashboardAnswers {
  rated: number;
  unrated: number;
}

/** Supplier FAQ questions: all of them and those without a broker answer. */
export interface DashboardFaq {
  total: number;
  unanswered: number;
}

/**
 * Scoring: the answers of accepted products that are rated out of all of them (spec 2 §9 scoring completeness),
 * and each product with its score.
 */
export interface DashboardScoringSource {
  ratedAnswers: number;
  totalAnswers: number;
  products: ScoredProduct[];
}

/** What one source of each part reports; the parts of every registered source are summed or concatenated. */
export interface DashboardParts {
  questions: DashboardQuestions;
  answers: DashboardAnswers;
  participation: ParticipationCount[];
  faq: DashboardFaq;
  scoring: DashboardScoringSource;
}
export type DashboardPart = keyof DashboardParts;

/** The project whose dashboard is read, and who reads it (for figures that differ by reader). */
export interface DashboardContext {
  app: AppContext;
  viewer: Viewer;
  project: ProjectRow;
}

/** How one area works out one part of the dashboard. */
export type DashboardFigures<Part extends DashboardPart> = (context: DashboardContext) => Promise<DashboardParts[Part]>;

/** One area's figures: the parts it reports on. */
export type DashboardSource = { [Part in DashboardPart]?: DashboardFigures<Part> };
