import type { NotificationKind, ProjectStatus } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { extensionPoints } from '../../core/extensions/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { clients, type NotificationPayload, projectBrokerageContacts, projectMembers } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { notify } from '../notifications/index.js';

/** A buy-side person a project names, with the places that decide how their notifications are worded. */
export interface ProjectAudienceMember {
  userId: string;
  isProductOwner: boolean;
  isDomainExpert: boolean;
}

/** The people a project names, by user id: owners, domain experts, viewers and brokerage contacts, once each. */
export type ProjectAudience = Map<string, ProjectAudienceMember>;

/** The audiences of several projects in two queries, keyed by project id. */
export async function projectAudiences(db: Database, projectIds: readonly string[]) {
  const audiences = new Map<string, ProjectAudience>(projectIds.map((id) => [id, new Map()]));
  if (projectIds.length === 0) return audiences;
  const ids = [...projectIds];
  const [members, contacts] = await Promise.all([
    db.select().from(projectMembers).where(inArray(projectMembers.projectId, ids)),
    db.select().from(projectBrokerageContacts).where(inArray(projectBrokerageContacts.projectId, ids)),
  ]);
  const place = (projectId: string, userId: string) => {
    const audience = audiences.get(projectId) ?? new Map<string, ProjectAudienceMember>();
    audiences.set(projectId, audience);
    const member = audience.get(userId) ?? { userId, isProductOwner: false, isDomainExpert: false };
    audience.set(userId, member);
    return member;
  };
  for (const member of members) {
    const entry = place(member.projectId, member.userId);
    if (member.role === 'PROJECT_MANAGER') entry.isProductOwner = true;
    if (member.role === 'DOMAIN_EXPERT') entry.isDomainExpert = true;
  }
  for (const contact of contacts) place(contact.projectId, contact.userId);
  return audiences;
}

export async function projectAudience(db: Database, projectId: string): Promise<ProjectAudience> {
  return (await projectAudiences(db, [projectId])).get(projectId) ?? new Map();
}

/** The snapshot of the project a notification carries (spec 1 §3 Notification project). */
export async function notificationProjectOf(db: Database, row: ProjectRow): Promise<NotificationPayload['project']> {
  const [client] = row.clientId
    ? await db.select({ name: clients.name }).from(clients).where(eq(clients.id, row.clientId))
    : [];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    clientName: client?.name ?? null,
    questionsSubmissionDeadline: row.questionsSubmissionDeadline?.toISOString() ?? null,
  };
}

/**
 * Notifies buy-side receivers of one project event. Receivers are grouped by their place in the project so that
 * each notification (and its e-mail copy) is worded for its reader.
 */
export async function notifyBuySide(
  app: AppContext,
  project: NotificationPayload['project'],
  kind: NotificationKind,
  receivers: readonly ProjectAudienceMember[],
  extra: Pick<NotificationPayload, 'days' | 'product' | 'resubmit'> = {},
) {
  if (!project || receivers.length === 0) return [];
  const groups = new Map<string, ProjectAudienceMember[]>();
  for (const receiver of receivers) {
    const key = `${receiver.isProductOwner}:${receiver.isDomainExpert}`;
    groups.set(key, [...(groups.get(key) ?? []), receiver]);
  }
  const rows = [];
  for (const group of groups.values()) {
    const { isProductOwner, isDomainExpert } = group[0] ?? { isProductOwner: false, isDomainExpert: false };
    const payload = { project, role: 'BUY_SIDE', isProductOwner, isDomainExpert, ...extra };
    const ids = group.map((receiver) => receiver.userId);
    rows.push(...(await notify(app, ids, { kind, projectId: project.id, payload })));
  }
  return rows;
}

/**
 * NEW_PROJECT to the people the project names who were not named before (`before` null: on creation, everyone),
 * except the user who made the change: they know. Template and import drafts stay silent.
 */
export function raiseMembersAdded(
  app: AppContext,
  row: ProjectRow,
  before: ProjectAudience | null,
  actorId: string | null,
): Promise<void> {
  if (row.kind !== 'PROJECT') return Promise.resolve();
  return afterCommit(`project ${row.id} members`, async () => {
    const audience = await projectAudience(app.db, row.id);
    const added = [...audience.values()].filter((member) => member.userId !== actorId && !before?.has(member.userId));
    if (added.length === 0) return;
    await notifyBuySide(app, await notificationProjectOf(app.db, row), 'NEW_PROJECT', added);
  });
}

/** Spec 3 §4: questions go to approval when the project moves to review with experts on. */
const asksForApproval = (row: ProjectRow, from: ProjectStatus, to: ProjectStatus) =>
  from === 'DRAFT' && to === 'IN_REVIEW' && row.settings.enableExperts;

async function questionApprovers(db: Database, projectId: string): Promise<string[]> {
  const sources = extensionPoints.questionApprovers.entries();
  return (await Promise.all(sources.map((source) => source({ db, projectId })))).flat();
}

/** Which buy-side members hear of a status change, and as which kind (spec 1 §3 notification kinds). */
function statusEvent(
  row: ProjectRow,
  from: ProjectStatus,
  to: ProjectStatus,
  audience: ProjectAudience,
  approverIds: readonly string[],
) {
  const everyone = [...audience.values()];
  if (asksForApproval(row, from, to)) {
    const experts = everyone.filter((member) => member.isDomainExpert).map((member) => member.userId);
    const receivers = [...new Set([...experts, ...approverIds])].map(
      (userId) => audience.get(userId) ?? { userId, isProductOwner: false, isDomainExpert: false },
    );
    return { kind: 'QUESTIONS_TO_APPROVE' as const, receivers };
  }
  if (to === 'AWAITING') return { kind: 'AWAITING_ANSWERS' as const, receivers: everyone };
  if (to === 'SCORING') return { kind: 'SCORING_ANSWERS' as const, receivers: everyone };
  return null;
}

/**
 * QUESTIONS_TO_APPROVE to the domain experts and the approvers of sections and questions on DRAFT→IN_REVIEW (with
 * experts on), AWAITING_ANSWERS and SCORING_ANSWERS to the project's buy-side members; never to the user who changed
 * the status.
 */
export function raiseStatusChanged(
  app: AppContext,
  row: ProjectRow,
  from: ProjectStatus,
  actorId: string | null,
): Promise<void> {
  if (row.kind !== 'PROJECT') return Promise.resolve();
  return afterCommit(`project ${row.id} status`, async () => {
    const approverIds = asksForApproval(row, from, row.status) ? await questionApprovers(app.db, row.id) : [];
    const event = statusEvent(row, from, row.status, await projectAudience(app.db, row.id), approverIds);
    const receivers = event?.receivers.filter((member) => member.userId !== actorId) ?? [];
    if (!event || receivers.length === 0) return;
    await notifyBuySide(app, await notificationProjectOf(app.db, row), event.kind, receivers);
  });
}
