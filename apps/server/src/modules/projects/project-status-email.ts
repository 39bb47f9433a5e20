import {
  ERROR_CODES,
  PROJECT_RECIPIENT_ROLES,
  type ProjectMemberRole,
  type ProjectRecipientRole,
  STATUS_EMAIL_MESSAGES,
  STATUS_EMAIL_SENDS_PER_HOUR,
  statusEmailSchema,
} from '@shortlist/domain';
import type { AppContext } from '../../app-context.js';
import { AppError, parseInput } from '../../core/errors.js';
import { assertBuySideUser, findProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { projectStatusMail } from './project-status-mail.js';
import { findProjectView, type ProjectUser, type ProjectViewPart } from './project-view.js';

export interface ProjectRecipient {
  userId: string;
  name: string;
  email: string;
  role: ProjectRecipientRole;
}

const roleRank = (role: ProjectRecipientRole) => PROJECT_RECIPIENT_ROLES.indexOf(role);

const RECIPIENT_PARTS: ReadonlySet<ProjectViewPart> = new Set(['members', 'brokerageContacts']);

/**
 * Spec 2 §5 Select Recipients: "Recipients are listed from project-level users by role" — the project owners,
 * domain experts (when the project has experts enabled), viewers and brokerage contacts (a contact's own e-mail when
 * filled, else the user's). An address appears once, under its first role; ordered by role, then name.
 */
export async function listProjectRecipients(app: AppContext, viewer: Viewer, id: string): Promise<ProjectRecipient[]> {
  assertBuySideUser(viewer);
  const project = await findProjectView(app.db, viewer, id, RECIPIENT_PARTS);
  const recipient = (role: ProjectRecipientRole, user: ProjectUser, email = user.email): ProjectRecipient => ({
    userId: user.id,
    name: user.name || user.email,
    email: email.trim().toLowerCase(),
    role,
  });
  const members = (role: ProjectMemberRole) => project.members[role].map((user) => recipient(role, user));
  const candidates: ProjectRecipient[] = [
    ...members('PROJECT_MANAGER'),
    ...(project.settings.enableExperts ? members('DOMAIN_EXPERT') : []),
    ...members('VIEWER'),
    ...project.brokerageContacts.map((contact) =>
      recipient('BROKERAGE_CONTACT', contact.user, contact.email.trim() || contact.user.email),
    ),
  ];
  const byEmail = new Map<string, ProjectRecipient>();
  for (const recipient of candidates) {
    if (!byEmail.has(recipient.email)) byEmail.set(recipient.email, recipient);
  }
  return [...byEmail.values()].sort(
    (left, right) => roleRank(left.role) - roleRank(right.role) || left.name.localeCompare(right.name),
  );
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Spec 2 §6, §7 "Send project status e-mail: id, emails; returns a flag": checks the recipients (spec 2 §5; bad
 * input sends nothing), allows a user 10 sends an hour (429 after that), and sends one mail per recipient with the
 * project's status, step, progress and dates.
 */
export async function sendProjectStatusEmail(
  app: AppContext,
  viewer: Viewer,
  id: string,
  emails: readonly string[],
): Promise<true> {
  assertBuySideUser(viewer);
  const project = await findProject(app.db, viewer, id);
  const { emails: recipients } = parseInput(statusEmailSchema, { emails });
  const sends = app.counters('status-email-sends', HOUR_MS);
  if ((await sends.count(viewer.user.id)) >= STATUS_EMAIL_SENDS_PER_HOUR) {
    throw new AppError(429, ERROR_CODES.tooManyRequests, STATUS_EMAIL_MESSAGES.tooOften);
  }
  await sends.add(viewer.user.id);
  const sender = {
    name: `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email,
    companyName: viewer.company.name,
  };
  for (const to of recipients) await app.mailer.send(projectStatusMail(to, project, sender));
  return true;
}
