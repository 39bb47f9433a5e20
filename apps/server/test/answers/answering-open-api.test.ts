import { formatDate } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.js';
import { bellOf, mailsTo, switchStatusMailsOff } from '../notifications/notifications-support.js';
import { STATUS } from '../projects/projects-support.js';
import { buildSupplier, inviteProduct, publishedProject } from '../suppliers/supplier-side-support.js';
import { buildSignedInUser, signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

/**
 * A published project with an accepted supplier (two users, one with status mails off), an invited one, a declined
 * one and a blocked one; the manager then opens answering (AWAITING) through the API.
 */
async function answeringOpens() {
  const broker = await publishedProject(testApp);
  const accepted = await buildSupplier(testApp, ['Answer Suite']);
  const colleague = await buildSignedInUser(testApp, { companyId: accepted.company.id, type: 'SUPPLIER' });
  await switchStatusMailsOff(testApp, colleague.user.id);
  const invited = await buildSupplier(testApp, ['Late Joiner']);
  const declined = await buildSupplier(testApp, ['Declined Co']);
  const blocked = await buildSupplier(testApp, ['Blocked Co']);
  const participation = (supplier: typeof accepted, status: 'ACCEPTED' | 'INVITED' | 'DECLINED' | 'BLOCKED') =>
    inviteProduct(testApp, broker.project.id, supplier.products[0]?.id ?? '', status);
  const rows = {
    accepted: (await participation(accepted, 'ACCEPTED')).row,
    invited: (await participation(invited, 'INVITED')).row,
  };
  await participation(declined, 'DECLINED');
  await participation(blocked, 'BLOCKED');
  const moved = await broker.client.graphql(STATUS, { id: broker.project.id, status: 'AWAITING' });
  expect(moved.errors).toBeUndefined();
  const [project] = await testApp.running.app.db.select().from(projects).where(eq(projects.id, broker.project.id));
  const due = formatDate(project?.questionsSubmissionDeadline ?? new Date());
  return { broker, accepted, colleague, invited, declined, blocked, rows, due };
}

describe('answering opens (AWAITING)', () => {
  it('tells every user of an accepted supplier that answering is open and when answers are due, linking the questionnaire', async () => {
    const scene = await answeringOpens();
    const name = scene.broker.project.name;
    const expected = {
      kind: 'AWAITING_ANSWERS',
      role: 'SUPPLIER',
      message: `Answering is open for '${name}': answers are due ${scene.due}`,
      link: `/invite-to-project/${scene.broker.project.id}/questions/${scene.rows.accepted.id}`,
    };
    for (const person of [scene.accepted, scene.colleague]) {
      expect(await bellOf(person.client)).toEqual([expect.objectContaining(expected)]);
    }
    // The e-mail copy follows each user's project-status switch.
    const [mail] = await mailsTo(testApp, scene.accepted.user.email);
    expect(mail).toContain(expected.message);
    expect(mail).toContain(`${testApp.running.app.config.publicUrl}${expected.link}`);
    expect(await mailsTo(testApp, scene.colleague.user.email)).toEqual([]);
  });

  it('asks an invited supplier to accept in order to answer, linking its invitation', async () => {
    const scene = await answeringOpens();
    const name = scene.broker.project.name;
    expect(await bellOf(scene.invited.client)).toEqual([
      expect.objectContaining({
        kind: 'AWAITING_ANSWERS',
        message: `Answering is open for '${name}': accept the invitation to answer by ${scene.due}`,
        link: `/invite-to-project/${scene.broker.project.id}/preview/${scene.rows.invited.id}`,
      }),
    ]);
    expect((await mailsTo(testApp, scene.invited.user.email)).join('\n')).toContain('accept the invitation to answer');
  });

  it('tells no declined or blocked supplier, and the buy side still hears that the project awaits answers', async () => {
    const scene = await answeringOpens();
    expect(await bellOf(scene.declined.client)).toEqual([]);
    expect(await bellOf(scene.blocked.client)).toEqual([]);
    expect(await mailsTo(testApp, scene.declined.user.email)).toEqual([]);
    const ownerClient = await signedInClient(testApp, scene.broker.owner.email);
    const owner = (await bellOf(ownerClient)).map((item) => item.message);
    expect(owner).toContain(`'${scene.broker.project.name}' is awaiting answers`);
  });
});
