import { FAQ_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ask, FAQ_OPERATIONS, faqOf, faqScene, projectIdOf, setClarificationDeadline } from './faq-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const DAY = 24 * 60 * 60 * 1000;

describe('asking a question', () => {
  it('lets a supplier ask in PUBLISHED and AWAITING; the question waits in review', async () => {
    const scene = await faqScene(testApp);
    const asked = dataOf(await ask(scene.supplierA.client, scene, '  Is SSO included?  ')).createFaqItem;
    expect(asked).toMatchObject({
      text: 'Is SSO included?',
      status: 'DRAFT',
      isAddedByMe: true,
      isAddedByBroker: false,
      tags: ['IN_REVIEW', 'NO_ANSWER'],
      abilities: { reply: false, publish: false, reject: false, edit: true, clarify: false },
    });
    await setProjectStatus(testApp.running.app.db, projectIdOf(scene), 'AWAITING');
    expect((await ask(scene.supplierA.client, scene, 'And MFA?')).errors).toBeUndefined();
  });

  it('refuses suppliers outside PUBLISHED and AWAITING and after the clarification deadline', async () => {
    const scene = await faqScene(testApp);
    await setClarificationDeadline(testApp, projectIdOf(scene), new Date(Date.now() - 2 * DAY));
    expectBadInput(await ask(scene.supplierA.client, scene, 'Too late?'), FAQ_MESSAGES.deadlinePassed);
    expect(dataOf(await faqOf(scene.supplierA.client, scene)).projectFaq.mayAsk).toBe(false);
    // The deadline day itself is still open.
    await setClarificationDeadline(testApp, projectIdOf(scene), new Date());
    expect((await ask(scene.supplierA.client, scene, 'Today is fine?')).errors).toBeUndefined();
    await setProjectStatus(testApp.running.app.db, projectIdOf(scene), 'SCORING');
    expectBadInput(await ask(scene.supplierA.client, scene, 'Now?'), FAQ_MESSAGES.notTakingQuestions);
    expect(await testApp.running.app.db.select().from(faqItems).where(eq(faqItems.text, 'Now?'))).toEqual([]);
  });

  it('lets the buy side ask with MANAGE_FAQ in PUBLISHED, AWAITING and SCORING only', async () => {
    const scene = await faqScene(testApp);
    expectForbidden(await ask(scene.assignee.client, scene, 'Without MANAGE_FAQ'));
    await setProjectStatus(testApp.running.app.db, projectIdOf(scene), 'SCORING');
    const asked = dataOf(await ask(scene.faqManager.client, scene, 'Broker question')).createFaqItem;
    expect(asked).toMatchObject({ status: 'DRAFT', isAddedByBroker: true, isAddedByMe: true });
    await setProjectStatus(testApp.running.app.db, projectIdOf(scene), 'COMPLETED');
    expectBadInput(await ask(scene.broker.client, scene, 'Closed'), FAQ_MESSAGES.notTakingQuestions);
  });

  it('needs a text', async () => {
    const scene = await faqScene(testApp);
    expectBadInput(await ask(scene.supplierA.client, scene, '   '), 'Required', { text: 'Required' });
    expectBadInput(
      await ask(scene.supplierA.client, scene, 'x'.repeat(5001)),
      'Must be less than or equal to 5000 characters',
    );
  });

  it('attaches the question or section asked about, shown to suppliers only when they see it', async () => {
    const scene = await faqScene(testApp);
    const [visible, hidden] = await testApp.running.app.db.query.projectQuestions.findMany({
      where: (question, { eq: is }) => is(question.sectionId, scene.section.id),
      orderBy: (question, { asc }) => asc(question.position),
    });
    if (!visible || !hidden) throw new Error('no questions');
    const aboutQuestion = dataOf(
      await ask(scene.supplierA.client, scene, 'Which cipher?', { questionId: visible.id }),
    ).createFaqItem;
    expect(aboutQuestion.question).toEqual({ id: visible.id, label: 'Do you encrypt data at rest?' });
    expect(aboutQuestion.section).toEqual({ id: scene.section.id, name: 'Security' });
    const aboutSection = dataOf(
      await ask(scene.supplierA.client, scene, 'Scope?', { sectionId: scene.section.id }),
    ).createFaqItem;
    expect(aboutSection).toMatchObject({ question: null, section: { id: scene.section.id } });
    for (const link of [{ questionId: hidden.id }, { questionId: crypto.randomUUID() }, { sectionId: 'nope' }]) {
      expectBadInput(await ask(scene.supplierA.client, scene, 'Hidden?', link), FAQ_MESSAGES.questionNotInProject);
    }
  });
});

describe('visitors and strangers', () => {
  it('lets a visitor with an invitation hash read and ask for its company', async () => {
    const scene = await faqScene(testApp);
    const visitor = testApp.client();
    const hash = scene.invitationA.token;
    const asked = dataOf(await ask(visitor, scene, 'Asked by link', { hash })).createFaqItem;
    expect(asked).toMatchObject({ status: 'DRAFT', isAddedByMe: false, abilities: { edit: false } });
    const [stored] = await testApp.running.app.db.select().from(faqItems).where(eq(faqItems.id, asked.id));
    expect(stored).toMatchObject({ createdBy: null, askedByCompanyId: scene.supplierA.company.id });
    // The supplier's own company sees it, signed in or through the link; the other supplier does not.
    expect(dataOf(await faqOf(visitor, scene, hash)).projectFaq.items.map((item) => item.id)).toEqual([asked.id]);
    expect(dataOf(await faqOf(scene.supplierA.client, scene)).projectFaq.items).toHaveLength(1);
    expect(dataOf(await faqOf(visitor, scene, scene.invitationB.token)).projectFaq.items).toEqual([]);
  });

  it('asks an invitee without a company to register first', async () => {
    const scene = await faqScene(testApp);
    const emailOnly = await inviteProduct(testApp, projectIdOf(scene), null, 'INVITED');
    const visitor = testApp.client();
    expect(dataOf(await faqOf(visitor, scene, emailOnly.token)).projectFaq.mayAsk).toBe(false);
    expectBadInput(await ask(visitor, scene, 'Hello?', { hash: emailOnly.token }), FAQ_MESSAGES.registerFirst);
  });

  it('answers signed-out readers without a hash and other companies as not found', async () => {
    const scene = await faqScene(testApp);
    expectNotFound(await faqOf(testApp.client(), scene), 'Project');
    expectNotFound(await ask(testApp.client(), scene, 'Anyone?'), 'Project');
    expectNotFound(await faqOf(testApp.client(), scene, 'not-a-token'), 'Project');
    const stranger = await buildProjectManager(testApp);
    expectNotFound(await faqOf(stranger.client, scene), 'Project');
    expectNotFound(await ask(stranger.client, scene, 'Mine?'), 'Project');
  });

  it('refuses the other calls to signed-out visitors', async () => {
    const scene = await faqScene(testApp);
    const id = crypto.randomUUID();
    const projectId = projectIdOf(scene);
    const visitor = testApp.client();
    expectUnauthenticated(await visitor.graphql(FAQ_OPERATIONS.update, { projectId, id, text: 'x' }));
    expectUnauthenticated(await visitor.graphql(FAQ_OPERATIONS.publish, { projectId, id, makePublic: true }));
    expectUnauthenticated(await visitor.graphql(FAQ_OPERATIONS.reject, { projectId, id, reason: 'x' }));
  });
});
