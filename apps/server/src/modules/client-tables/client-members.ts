import {
  clientDeadlineProblem,
  memberEmailProblems,
  normalizedMemberEmail,
  toProjectDate,
  type UserStatus,
} from '@shortlist/domain';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clientMembers, projects, tokens, users } from '../../db/schema/index.js';
import { clientMemberInvitationMail } from '../../platform/mail/index.js';
import { issueToken } from '../accounts/index.js';
import { brokerClientProject } from './client-tables-access.js';

export interface ClientMemberView {
  id: string;
  email: string;
  name: string | null;
  /** The linked account's status; INVITED until the person has one. */
  status: UserStatus;
}

type MemberRow = typeof clientMembers.$inferSelect;

/** The project's client members with their accounts' names and statuses, in the order they were invited. */
export async function listClientMembers(db: Database, projectId: string): Promise<ClientMemberView[]> {
  const rows = await db
    .select({
      id: clientMembers.id,
      email: clientMembers.email,
      name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      status: users.status,
    })
    .from(clientMembers)
    .leftJoin(users, eq(users.id, clientMembers.userId))
    .where(eq(clientMembers.projectId, projectId))
    .orderBy(asc(clientMembers.invitedAt), asc(clientMembers.email));
  return rows.map((row) => ({ ...row, status: row.status ?? 'INVITED' }));
}

export interface MemberInput {
  id?: string | null;
  email?: string | null;
}

/** Spec 2 §5: today or later, not while locked; keeping the stored deadline is always fine. */
function checkedDeadline(project: ProjectRow, deadline: Date | null): Date | null {
  if (deadline === null) return null;
  const day = toProjectDate(deadline);
  if (project.clientTablesDeadline?.getTime() === day.getTime()) return day;
  const problem = clientDeadlineProblem(day, { status: project.clientTablesStatus, projectStatus: project.status });
  if (problem) throw badInput(problem, { deadline: problem });
  return day;
}

/** The members kept (by id, each of this project) and the addresses to invite; refuses bad or repeated addresses. */
async function plannedMembers(db: Database, projectId: string, members: readonly MemberInput[]) {
  const keptIds = members.flatMap((member) => (member.id ? [member.id] : []));
  const existing = keptIds.length
    ? await db
        .select()
        .from(clientMembers)
        .where(and(eq(clientMembers.projectId, projectId), inArray(clientMembers.id, keptIds.filter(isUuid))))
    : [];
  if (existing.length !== new Set(keptIds).size) throw notFound('Client member');
  const emails = members.flatMap((member) => (member.id ? [] : [member.email ?? '']));
  const problems = memberEmailProblems([...existing.map((member) => member.email), ...emails]);
  const [first] = Object.values(problems);
  if (first) throw badInput(first, { members: first });
  return { keptIds: existing.map((member) => member.id), newEmails: emails.map(normalizedMemberEmail) };
}

/**
 * Spec 2 §7 Update client members with deadline: the list as the dialog leaves it — members named by id stay, the
 * others are removed, new addresses are invited (linked at once to an existing account) — and the deadline. Each new
 * member gets the invitation mail.
 */
export async function updateClientMembers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  members: readonly MemberInput[],
  deadline: Date | null,
): Promise<ProjectRow> {
  const project = await brokerClientProject(app.db, viewer, projectId);
  const day = checkedDeadline(project, deadline);
  const { keptIds, newEmails } = await plannedMembers(app.db, project.id, members);
  const { saved, invited } = await app.db.transaction(async (tx) => {
    await tx
      .delete(clientMembers)
      .where(
        and(
          eq(clientMembers.projectId, project.id),
          keptIds.length ? notInArray(clientMembers.id, keptIds) : undefined,
        ),
      );
    const accounts = newEmails.length
      ? await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, newEmails))
      : [];
    const accountOf = (email: string) => accounts.find((account) => account.email === email)?.id ?? null;
    const added = newEmails.length
      ? await tx
          .insert(clientMembers)
          .values(
            newEmails.map((email) => ({
              projectId: project.id,
              email,
              userId: accountOf(email),
              invitedBy: viewer.user.id,
            })),
          )
          .returning()
      : [];
    const [row] = await tx
      .update(projects)
      .set({ clientTablesDeadline: day })
      .where(eq(projects.id, project.id))
      .returning();
    return { saved: row ?? project, invited: added };
  });
  for (const member of invited) await sendClientInvitation(app, saved, member, viewer.company.name);
  return saved;
}

/** Spec 2 §7 Resend invite to a member: a new link (the older ones stop working) or, with an account, the page. */
export async function resendClientMemberInvite(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  memberId: string,
): Promise<void> {
  const project = await brokerClientProject(app.db, viewer, projectId);
  if (!isUuid(memberId)) throw notFound('Client member');
  const [member] = await app.db
    .select()
    .from(clientMembers)
    .where(and(eq(clientMembers.id, memberId), eq(clientMembers.projectId, project.id)));
  if (!member) throw notFound('Client member');
  await sendClientInvitation(app, project, member, viewer.company.name);
}

/**
 * The invitation mail: someone with an account is sent to /client-projects/{id} (signing in first); anyone else gets
 * a registration link (spec 2 §2 /register?token) that makes them a client member of this project.
 */
async function sendClientInvitation(app: AppContext, project: ProjectRow, member: MemberRow, brokerName: string) {
  const registers = member.userId === null;
  let url = `${app.config.publicUrl}/client-projects/${project.id}`;
  if (registers) {
    await app.db
      .update(tokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(tokens.kind, 'CLIENT_MEMBER_INVITATION'),
          eq(tokens.email, member.email),
          isNull(tokens.usedAt),
          sql`${tokens.payload}->>'memberId' = ${member.id}`,
        ),
      );
    const raw = await issueToken(app.db, 'CLIENT_MEMBER_INVITATION', member.email, {
      payload: { memberId: member.id, projectId: project.id },
    });
    url = `${app.config.publicUrl}/register?token=${encodeURIComponent(raw)}`;
  }
  await app.mailer.send(
    clientMemberInvitationMail(member.email, { projectName: project.name, brokerName, url, registers }),
  );
}
