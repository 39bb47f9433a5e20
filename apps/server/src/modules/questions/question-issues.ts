import { duplicateLabels, type ProjectIssue, type ProjectIssueId, type QuestionStatus } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import type { DashboardFigures, ProjectIssueCheck } from '../../core/extensions/index.js';
import { projectQuestions, sections } from '../../db/schema/index.js';

/** A section with one of its questions (null fields for a section without questions). */
export interface QuestionnaireIssueRow {
  sectionId: string;
  sectionApproverId: string | null;
  questionId: string | null;
  label: string | null;
  ownerId: string | null;
  approverId: string | null;
  status: QuestionStatus | null;
}

/**
 * Spec 2 §4, §8 the questionnaire's part of the pre-transition check, toward PUBLISHED only: at least one section, no
 * section without questions, no question without an owner, with experts on no question without an expert (its own
 * approver or its section's), no duplicated question (same label in a section); with experts on (question status
 * shows only then, spec 3 §6) approval is due too: each section needs an approved question and no question may be
 * left unapproved. Not toward review: a Draft has no Questions tab to fix them on (spec 2 §2, spec 3 §2); the
 * questionnaire is built In Review ('Questions and Suppliers'), and a template's sections arrive in Draft.
 */
export function questionnaireIssues(rows: readonly QuestionnaireIssueRow[], enableExperts: boolean): ProjectIssue[] {
  const sectionIds = new Set(rows.map((row) => row.sectionId));
  const questions = rows.flatMap((row) =>
    row.questionId ? [{ ...row, id: row.questionId, label: row.label ?? '', status: row.status ?? 'PENDING' }] : [],
  );
  const withQuestions = new Set(questions.map((question) => question.sectionId));
  const withApproved = new Set(questions.filter((q) => q.status === 'APPROVED').map((q) => q.sectionId));
  const counts: Array<[ProjectIssueId, number]> = [
    ['NO_SECTIONS', sectionIds.size === 0 ? 1 : 0],
    ['SECTIONS_WITHOUT_QUESTIONS', sectionIds.size - withQuestions.size],
    ['QUESTIONS_WITHOUT_OWNER', questions.filter((question) => !question.ownerId).length],
    ['DUPLICATED_QUESTIONS', duplicateLabels(questions).size],
  ];
  if (enableExperts) {
    const withoutExpert = questions.filter((question) => !question.approverId && !question.sectionApproverId);
    counts.push(['QUESTIONS_WITHOUT_EXPERT', withoutExpert.length]);
    counts.push(['SECTIONS_WITHOUT_APPROVED_QUESTION', sectionIds.size - withApproved.size]);
    counts.push(['QUESTIONS_NOT_APPROVED', questions.filter((question) => question.status !== 'APPROVED').length]);
  }
  return counts.filter(([, count]) => count > 0).map(([messageId, count]) => ({ messageId, count }));
}

export const questionnaireIssueCheck: ProjectIssueCheck = async ({ app, project, target }) => {
  if (target !== 'PUBLISHED') return [];
  const rows = await app.db
    .select({
      sectionId: sections.id,
      sectionApproverId: sections.approverId,
      questionId: projectQuestions.id,
      label: sql<string | null>`${projectQuestions.definition}->>'label'`,
      ownerId: projectQuestions.ownerId,
      approverId: projectQuestions.approverId,
      status: projectQuestions.status,
    })
    .from(sections)
    .leftJoin(projectQuestions, eq(projectQuestions.sectionId, sections.id))
    .where(eq(sections.projectId, project.id));
  return questionnaireIssues(rows, project.settings.enableExperts);
};

/** Spec 2 §3 Project statistics: the project's questions by approval status, in one statement. */
export const questionFigures: DashboardFigures<'questions'> = async ({ app, project }) => {
  const ofStatus = (status: QuestionStatus) =>
    sql<number>`count(*) filter (where ${projectQuestions.status} = ${status})`.mapWith(Number);
  const [row] = await app.db
    .select({ approved: ofStatus('APPROVED'), rejected: ofStatus('REJECTED'), unapproved: ofStatus('PENDING') })
    .from(projectQuestions)
    .where(eq(projectQuestions.projectId, project.id));
  return row ?? { approved: 0, rejected: 0, unapproved: 0 };
};
