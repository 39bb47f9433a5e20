import { PARTICIPATIONS_HIDDEN_FROM_SUPPLIER, privilegeClosure } from '@shortlist/domain';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import {
  type NotificationPayload,
  products,
  projectProducts,
  projectQuestions,
  roles,
  sections,
  users,
} from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { notify } from '../notifications/index.js';
import { notificationProjectOf, notifyBuySide, projectAudience } from '../projects/index.js';
import { invitationTitle } from '../suppliers/index.js';
import type { FaqAudience } from './faq-access.js';
import type { FaqItemRow } from './faq-view.js';

/** The owners and approvers of the question and section an item is about (spec 3 §6 "assigned"). */
async function assigneesOf(db: Database, item: FaqItemRow): Promise<string[]> {
  const [question, section] = await Promise.all([
    item.questionId
      ? db
          .select({ owner: projectQuestions.ownerId, approver: projectQuestions.approverId })
          .from(projectQuestions)
          .where(eq(projectQuestions.id, item.questionId))
      : [],
    item.sectionId
      ? db
          .select({ owner: sections.ownerId, approver: sections.approverId })
          .from(sections)
          .where(eq(sections.id, item.sectionId))
      : [],
  ]);
  return [...question, ...section].flatMap((row) => [row.owner, row.approver]).filter((id) => id !== null);
}

/** The active users of the companies named, by company. */
async function companyUsers(db: Database, companyIds: readonly string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), eq(users.status, 'ACTIVE')));
}

/**
 * FAQ question, for a question a supplier asked (or its clarification question): the project's people (owners,
 * experts, viewers, brokerage contacts) whose role holds MANAGE_FAQ — the ones who answer and manage the FAQ — and
 * the owners and approvers of the question or section it is about, who may reply and decide on it.
 */
export function announceQuestion(app: AppContext, audience: FaqAudience, item: FaqItemRow) {
  const { project } = audience;
  return afterCommit(`FAQ question ${item.id}`, async () => {
    const people = await projectAudience(app.db, project.id);
    const assignees = new Set(await assigneesOf(app.db, item));
    const candidates = [...new Set([...people.keys(), ...assignees])];
    if (candidates.length === 0) return;
    const rows = await app.db
      .select({ id: users.id, privileges: roles.privileges })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(users.id, candidates), eq(users.companyId, project.companyId), eq(users.status, 'ACTIVE')));
    const receivers = rows
      .filter((row) => assignees.has(row.id) || privilegeClosure(row.privileges ?? []).includes('MANAGE_FAQ'))
      .map((row) => people.get(row.id) ?? { userId: row.id, isProductOwner: false, isDomainExpert: false });
    const invitation = audience.invitations.find((candidate) => candidate.companyId === item.askedByCompanyId);
    const product = invitation && {
      id: invitation.id,
      name: invitationTitle(invitation),
      productName: invitation.productName,
      vendorName: invitation.vendorName,
    };
    await notifyBuySide(app, await notificationProjectOf(app.db, project), 'FAQ_QUESTION', receivers, { product });
  });
}

type NotificationProject = NotificationPayload['project'];

/** One FAQ kind to a supplier side's users or a buy-side user, worded for their side. */
function tell(
  app: AppContext,
  project: NotificationProject,
  kind: 'FAQ_ANSWER' | 'FAQ_ANSWER_BROADCAST' | 'FAQ_REJECTED',
) {
  return (userIds: readonly string[], role: 'SUPPLIER' | 'BUY_SIDE') =>
    notify(app, userIds, { kind, projectId: project?.id, payload: { project, role } });
}

const sideOf = (project: ProjectRow, item: FaqItemRow) =>
  item.askedByCompanyId === project.companyId ? ('BUY_SIDE' as const) : ('SUPPLIER' as const);

const usersOfCompany = async (app: AppContext, companyId: string) =>
  (await companyUsers(app.db, [companyId])).map((user) => user.id);

/** Who asked an item: its writer, or — for an invitation-hash visitor, who has no account — its company's users. */
async function askerOf(app: AppContext, project: ProjectRow, item: FaqItemRow): Promise<string[]> {
  if (item.createdBy) return [item.createdBy];
  return sideOf(project, item) === 'SUPPLIER' ? usersOfCompany(app, item.askedByCompanyId) : [];
}

/**
 * After a reply of the buy side: FAQ answer to the asker's company (a supplier question) or to the broker who asked
 * it; and, when the question is published and public, FAQ answer broadcast to every other participating supplier
 * (its product invited, not declined) — the answer is theirs to read now.
 */
export function announceAnswer(app: AppContext, audience: FaqAudience, question: FaqItemRow) {
  const { project, viewer } = audience;
  return afterCommit(`FAQ answer on ${question.id}`, async () => {
    const notificationProject = await notificationProjectOf(app.db, project);
    const side = sideOf(project, question);
    const askers =
      side === 'SUPPLIER'
        ? await usersOfCompany(app, question.askedByCompanyId)
        : await askerOf(app, project, question);
    await tell(
      app,
      notificationProject,
      'FAQ_ANSWER',
    )(
      askers.filter((id) => id !== viewer?.user.id),
      side,
    );
    if (question.status !== 'ACTIVE' || !question.isPublic) return;
    const participants = await app.db
      .selectDistinct({ companyId: products.companyId })
      .from(projectProducts)
      .innerJoin(products, eq(products.id, projectProducts.productId))
      .where(
        and(
          eq(projectProducts.projectId, project.id),
          notInArray(projectProducts.participationStatus, [...PARTICIPATIONS_HIDDEN_FROM_SUPPLIER, 'DECLINED']),
          ne(products.companyId, question.askedByCompanyId),
        ),
      );
    const people = await companyUsers(
      app.db,
      participants.map((row) => row.companyId),
    );
    await tell(
      app,
      notificationProject,
      'FAQ_ANSWER_BROADCAST',
    )(
      people.map((person) => person.id),
      'SUPPLIER',
    );
  });
}

/** FAQ rejected, to whoever asked the question. */
export function announceRejection(app: AppContext, audience: FaqAudience, item: FaqItemRow) {
  const { project } = audience;
  return afterCommit(`FAQ rejection of ${item.id}`, async () => {
    const receivers = await askerOf(app, project, item);
    await tell(app, await notificationProjectOf(app.db, project), 'FAQ_REJECTED')(receivers, sideOf(project, item));
  });
}
