import { FAQ_MESSAGES, type FaqStatus, faqPublishReplySchema, faqRejectSchema, faqTextSchema } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, conflict, notFound, parseInput } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { faqItems, projectQuestions, sections } from '../../db/schema/index.js';
import { askingProblem, type FaqAudience, findFaqAudience, refused } from './faq-access.js';
import { announceAnswer, announceQuestion, announceRejection } from './faq-notifications.js';
import { type FaqItemView, faqItemOf, loadProjectFaq } from './faq-view.js';

export interface CreateFaqItemInput {
  projectId: string;
  hash: string | null;
  text: string;
  parentId: string | null;
  questionId: string | null;
  sectionId: string | null;
}

/** Where a new question points: a project question (and so its section) or a section of the same project. */
async function linkOf(db: Database, audience: FaqAudience, input: CreateFaqItemInput) {
  const projectId = audience.project.id;
  if (input.questionId) {
    // A supplier asks only about a question it is shown: approved and not private.
    const shown = audience.side === 'SUPPLIER';
    const [question] = isUuid(input.questionId)
      ? await db
          .select({ id: projectQuestions.id, sectionId: projectQuestions.sectionId })
          .from(projectQuestions)
          .where(
            and(
              eq(projectQuestions.id, input.questionId),
              eq(projectQuestions.projectId, projectId),
              shown ? eq(projectQuestions.status, 'APPROVED') : undefined,
              shown ? eq(projectQuestions.isPrivate, false) : undefined,
            ),
          )
      : [];
    if (!question) throw badInput(FAQ_MESSAGES.questionNotInProject);
    return { questionId: question.id, sectionId: question.sectionId };
  }
  if (input.sectionId) {
    const [section] = isUuid(input.sectionId)
      ? await db
          .select({ id: sections.id })
          .from(sections)
          .where(and(eq(sections.id, input.sectionId), eq(sections.projectId, projectId)))
      : [];
    if (!section) throw badInput(FAQ_MESSAGES.questionNotInProject);
    return { questionId: null, sectionId: section.id };
  }
  return { questionId: null, sectionId: null };
}

/**
 * A reply of the buy side (published at once) or a supplier's clarification question (in review), on `parent`; a
 * reply itself takes neither (faqAbilities).
 */
function replyTo(audience: FaqAudience, parent: FaqItemView) {
  if (audience.side === 'BUY_SIDE') {
    if (!parent.abilities.reply) throw refused(FAQ_MESSAGES.mayNotReply);
  } else if (!parent.abilities.clarify) {
    throw askingProblem(audience) ?? refused(FAQ_MESSAGES.mayNotClarify);
  }
  const status: FaqStatus = audience.side === 'BUY_SIDE' ? 'ACTIVE' : 'DRAFT';
  return { status, questionId: parent.row.questionId, sectionId: parent.row.sectionId };
}

/**
 * Spec 2 §7 FAQ create: a question (in review until published), about a question or section of the project when
 * given, or — with a parent — a reply or a clarification question. The project's people hear of it.
 */
export async function createFaqItem(app: AppContext, viewer: Viewer | null, input: CreateFaqItemInput) {
  const audience = await findFaqAudience(app.db, viewer, input.projectId, input.hash);
  const { text } = parseInput(faqTextSchema, { text: input.text });
  const faq = await loadProjectFaq(app.db, audience);
  const parent = input.parentId ? faqItemOf(faq, input.parentId) : null;
  let placement: { status: FaqStatus; questionId: string | null; sectionId: string | null };
  if (parent) placement = replyTo(audience, parent);
  else {
    const problem = askingProblem(audience);
    if (problem) throw problem;
    placement = { status: 'DRAFT', ...(await linkOf(app.db, audience, input)) };
  }
  const askedByCompanyId = audience.side === 'BUY_SIDE' ? audience.project.companyId : audience.companyId;
  if (!askedByCompanyId) throw badInput(FAQ_MESSAGES.registerFirst);
  const [created] = await app.db
    .insert(faqItems)
    .values({
      projectId: audience.project.id,
      parentId: parent?.row.id ?? null,
      text,
      ...placement,
      askedByCompanyId,
      createdBy: audience.viewer?.user.id ?? null,
    })
    .returning();
  if (!created) throw notFound('Question');
  if (parent && audience.side === 'BUY_SIDE') await announceAnswer(app, audience, parent.row);
  else if (audience.side === 'SUPPLIER') await announceQuestion(app, audience, created);
  return faqItemOf(await loadProjectFaq(app.db, audience), created.id);
}

/** The item as the signed-in reader sees it, with the reader and the whole FAQ it read. */
async function findItem(app: AppContext, viewer: Viewer, projectId: string, id: string) {
  const audience = await findFaqAudience(app.db, viewer, projectId, null);
  const faq = await loadProjectFaq(app.db, audience);
  return { audience, faq, item: faqItemOf(faq, id) };
}

/** Spec 2 §7 FAQ update: a new text, by whoever may edit it (spec 3 §6), at the version read when one is named. */
export async function updateFaqItem(
  app: AppContext,
  viewer: Viewer,
  input: { projectId: string; id: string; text: string; version: number | null },
) {
  const { audience, item } = await findItem(app, viewer, input.projectId, input.id);
  if (!item.abilities.edit) throw refused(FAQ_MESSAGES.mayNotEdit);
  const { text } = parseInput(faqTextSchema, { text: input.text });
  const [updated] = await app.db
    .update(faqItems)
    .set({ text, version: sql`${faqItems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(faqItems.id, item.row.id), input.version === null ? undefined : eq(faqItems.version, input.version)))
    .returning({ id: faqItems.id });
  if (!updated) throw conflict(item.row.parentId && item.isAddedByBroker ? 'answer' : 'question');
  return faqItemOf(await loadProjectFaq(app.db, audience), item.row.id);
}

/** A draft the reader may decide on (spec 3 §6 Publish and Reject), and the reader. */
async function findDraft(app: AppContext, viewer: Viewer, projectId: string, id: string) {
  const found = await findItem(app, viewer, projectId, id);
  if (found.item.row.status !== 'DRAFT') throw badInput(FAQ_MESSAGES.notInReview);
  if (!found.item.abilities.publish) throw refused(FAQ_MESSAGES.mayNotDecide);
  return found;
}

/** Moves a draft on, only if it is still one (a decision taken meanwhile by someone else wins). */
async function decide(db: Database, id: string, change: Partial<typeof faqItems.$inferInsert>) {
  const [decided] = await db
    .update(faqItems)
    .set({ ...change, version: sql`${faqItems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(faqItems.id, id), eq(faqItems.status, 'DRAFT')))
    .returning();
  if (!decided) throw badInput(FAQ_MESSAGES.notInReview);
  return decided;
}

/**
 * Spec 2 §4 Publish: the draft becomes active, public or — 'Make the question private' — seen by its asker only.
 * With a reply (an answer's rules, spec 3 §5), the answer is stored in the same transaction, so suppliers never read
 * the question unanswered; on a supplier's clarification question it joins the thread. Whoever may publish a draft
 * may reply to it once published (spec 3 §6), so no other right is needed. The answer is announced as a reply is.
 */
export async function publishFaqItem(
  app: AppContext,
  viewer: Viewer,
  input: { projectId: string; id: string; makePublic: boolean; reply?: string | null },
) {
  const { audience, faq, item } = await findDraft(app, viewer, input.projectId, input.id);
  const reply = input.reply == null ? null : parseInput(faqPublishReplySchema, { reply: input.reply }).reply;
  const { parentId, questionId, sectionId } = item.row;
  const published = await app.db.transaction(async (tx) => {
    const decided = await decide(tx, item.row.id, { status: 'ACTIVE', isPublic: input.makePublic });
    if (reply === null) return decided;
    await tx.insert(faqItems).values({
      projectId: audience.project.id,
      parentId: parentId ?? item.row.id,
      text: reply,
      status: 'ACTIVE',
      questionId,
      sectionId,
      askedByCompanyId: audience.project.companyId,
      createdBy: viewer.user.id,
    });
    return decided;
  });
  if (reply !== null) await announceAnswer(app, audience, parentId ? faqItemOf(faq, parentId).row : published);
  return faqItemOf(await loadProjectFaq(app.db, audience), item.row.id);
}

/** Spec 2 §4 Reject: the draft is rejected with its reason (required, trimmed, at most 100); the asker hears of it. */
export async function rejectFaqItem(
  app: AppContext,
  viewer: Viewer,
  input: { projectId: string; id: string; reason: string },
) {
  const { audience, item } = await findDraft(app, viewer, input.projectId, input.id);
  const { reason } = parseInput(faqRejectSchema, { reason: input.reason });
  const rejected = await decide(app.db, item.row.id, { status: 'REJECTED', rejectReason: reason });
  await announceRejection(app, audience, rejected);
  return faqItemOf(await loadProjectFaq(app.db, audience), item.row.id);
}
