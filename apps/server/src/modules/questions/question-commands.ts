import {
  canEditWeight,
  DEFAULT_QUESTION_WEIGHT,
  ERROR_CODES,
  isTypeLocked,
  projectQuestionFormSchema,
  QUESTION_MESSAGES,
} from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { AppError, assertVersion, badInput, conflict, notFound, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectQuestions } from '../../db/schema/index.js';
import { withOptionIds } from './option-ids.js';
import { compact, nextPosition, placed, renumber } from './positions.js';
import {
  assertAllowed,
  assertAmendable,
  findQuestion,
  findSection,
  permissionInput,
  QUESTIONNAIRE_MESSAGES,
  questionRights,
  type SectionContext,
  sectionRights,
} from './question-access.js';
import { assertCompanyUsers, tenantAttachments } from './question-references.js';
import { loadSection, loadSections } from './questionnaire-queries.js';

/** A project question form as GraphQL sends it (spec 3 §7 Question save payload). */
export interface QuestionInput {
  question: Record<string, unknown> & { attachments?: Array<{ id: string; filename?: string | null }> | null };
  ownerId?: string | null;
  approverId?: string | null;
  weight?: number | null;
  isPrivate?: boolean | null;
}

/**
 * Spec 3 §5 Project question form, checked with the domain's schema (field errors such as 'question.options'); the
 * attachments must be the tenant's files, the owner and approver the tenant's active users. An absent weight keeps
 * `currentWeight`.
 */
async function questionValues(
  app: AppContext,
  viewer: Viewer,
  input: QuestionInput,
  sectionId: string,
  currentWeight: number,
) {
  const attachments = await tenantAttachments(app.db, viewer, input.question.attachments, 'question.attachments');
  const values = parseInput(projectQuestionFormSchema, {
    ...input,
    question: { ...input.question, attachments },
    sectionId,
    weight: input.weight ?? currentWeight,
  });
  await assertCompanyUsers(app.db, viewer, { ownerId: values.ownerId, approverId: values.approverId });
  return { ...values, question: withOptionIds(values.question) };
}

/**
 * Spec 3 §6, §9: a weight other than the current one needs NUMBERS scoring and canEditWeight (MANAGE_ALL_SCORING, or
 * approver of the question or of its section, as they are before the change).
 */
function assertWeight(
  viewer: Viewer,
  context: SectionContext,
  approverId: string | null,
  weight: number,
  current: number,
) {
  if (weight === current) return;
  if (context.project.settings.scoringType !== 'NUMBERS') {
    throw badInput(QUESTIONNAIRE_MESSAGES.weightNeedsNumbers, { weight: QUESTIONNAIRE_MESSAGES.weightNeedsNumbers });
  }
  assertAllowed(canEditWeight({ ...permissionInput(viewer, context, context.section), question: { approverId } }));
}

const columnsOf = (values: Awaited<ReturnType<typeof questionValues>>) => ({
  definition: values.question,
  ownerId: values.ownerId,
  approverId: values.approverId,
  weight: values.weight,
  isPrivate: values.isPrivate,
});

/** Spec 3 §7 Create project question: appended to the section, PENDING. */
export async function createQuestion(app: AppContext, viewer: Viewer, sectionId: string, input: QuestionInput) {
  const context = await findSection(app.db, viewer, sectionId);
  assertAllowed(sectionRights(viewer, context).addQuestion);
  const values = await questionValues(app, viewer, input, sectionId, DEFAULT_QUESTION_WEIGHT);
  assertWeight(viewer, context, null, values.weight, DEFAULT_QUESTION_WEIGHT);
  await app.db.insert(projectQuestions).values({
    ...columnsOf(values),
    projectId: context.project.id,
    sectionId,
    position: nextPosition(projectQuestions, eq(projectQuestions.sectionId, sectionId)),
  });
  return loadSection(app.db, viewer, context, sectionId);
}

/**
 * Spec 3 §7 Update project question at the version the user read (a stale one is a conflict and nothing changes,
 * also when the change made meanwhile, such as an approval, took the right to edit away); the type is locked beyond
 * DRAFT and IN_REVIEW (spec 3 §4). Moving to another section is moveQuestion.
 */
export async function updateQuestion(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  input: QuestionInput,
) {
  const context = await findQuestion(app.db, viewer, id);
  const { question, section } = context;
  assertVersion('question', question.version, version);
  assertAmendable(section);
  if (question.sourceQuestionId) throw new AppError(403, ERROR_CODES.forbidden, QUESTION_MESSAGES.libraryQuestion);
  assertAllowed(questionRights(viewer, context).edit);
  const values = await questionValues(app, viewer, input, section.id, question.weight);
  if (isTypeLocked(context.project.status) && values.question.type !== question.definition.type) {
    throw badInput(QUESTIONNAIRE_MESSAGES.typeLocked, { 'question.type': QUESTIONNAIRE_MESSAGES.typeLocked });
  }
  assertWeight(viewer, context, question.approverId, values.weight, question.weight);
  const [saved] = await app.db
    .update(projectQuestions)
    .set({ ...columnsOf(values), version: version + 1, updatedAt: new Date() })
    .where(and(eq(projectQuestions.id, id), eq(projectQuestions.version, version)))
    .returning({ id: projectQuestions.id });
  if (!saved) throw conflict('question');
  return loadSection(app.db, viewer, context, section.id);
}

/** Spec 3 §7 Delete project question: the questions after it move up. */
export async function deleteQuestion(app: AppContext, viewer: Viewer, id: string) {
  const context = await findQuestion(app.db, viewer, id);
  assertAmendable(context.section);
  assertAllowed(questionRights(viewer, context).delete);
  await app.db.transaction(async (tx) => {
    await tx.delete(projectQuestions).where(eq(projectQuestions.id, id));
    await compact(tx, projectQuestions, eq(projectQuestions.sectionId, context.section.id));
  });
  return loadSection(app.db, viewer, context, context.section.id);
}

/** The section a question moves to: the same one, or another section of the same project (else not found). */
async function targetSection(app: AppContext, viewer: Viewer, source: SectionContext, targetId: string) {
  if (targetId === source.section.id) return source;
  const target = await findSection(app.db, viewer, targetId);
  if (target.project.id !== source.project.id) throw notFound('Section');
  return target;
}

/**
 * Spec 3 §2 drag ordering, §7 Reorder questions: the question goes to `position` (0 first, clamped) of the target
 * section, positions stay dense in both sections. Managers of the source section may reorder it; moving into another
 * section also needs the right to add questions there. Answers the sections changed.
 */
export async function moveQuestion(
  app: AppContext,
  viewer: Viewer,
  id: string,
  targetSectionId: string,
  position: number,
) {
  const context = await findQuestion(app.db, viewer, id);
  assertAllowed(sectionRights(viewer, context).edit);
  const target = await targetSection(app, viewer, context, targetSectionId);
  if (target !== context) assertAllowed(sectionRights(viewer, target).addQuestion);
  const targetId = target.section.id;
  await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: projectQuestions.id })
      .from(projectQuestions)
      .where(eq(projectQuestions.sectionId, targetId))
      .orderBy(asc(projectQuestions.position), asc(projectQuestions.createdAt));
    const order = placed(
      rows.map((row) => row.id),
      id,
      position,
    );
    await renumber(tx, projectQuestions, order, sql`${sql.identifier('section_id')} = ${targetId}`);
    if (target !== context) await compact(tx, projectQuestions, eq(projectQuestions.sectionId, context.section.id));
  });
  return loadSections(app.db, viewer, context, [...new Set([context.section.id, targetId])]);
}
