import {
  type ApprovalAction,
  type ApprovalState,
  approvalTransition,
  approveAll,
  QUESTION_MESSAGES,
  rejectQuestionSchema,
  unapproveAll,
} from '@shortlist/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { recordAudit, shortLabel, viewerActor } from '../../core/audit/index.js';
import { assertVersion, conflict, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectQuestions } from '../../db/schema/index.js';
import { assertAllowed, findQuestion, findSection, questionRights, sectionRights } from './question-access.js';
import { loadSection } from './questionnaire-queries.js';

const PERMISSION_OF = { APPROVE: 'approve', REJECT: 'reject', UNAPPROVE: 'unapprove' } as const;
const AUDIT_KIND_OF = {
  APPROVE: 'question.approved',
  REJECT: 'question.rejected',
  UNAPPROVE: 'question.unapproved',
} as const;

/**
 * Spec 3 §4: approve, reject (a reason, required, at most 200 characters) or unapprove one question, at the version
 * the user read. Who may: spec 3 §6 (questionPermissions); a stale version is a conflict and nothing changes.
 */
export async function decideQuestion(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  action: ApprovalAction,
  reason?: string | null,
) {
  const context = await findQuestion(app.db, viewer, id);
  assertVersion('question', context.question.version, version);
  assertAllowed(questionRights(viewer, context)[PERMISSION_OF[action]]);
  const checked = action === 'REJECT' ? parseInput(rejectQuestionSchema, { reason }).reason : undefined;
  const state = approvalTransition(action, checked);
  await app.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(projectQuestions)
      .set({ ...state, version: version + 1, updatedAt: new Date() })
      .where(and(eq(projectQuestions.id, id), eq(projectQuestions.version, version)))
      .returning({ id: projectQuestions.id });
    if (!saved) throw conflict('question');
    const { project, question } = context;
    await recordAudit(tx, viewerActor(viewer), {
      kind: AUDIT_KIND_OF[action],
      project: { id: project.id, name: project.name },
      target: { type: 'question', id, label: shortLabel(question.definition.label) },
      before: { status: question.status },
      after: { status: state.status, ...(state.rejectReason ? { reason: state.rejectReason } : {}) },
    });
  });
  return loadSection(app.db, viewer, context, context.section.id);
}

type Bulk = (questions: readonly (ApprovalState & { id: string })[]) => Array<ApprovalState & { id: string }>;

const BULK = {
  APPROVE: { apply: approveAll as Bulk, message: QUESTION_MESSAGES.questionsApproved, right: 'approveAll' },
  UNAPPROVE: { apply: unapproveAll as Bulk, message: QUESTION_MESSAGES.questionsUnapproved, right: 'unapproveAll' },
} as const;

/**
 * Spec 3 §4, §6, §8 a section's Approve all (PENDING questions become APPROVED; rejected ones keep their decision)
 * and Unapprove all (every question PENDING, reject reasons cleared), for the section's managers. The questions that
 * change get a new version; the answer carries the spec's confirmation.
 */
export async function decideSection(app: AppContext, viewer: Viewer, sectionId: string, action: keyof typeof BULK) {
  const bulk = BULK[action];
  const context = await findSection(app.db, viewer, sectionId);
  assertAllowed(sectionRights(viewer, context)[bulk.right]);
  await app.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: projectQuestions.id, status: projectQuestions.status, rejectReason: projectQuestions.rejectReason })
      .from(projectQuestions)
      .where(eq(projectQuestions.sectionId, sectionId))
      .orderBy(asc(projectQuestions.position))
      .for('update');
    const next = bulk.apply(current);
    // The questions whose state changes, grouped by their new state: one update per state.
    const byState = new Map<string, { state: ApprovalState; ids: string[] }>();
    next.forEach(({ id, status, rejectReason }, index) => {
      if (status === current[index]?.status && rejectReason === current[index]?.rejectReason) return;
      const key = `${status}\u0000${rejectReason ?? ''}`;
      const group = byState.get(key) ?? { state: { status, rejectReason }, ids: [] };
      group.ids.push(id);
      byState.set(key, group);
    });
    for (const { state, ids } of byState.values()) {
      await tx
        .update(projectQuestions)
        .set({ ...state, version: sql`${projectQuestions.version} + 1`, updatedAt: new Date() })
        .where(inArray(projectQuestions.id, ids));
    }
    const changed = [...byState.values()].reduce((total, group) => total + group.ids.length, 0);
    if (changed === 0) return;
    const { project, section } = context;
    await recordAudit(tx, viewerActor(viewer), {
      kind: AUDIT_KIND_OF[action],
      project: { id: project.id, name: project.name },
      target: { type: 'section', id: section.id, label: shortLabel(section.name) },
      after: { questions: changed },
    });
  });
  return { message: bulk.message, section: await loadSection(app.db, viewer, context, sectionId) };
}
