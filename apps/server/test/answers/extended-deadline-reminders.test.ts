import { toProjectDate } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { sendExtendedDeadlineReminders } from '../../src/modules/answers/index.js';
import { bellOf, mailsTo } from '../notifications/notifications-support.js';
import { buildSupplier, inviteProduct } from '../suppliers/supplier-side-support.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { answeringScene } from './answers-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const DAY_MS = 24 * 60 * 60 * 1000;
const KIND = 'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE';

/**
 * A project in SCORING whose accepted supplier (two users) answers until its own deadline, `days` New York days after
 * `now`; a second accepted supplier was scored at once.
 */
async function lateSupplierScene(now: Date, days: number) {
  const scene = await answeringScene(testApp, 'SCORING');
  const colleague = await buildSignedInUser(testApp, { companyId: scene.supplier.company.id, type: 'SUPPLIER' });
  const other = await buildSupplier(testApp, ['On Time Suite']);
  const onTime = await inviteProduct(testApp, scene.broker.project.id, other.products[0]?.id ?? '', 'ACCEPTED');
  await db().update(projectProducts).set({ answersSubmittedAt: now }).where(eq(projectProducts.id, onTime.row.id));
  const deadline = toProjectDate(new Date(now.getTime() + days * DAY_MS));
  await db()
    .update(projectProducts)
    .set({ answersSubmitDeadline: deadline })
    .where(eq(projectProducts.id, scene.invitation.row.id));
  return { scene, colleague, other };
}

const remindersIn = async (client: Parameters<typeof bellOf>[0], projectId: string) =>
  (await bellOf(client)).filter((item) => item.kind === KIND && item.project?.id === projectId);

describe('extended deadline reminders (spec 1 §9)', () => {
  it('tells the late supplier’s users once, 3 and then 1 day before, and nobody else', async () => {
    const now = new Date('2031-05-06T15:00:00Z');
    const { scene, colleague, other } = await lateSupplierScene(now, 3);
    const projectId = scene.broker.project.id;
    const [first, second] = await Promise.all([
      sendExtendedDeadlineReminders(testApp.running.app, now),
      sendExtendedDeadlineReminders(testApp.running.app, now),
    ]);
    expect(first + second).toBe(2);
    for (const person of [scene.supplier, colleague]) {
      const [reminder, ...more] = await remindersIn(person.client, projectId);
      expect(more).toHaveLength(0);
      expect(reminder).toMatchObject({ role: 'SUPPLIER', days: 3 });
      expect(reminder?.message).toMatch(/The extended deadline for answers in .* ends in 3 days/);
    }
    expect(await remindersIn(other.client, projectId)).toHaveLength(0);
    expect(await remindersIn(scene.broker.client, projectId)).toHaveLength(0);
    expect((await mailsTo(testApp, scene.supplier.user.email)).join('\n')).toContain('ends in 3 days');

    // A later run of the hourly job the same day sends nothing again.
    expect(await sendExtendedDeadlineReminders(testApp.running.app, new Date(now.getTime() + 60 * 60_000))).toBe(0);
    const dayBefore = new Date(now.getTime() + 2 * DAY_MS);
    await sendExtendedDeadlineReminders(testApp.running.app, dayBefore);
    const days = (await remindersIn(scene.supplier.client, projectId)).map((item) => item.days);
    expect(days).toEqual([1, 3]);
    expect(await remindersIn(other.client, projectId)).toHaveLength(0);
  });

  it('reminds of nothing once the answers are submitted, or before scoring starts', async () => {
    const now = new Date('2031-07-08T15:00:00Z');
    const { scene } = await lateSupplierScene(now, 1);
    await setProjectStatus(db(), scene.broker.project.id, 'AWAITING');
    await sendExtendedDeadlineReminders(testApp.running.app, now);
    expect(await remindersIn(scene.supplier.client, scene.broker.project.id)).toHaveLength(0);
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await db()
      .update(projectProducts)
      .set({ answersSubmittedAt: now })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    await sendExtendedDeadlineReminders(testApp.running.app, now);
    expect(await remindersIn(scene.supplier.client, scene.broker.project.id)).toHaveLength(0);
  });
});
