import { DEFAULT_COMPANY_SETTINGS, type ProjectKind, type ProjectStatus, toProjectDate } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deadlineReminders,
  notifications,
  projectBrokerageContacts,
  projectMembers,
  projects,
} from '../../src/db/schema/index.js';
import { sendDeadlineReminders } from '../../src/modules/projects/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { bellOf, mailsTo, switchStatusMailsOff } from './notifications-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed moment, 11:00 in New York; the deadlines below are counted in New York days from it. */
const NOW = new Date('2030-03-12T15:00:00Z');
const daysAhead = (days: number, from = NOW) => toProjectDate(new Date(from.getTime() + days * DAY_MS));

/** A company with an owner and a contact (signed in), and a way to add projects with given deadlines. */
async function remindedCompany() {
  const company = await buildCompany(db());
  const owner = await buildSignedInUser(testApp, { companyId: company.id });
  const contact = await buildSignedInUser(testApp, { companyId: company.id });

  async function project(
    name: string,
    dates: { submission: number; questions: number },
    options: { status?: ProjectStatus; kind?: ProjectKind } = {},
  ) {
    const [row] = await db()
      .insert(projects)
      .values({
        companyId: company.id,
        kind: options.kind ?? 'PROJECT',
        type: 'RFP',
        status: options.status ?? 'AWAITING',
        name,
        publishDate: daysAhead(-10),
        submissionDeadline: daysAhead(dates.submission),
        questionsSubmissionDeadline: daysAhead(dates.questions),
        plannedDecisionDate: daysAhead(dates.questions + 10),
        settings: { ...DEFAULT_COMPANY_SETTINGS, answersMaxLength: null },
      })
      .returning();
    if (!row) throw new Error('project not built');
    await db().insert(projectMembers).values({ projectId: row.id, userId: owner.user.id, role: 'PROJECT_MANAGER' });
    await db().insert(projectBrokerageContacts).values({ projectId: row.id, userId: contact.user.id, phone: '1' });
    return row;
  }
  return { company, owner, contact, project };
}

const remindersOf = (projectId: string) =>
  db().select().from(deadlineReminders).where(eq(deadlineReminders.projectId, projectId));
const notificationsOf = (projectId: string) =>
  db().select().from(notifications).where(eq(notifications.projectId, projectId));

describe('deadline reminders', () => {
  it('sends each reminder once even when two instances run the job at the same time, and nothing on a later run', async () => {
    const { owner, contact, project } = await remindedCompany();
    await switchStatusMailsOff(testApp, contact.user.id);
    const due = await project('Fleet insurance', { submission: 1, questions: 3 });

    const [first, second] = await Promise.all([
      sendDeadlineReminders(testApp.running.app, NOW),
      sendDeadlineReminders(testApp.running.app, NOW),
    ]);
    // Two reminders (intent to respond in 1 day, answers in 3 days) to two people, shared between the two runs.
    expect(first + second).toBe(4);
    expect(await remindersOf(due.id)).toHaveLength(4);
    expect(await notificationsOf(due.id)).toHaveLength(4);

    const link = `/projects/${due.id}/dashboard`;
    for (const person of [owner, contact]) {
      const bell = await bellOf(person.client);
      const byDays = bell.map(({ message, link, days, role }) => ({ message, link, days, role }));
      expect(byDays.sort((a, b) => (a.days ?? 0) - (b.days ?? 0))).toEqual([
        { message: "The Intent to Respond date of 'Fleet insurance' is in 1 day", link, days: 1, role: 'BUY_SIDE' },
        { message: "Answers to the questions of 'Fleet insurance' are due in 3 days", link, days: 3, role: 'BUY_SIDE' },
      ]);
    }
    const ownerMails = await mailsTo(testApp, owner.user.email);
    expect(ownerMails).toHaveLength(2);
    expect(ownerMails.some((text) => text.includes('is in 1 day'))).toBe(true);
    // The contact's status e-mails are off: reminders in the bell only.
    expect(await mailsTo(testApp, contact.user.email)).toEqual([]);

    expect(await sendDeadlineReminders(testApp.running.app, new Date(NOW.getTime() + 3 * 60 * 60 * 1000))).toBe(0);
    expect(await notificationsOf(due.id)).toHaveLength(4);
    expect(await mailsTo(testApp, owner.user.email)).toHaveLength(2);

    // Two days on, the answers deadline is 1 day away: that reminder goes out, once.
    const later = new Date(NOW.getTime() + 2 * DAY_MS);
    expect(await sendDeadlineReminders(testApp.running.app, later)).toBe(2);
    expect(await sendDeadlineReminders(testApp.running.app, later)).toBe(0);
    expect((await bellOf(owner.client))[0]?.message).toBe(
      "Answers to the questions of 'Fleet insurance' are due in 1 day",
    );
  });

  it('reminds only of live deadlines: not of drafts, scoring projects, template drafts or other distances', async () => {
    const { project } = await remindedCompany();
    const silent = [
      await project('Draft', { submission: 1, questions: 3 }, { status: 'DRAFT' }),
      await project('In review', { submission: 1, questions: 3 }, { status: 'IN_REVIEW' }),
      await project('Scoring', { submission: 1, questions: 3 }, { status: 'SCORING' }),
      await project('Template', { submission: 1, questions: 3 }, { kind: 'TEMPLATE_DRAFT', status: 'PUBLISHED' }),
      await project('Far away', { submission: 2, questions: 5 }),
    ];
    await sendDeadlineReminders(testApp.running.app, NOW);
    for (const row of silent) expect(await notificationsOf(row.id), row.name).toEqual([]);
  });

  it('reminds again when the deadline moves, and a member added later gets the reminder too', async () => {
    const { company, owner, project } = await remindedCompany();
    const due = await project('Moving target', { submission: 20, questions: 1 }, { status: 'PUBLISHED' });
    expect(await sendDeadlineReminders(testApp.running.app, NOW)).toBe(2);

    const newcomer = await buildSignedInUser(testApp, { companyId: company.id });
    await db().insert(projectMembers).values({ projectId: due.id, userId: newcomer.user.id, role: 'VIEWER' });
    expect(await sendDeadlineReminders(testApp.running.app, NOW)).toBe(1);
    expect((await bellOf(newcomer.client)).map((item) => item.days)).toEqual([1]);

    await db()
      .update(projects)
      .set({ questionsSubmissionDeadline: daysAhead(3) })
      .where(eq(projects.id, due.id));
    expect(await sendDeadlineReminders(testApp.running.app, NOW)).toBe(3);
    expect((await bellOf(owner.client)).map((item) => item.days)).toEqual([3, 1]);
  });
});
