import {
  compareScoredProducts,
  mergeParticipation,
  type ParticipationCount,
  percentOf,
  type ScoredProduct,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { findProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';

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

export type DashboardSource<Part extends DashboardPart> = (
  app: AppContext,
  project: ProjectRow,
) => Promise<DashboardParts[Part]>;

type SourceLists = { [Part in DashboardPart]: Array<DashboardSource<Part>> };

const sources: SourceLists = { questions: [], answers: [], participation: [], faq: [], scoring: [] };

/**
 * Later areas (questions, suppliers, answers, scoring, FAQ) add their figures here at module load. Returns a
 * function that removes the source again (tests).
 */
export function registerDashboardSource<Part extends DashboardPart>(
  part: Part,
  source: DashboardSource<Part>,
): () => void {
  const list: Array<DashboardSource<Part>> = sources[part];
  list.push(source);
  return () => {
    const index = list.indexOf(source);
    if (index >= 0) list.splice(index, 1);
  };
}

const sum = <Row>(rows: Row[], read: (row: Row) => number) => rows.reduce((total, row) => total + read(row), 0);

/** How the reports of several sources of a part add up; with no source, each part is zero or empty. */
const combine: { [Part in DashboardPart]: (reports: Array<DashboardParts[Part]>) => DashboardParts[Part] } = {
  questions: (reports) => ({
    approved: sum(reports, (report) => report.approved),
    rejected: sum(reports, (report) => report.rejected),
    unapproved: sum(reports, (report) => report.unapproved),
  }),
  answers: (reports) => ({
    rated: sum(reports, (report) => report.rated),
    unrated: sum(reports, (report) => report.unrated),
  }),
  participation: (reports) => mergeParticipation(reports.flat()),
  faq: (reports) => ({
    total: sum(reports, (report) => report.total),
    unanswered: sum(reports, (report) => report.unanswered),
  }),
  scoring: (reports) => ({
    ratedAnswers: sum(reports, (report) => report.ratedAnswers),
    totalAnswers: sum(reports, (report) => report.totalAnswers),
    products: reports.flatMap((report) => report.products).sort(compareScoredProducts),
  }),
};

async function loadPart<Part extends DashboardPart>(
  part: Part,
  app: AppContext,
  project: ProjectRow,
): Promise<DashboardParts[Part]> {
  const list: Array<DashboardSource<Part>> = sources[part];
  const reports = await Promise.all(list.map((source) => source(app, project)));
  return combine[part](reports);
}

/** The GraphQL ProjectDashboard: the parts with their totals and percentages worked out. */
export interface ProjectDashboardView {
  questions: DashboardQuestions & { total: number };
  answers: DashboardAnswers;
  participation: ParticipationCount[];
  faq: DashboardFaq;
  scoring: { ratedPercent: number; products: ScoredProduct[] };
}

/**
 * Spec 2 §9 Dashboards per status: the figures of the data widgets (statistics donut, participation, answers
 * progress, scoring, FAQ summary) of a project of the viewer's tenant; another company's answers as not found.
 */
export async function projectDashboard(app: AppContext, viewer: Viewer, id: string): Promise<ProjectDashboardView> {
  const project = await findProject(app.db, viewer, id);
  const [questions, answers, participation, faq, scoring] = await Promise.all([
    loadPart('questions', app, project),
    loadPart('answers', app, project),
    loadPart('participation', app, project),
    loadPart('faq', app, project),
    loadPart('scoring', app, project),
  ]);
  return {
    questions: { ...questions, total: questions.approved + questions.rejected + questions.unapproved },
    answers,
    participation,
    faq,
    scoring: { ratedPercent: percentOf(scoring.ratedAnswers, scoring.totalAnswers), products: scoring.products },
  };
}
