import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { notificationsOf } from '../suppliers/supplier-invites-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ask, faqScene, publish, reject } from './faq-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const kindsOf = async (userId: string) =>
  (await notificationsOf(testApp, userId)).map((notice) => notice.kind).filter((kind) => kind.startsWith('FAQ_'));

const DASHBOARD = 'query Dashboard($id: ID!) { projectDashboard(id: $id) { faq { total unanswered } } }';

describe('FAQ notifications', () => {
  it('tells the brokers with MANAGE_FAQ and the assignee of a supplier’s question, mailed per their switch', async () => {
    const scene = await faqScene(testApp);
    const db = testApp.running.app.db;
    await db.update(users).set({ notifyNewFaqQuestion: false }).where(eq(users.id, scene.faqManager.user.id));
    dataOf(await ask(scene.supplierA.client, scene, 'About security', { sectionId: scene.section.id }));
    for (const person of [scene.broker.user, scene.broker.owner, scene.faqManager.user, scene.assignee.user]) {
      expect(await kindsOf(person.id)).toEqual(['FAQ_QUESTION']);
    }
    expect(await kindsOf(scene.supplierA.user.id)).toEqual([]);
    const mail = await testApp.smtp.waitForMail(scene.broker.owner.email, /asked a question/);
    expect(mail.subject).toContain(scene.supplierA.company.name);
    expect(mail.text).toContain(`/projects/${scene.broker.project.id}/faq`);
    await testApp.smtp.waitForMail(scene.assignee.user.email, /asked a question/);
    const faqMails = (to: string) => testApp.smtp.mailsTo(to).filter((sent) => /question/.test(sent.subject));
    expect(faqMails(scene.faqManager.user.email)).toEqual([]);
  });

  it('tells the asker of the answer and every other participating supplier of a public one', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Is SSO included?')).createFaqItem;
    dataOf(await publish(scene.broker.client, scene, question.id));
    dataOf(await ask(scene.broker.client, scene, 'Yes.', { parentId: question.id }));
    expect(await kindsOf(scene.supplierA.user.id)).toEqual(['FAQ_ANSWER']);
    expect(await kindsOf(scene.supplierB.user.id)).toEqual(['FAQ_ANSWER_BROADCAST']);
    const mail = await testApp.smtp.waitForMail(scene.supplierB.user.email, /new answer was published/);
    expect(mail.text).toContain(`/invite-to-project/${scene.broker.project.id}/faq`);
  });

  it('keeps the answer to a private question between the asker and the buy side', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Our pricing?')).createFaqItem;
    dataOf(await publish(scene.broker.client, scene, question.id, false));
    dataOf(await ask(scene.broker.client, scene, 'As quoted.', { parentId: question.id }));
    expect(await kindsOf(scene.supplierA.user.id)).toEqual(['FAQ_ANSWER']);
    expect(await kindsOf(scene.supplierB.user.id)).toEqual([]);
  });

  it('tells the asker of a rejection', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Off topic?')).createFaqItem;
    dataOf(await reject(scene.broker.client, scene, question.id, 'Off topic'));
    expect(await kindsOf(scene.supplierA.user.id)).toEqual(['FAQ_REJECTED']);
    expect(await kindsOf(scene.supplierB.user.id)).toEqual([]);
  });
});

describe('the dashboard’s FAQ summary', () => {
  it('counts the suppliers’ questions and those without a broker answer', async () => {
    const scene = await faqScene(testApp);
    const answered = dataOf(await ask(scene.supplierA.client, scene, 'One')).createFaqItem;
    const open = dataOf(await ask(scene.supplierB.client, scene, 'Two')).createFaqItem;
    const rejected = dataOf(await ask(scene.supplierB.client, scene, 'Three')).createFaqItem;
    dataOf(await ask(scene.supplierA.client, scene, 'Still in review'));
    dataOf(await ask(scene.broker.client, scene, 'A broker’s own entry'));
    for (const id of [answered.id, open.id]) dataOf(await publish(scene.broker.client, scene, id));
    dataOf(await reject(scene.broker.client, scene, rejected.id, 'No'));
    dataOf(await ask(scene.broker.client, scene, 'Answer', { parentId: answered.id }));
    const result = await scene.broker.client.graphql(DASHBOARD, { id: scene.broker.project.id });
    expect(dataOf(result)).toEqual({ projectDashboard: { faq: { total: 4, unanswered: 2 } } });
  });
});
