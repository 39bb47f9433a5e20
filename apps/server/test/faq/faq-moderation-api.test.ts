import { FAQ_MESSAGES, MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectForbidden } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  ask,
  type FaqScene,
  faqOf,
  faqScene,
  projectIdOf,
  publish,
  reject,
  setClarificationDeadline,
  update,
} from './faq-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const askA = async (scene: FaqScene, text = 'Is SSO included?', extra: Record<string, unknown> = {}) =>
  dataOf(await ask(scene.supplierA.client, scene, text, extra)).createFaqItem;

const reply = (client: Parameters<typeof ask>[0], scene: FaqScene, parentId: string, text = 'Yes, SAML.') =>
  ask(client, scene, text, { parentId });

const itemsOf = async (client: Parameters<typeof faqOf>[0], scene: FaqScene, hash: string | null = null) =>
  dataOf(await faqOf(client, scene, hash)).projectFaq.items;

describe('publishing and rejecting', () => {
  it('publishes privately: the asker’s company sees it tagged private, the other supplier does not', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    expect(await itemsOf(scene.supplierB.client, scene)).toEqual([]);
    const published = dataOf(await publish(scene.broker.client, scene, question.id, false)).publishFaqItem;
    expect(published).toMatchObject({ status: 'ACTIVE', isPublic: false, tags: ['NO_ANSWER', 'PRIVATE'] });
    expect((await itemsOf(scene.supplierA.client, scene)).map((item) => item.tags)).toEqual([['NO_ANSWER', 'PRIVATE']]);
    expect(await itemsOf(scene.supplierB.client, scene)).toEqual([]);
    expect(await itemsOf(testApp.client(), scene, scene.invitationB.token)).toEqual([]);
  });

  it('publishes publicly: every supplier sees it, without the asker’s company name', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    dataOf(await publish(scene.broker.client, scene, question.id));
    const [seen] = await itemsOf(scene.supplierB.client, scene);
    expect(seen).toMatchObject({ id: question.id, companyName: null, isPublic: true });
    const [own] = await itemsOf(scene.supplierA.client, scene);
    expect(own?.companyName).toBe(scene.supplierA.company.name);
  });

  it('rejects a draft with a reason: required, trimmed, at most 100 characters', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    expectBadInput(await reject(scene.broker.client, scene, question.id, '  '), 'Required', { reason: 'Required' });
    expectBadInput(
      await reject(scene.broker.client, scene, question.id, 'x'.repeat(101)),
      'Must be less than or equal to 100 characters',
    );
    const rejected = dataOf(await reject(scene.broker.client, scene, question.id, ' Out of scope ')).rejectFaqItem;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'Out of scope', tags: ['REJECTED'] });
    expect((await itemsOf(scene.supplierA.client, scene))[0]?.rejectReason).toBe('Out of scope');
    expect(await itemsOf(scene.supplierB.client, scene)).toEqual([]);
    expectBadInput(await publish(scene.broker.client, scene, question.id), FAQ_MESSAGES.notInReview);
    expectBadInput(await reject(scene.broker.client, scene, question.id, 'Again'), FAQ_MESSAGES.notInReview);
  });

  it('is for MANAGE_PROJECT_STATE or the assignee only', async () => {
    const scene = await faqScene(testApp);
    const general = await askA(scene, 'General question');
    const aboutSecurity = await askA(scene, 'About security', { sectionId: scene.section.id });
    expectForbidden(await publish(scene.faqManager.client, scene, general.id), FAQ_MESSAGES.mayNotDecide);
    expectForbidden(await reject(scene.assignee.client, scene, general.id, 'No'), FAQ_MESSAGES.mayNotDecide);
    expectForbidden(await publish(scene.supplierA.client, scene, general.id), FAQ_MESSAGES.mayNotDecide);
    const assigned = (await itemsOf(scene.assignee.client, scene)).find((item) => item.id === aboutSecurity.id);
    expect(assigned).toMatchObject({ isAssignedToMe: true, abilities: { publish: true, reject: true, edit: true } });
    expect(dataOf(await publish(scene.assignee.client, scene, aboutSecurity.id)).publishFaqItem.status).toBe('ACTIVE');
    // The assignee does not see the project's other questions as theirs.
    expect(
      (await itemsOf(scene.assignee.client, scene)).find((item) => item.id === general.id)?.abilities.publish,
    ).toBe(false);
  });
});

describe('replies', () => {
  it('lets MANAGE_PROJECT_STATE and the assignee reply to a published question, never to a draft', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene, 'About security', { sectionId: scene.section.id });
    expectForbidden(await reply(scene.broker.client, scene, question.id), FAQ_MESSAGES.mayNotReply);
    dataOf(await publish(scene.broker.client, scene, question.id));
    expectForbidden(await reply(scene.faqManager.client, scene, question.id), FAQ_MESSAGES.mayNotReply);
    const answer = dataOf(await reply(scene.assignee.client, scene, question.id)).createFaqItem;
    expect(answer).toMatchObject({ parentId: question.id, status: 'ACTIVE', isAddedByBroker: true, tags: [] });
    dataOf(await reply(scene.broker.client, scene, question.id, 'And OIDC.'));
    const [thread] = await itemsOf(scene.supplierB.client, scene);
    expect(thread?.tags).toEqual([]);
    expect(thread?.answers?.map((item) => item.text)).toEqual(['Yes, SAML.', 'And OIDC.']);
    // A reply is not replied to.
    expectForbidden(await reply(scene.broker.client, scene, answer.id), FAQ_MESSAGES.mayNotReply);
  });

  it('lets the broker who asked reply to their own question', async () => {
    const scene = await faqScene(testApp);
    const own = dataOf(await ask(scene.faqManager.client, scene, 'Our own FAQ entry')).createFaqItem;
    dataOf(await publish(scene.broker.client, scene, own.id));
    expect(dataOf(await reply(scene.faqManager.client, scene, own.id)).createFaqItem.status).toBe('ACTIVE');
  });
});

describe('clarification questions', () => {
  it('are for the asking supplier on its own answered, non-rejected question', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    dataOf(await publish(scene.broker.client, scene, question.id));
    expectForbidden(
      await reply(scene.supplierA.client, scene, question.id, 'Before any answer'),
      FAQ_MESSAGES.mayNotClarify,
    );
    dataOf(await reply(scene.broker.client, scene, question.id));
    expectForbidden(await reply(scene.supplierB.client, scene, question.id, 'Not mine'), FAQ_MESSAGES.mayNotClarify);
    const [thread] = await itemsOf(scene.supplierA.client, scene);
    expect(thread?.abilities).toMatchObject({ clarify: true, reply: false });
    const clarification = dataOf(
      await reply(scene.supplierA.client, scene, question.id, 'Which providers?'),
    ).createFaqItem;
    expect(clarification).toMatchObject({ status: 'DRAFT', parentId: question.id, isAddedByBroker: false });
    // In review, the other supplier does not see it; published it does.
    expect((await itemsOf(scene.supplierB.client, scene))[0]?.answers).toHaveLength(1);
    dataOf(await publish(scene.broker.client, scene, clarification.id));
    expect((await itemsOf(scene.supplierB.client, scene))[0]?.answers).toHaveLength(2);
  });

  it('close with the clarification deadline', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    dataOf(await publish(scene.broker.client, scene, question.id));
    dataOf(await reply(scene.broker.client, scene, question.id));
    await setClarificationDeadline(testApp, projectIdOf(scene), new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    expectBadInput(await reply(scene.supplierA.client, scene, question.id, 'Late'), FAQ_MESSAGES.deadlinePassed);
  });
});

describe('editing', () => {
  it('lets the asker, MANAGE_PROJECT_STATE and the assignee edit a question, at the version read', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene, 'Typo questoin', { sectionId: scene.section.id });
    const edited = dataOf(await update(scene.supplierA.client, scene, question.id, ' Typo question ', 1)).updateFaqItem;
    expect(edited).toMatchObject({ text: 'Typo question', version: 2 });
    const stale = await update(scene.broker.client, scene, question.id, 'Lost edit', 1);
    expect(stale.errors?.[0]).toMatchObject({
      message: MESSAGES.staleVersion('question'),
      extensions: { code: 'CONFLICT' },
    });
    expect(
      dataOf(await update(scene.assignee.client, scene, question.id, 'By the assignee', 2)).updateFaqItem.version,
    ).toBe(3);
    expectForbidden(await update(scene.faqManager.client, scene, question.id, 'Not mine'), FAQ_MESSAGES.mayNotEdit);
    expectBadInput(await update(scene.supplierA.client, scene, question.id, ''), 'Required');
  });

  it('lets MANAGE_PROJECT_STATE, or MANAGE_FAQ on its own answer, edit an answer', async () => {
    const scene = await faqScene(testApp);
    const own = dataOf(await ask(scene.faqManager.client, scene, 'Entry')).createFaqItem;
    dataOf(await publish(scene.broker.client, scene, own.id));
    const answer = dataOf(await reply(scene.faqManager.client, scene, own.id)).createFaqItem;
    const managerAnswer = dataOf(await reply(scene.broker.client, scene, own.id, 'Manager answer')).createFaqItem;
    expect(dataOf(await update(scene.faqManager.client, scene, answer.id, 'Edited', 1)).updateFaqItem.text).toBe(
      'Edited',
    );
    const stale = await update(scene.broker.client, scene, answer.id, 'Lost edit', 1);
    expect(stale.errors?.[0]).toMatchObject({
      message: MESSAGES.staleVersion('answer'),
      extensions: { code: 'CONFLICT' },
    });
    expectForbidden(
      await update(scene.faqManager.client, scene, managerAnswer.id, 'Not mine'),
      FAQ_MESSAGES.mayNotEdit,
    );
    expect(dataOf(await update(scene.broker.client, scene, answer.id, 'By manager')).updateFaqItem.text).toBe(
      'By manager',
    );
  });

  it('changes nothing in a read-only project', async () => {
    const scene = await faqScene(testApp);
    const question = await askA(scene);
    await setProjectStatus(testApp.running.app.db, projectIdOf(scene), 'ARCHIVED');
    expectForbidden(await update(scene.broker.client, scene, question.id, 'Archived'), FAQ_MESSAGES.mayNotEdit);
    expectForbidden(await publish(scene.broker.client, scene, question.id), FAQ_MESSAGES.mayNotDecide);
  });
});
