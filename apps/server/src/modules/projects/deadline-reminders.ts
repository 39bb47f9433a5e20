import { DEADLINE_REMINDER_DAYS, type ProjectStatus, toProjectDate } from '@shortlist/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { deadlineReminders, projects } from '../../db/schema/index.js';
import type { JobScheduler } from '../../platform/jobs/index.js';
import {
  notificationProjectOf,
  notifyBuySide,
  type ProjectAudience,
  projectAudiences,
} from './project-notifications.js';

/** How often the reminder job looks for deadlines coming up; each reminder is still sent once. */
const DEADLINE_REMINDERS_EVERY_MS = 60 * 60_000;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The project dates reminded of, by notification kind. The extended deadline (QUESTIONS_SUBMISSION_EXTENDED_DEADLINE),
 * a product's own answers deadline, is reminded of by the answers module, in the same job (scheduleDeadlineReminders).
 */
const REMINDED_DEADLINES = [
  { kind: 'SUBMISSION_DEADLINE', column: 'submissionDeadline' },
  { kind: 'QUESTIONS_SUBMISSION_DEADLINE', column: 'questionsSubmissionDeadline' },
] as const;

type RemindedDeadline = (typeof REMINDED_DEADLINES)[number];

/** The deadlines are live once the project is published and until scoring starts. */
const LIVE_STATUSES: ProjectStatus[] = ['PUBLISHED', 'AWAITING'];

/**
 * Spec 1 §9: reminds the buy-side members of every live project whose deadline falls DEADLINE_REMINDER_DAYS (3, 1)
 * New York days after `now`. Each (project, kind, deadline, days, user) is claimed in deadline_reminders with ON
 * CONFLICT DO NOTHING first and only the run that inserted the claim notifies, so two instances running the job at
 * once, or a later run, never send a reminder twice. Returns how many reminders were sent.
 */
export async function sendDeadlineReminders(app: AppContext, now: Date = new Date()): Promise<number> {
  const today = toProjectDate(now).getTime();
  let sent = 0;
  for (const days of DEADLINE_REMINDER_DAYS) {
    const day = today + days * DAY_MS;
    for (const deadline of REMINDED_DEADLINES) {
      const column = projects[deadline.column];
      const due = await app.db
        .select()
        .from(projects)
        .where(
          and(
            eq(projects.kind, 'PROJECT'),
            inArray(projects.status, LIVE_STATUSES),
            // Project dates are stored at midday UTC of their New York day.
            gte(column, new Date(day - 12 * HOUR_MS)),
            lt(column, new Date(day + 12 * HOUR_MS)),
          ),
        );
      const audiences = await projectAudiences(
        app.db,
        due.map((row) => row.id),
      );
      for (const row of due) {
        sent += await remindProject(app, row, deadline, days, audiences.get(row.id) ?? new Map());
      }
    }
  }
  return sent;
}

async function remindProject(
  app: AppContext,
  row: ProjectRow,
  deadline: RemindedDeadline,
  days: number,
  audience: ProjectAudience,
): Promise<number> {
  const date = row[deadline.column];
  const members = [...audience.values()];
  if (!date || members.length === 0) return 0;
  try {
    const claimed = await app.db
      .insert(deadlineReminders)
      .values(members.map(({ userId }) => ({ projectId: row.id, kind: deadline.kind, deadline: date, days, userId })))
      .onConflictDoNothing()
      .returning({ userId: deadlineReminders.userId });
    const claimedIds = new Set(claimed.map((claim) => claim.userId));
    const receivers = members.filter((member) => claimedIds.has(member.userId));
    if (receivers.length === 0) return 0;
    await notifyBuySide(app, await notificationProjectOf(app.db, row), deadline.kind, receivers, { days });
    return receivers.length;
  } catch (error) {
    // One project's failure must not keep the others' reminders back.
    console.error(`Deadline reminders for project ${row.id} failed:`, error);
    return 0;
  }
}

/** A module's own reminders run by the same job (the answers module's extended deadlines). */
type DeadlineReminderSender = (app: AppContext, now: Date) => Promise<number>;

export function scheduleDeadlineReminders(
  app: AppContext,
  jobs: JobScheduler,
  more: readonly DeadlineReminderSender[] = [],
): void {
  jobs.every('deadline-reminders', DEADLINE_REMINDERS_EVERY_MS, async () => {
    const now = new Date();
    await sendDeadlineReminders(app, now);
    for (const send of more) await send(app, now);
  });
}
