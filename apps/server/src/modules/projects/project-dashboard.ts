import {
  compareScoredProducts,
  mergeParticipation,
  type ParticipationCount,
  percentOf,
  type ScoredProduct,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import {
  type DashboardAnswers,
  type DashboardContext,
  type DashboardFaq,
  type DashboardPart,
  type DashboardParts,
  type DashboardQuestions,
  extensionPoints,
} from '../../core/extensions/index.js';
import { findProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';

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
  context: DashboardContext,
): Promise<DashboardParts[Part]> {
  const reports = await Promise.all(
    extensionPoints.dashboardSources.entries().flatMap((source) => {
      const figures = source[part];
      return figures ? [figures(context)] : [];
    }),
  );
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
  const context: DashboardContext = { app, viewer, project: await findProject(app.db, viewer, id) };
  const [questions, answers, participation, faq, scoring] = await Promise.all([
    loadPart('questions', context),
    loadPart('answers', context),
    loadPart('participation', context),
    loadPart('faq', context),
    loadPart('scoring', context),
  ]);
  return {
    questions: { ...questions, total: questions.approved + questions.rejected + questions.unapproved },
    answers,
    participation,
    faq,
    scoring: { ratedPercent: percentOf(scoring.ratedAnswers, scoring.totalAnswers), products: scoring.products },
  };
}
