import { describe, expect, it } from 'vitest';
import { notificationsOf } from '../suppliers/supplier-invites-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { expectBadInput } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  ask,
  FAQ_OPERATIONS,
  type FaqItemShape,
  type FaqScene,
  faqOf,
  faqScene,
  projectIdOf,
  publish,
} from './faq-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const PUBLISH_WITH_REPLY = FAQ_OPERATIONS.publish
  .replace('$makePublic: Boolean!)', '$makePublic: Boolean!, $reply: String)')
  .replace('makePublic: $makePublic)', 'makePublic: $makePublic, reply: $reply)');

const publishWithReply = (client: HttpClient, scene: FaqScene, id: string, reply: string, makePublic = true) =>
  client.graphql<{ publishFaqItem: FaqItemShape }>(PUBLISH_WITH_REPLY, {
    projectId: projectIdOf(scene),
    id,
    makePublic,
    reply,
  });

const kindsOf = async (userId: string) =>
  (await notificationsOf(testApp, userId)).map((notice) => notice.kind).filter((kind) => kind.startsWith('FAQ_'));

const itemsOf = async (client: HttpClient, scene: FaqScene) => dataOf(await faqOf(client, scene)).projectFaq.items;

describe('publishing a question with its reply', () => {
  it('publishes it answered in one step: suppliers never see it without the answer, and hear of the answer', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Is SSO included?')).createFaqItem;
    const published = dataOf(
      await publishWithReply(scene.broker.client, scene, question.id, '  Yes, SAML 2.0.  '),
    ).publishFaqItem;
    expect(published).toMatchObject({ status: 'ACTIVE', isPublic: true, tags: [] });
    const [thread] = await itemsOf(scene.broker.client, scene);
    expect(thread?.answers?.map((answer) => [answer.text, answer.status, answer.isAddedByBroker])).toEqual([
      ['Yes, SAML 2.0.', 'ACTIVE', true],
    ]);
    const [seen] = await itemsOf(scene.supplierB.client, scene);
    expect(seen?.answers?.map((answer) => answer.text)).toEqual(['Yes, SAML 2.0.']);
    expect(await kindsOf(scene.supplierA.user.id)).toEqual(['FAQ_ANSWER']);
    expect(await kindsOf(scene.supplierB.user.id)).toEqual(['FAQ_ANSWER_BROADCAST']);
  });

  it('keeps a private question’s reply between the asker and the buy side', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Our pricing?')).createFaqItem;
    dataOf(await publishWithReply(scene.broker.client, scene, question.id, 'As quoted.', false));
    expect((await itemsOf(scene.supplierA.client, scene))[0]?.answers?.map((answer) => answer.text)).toEqual([
      'As quoted.',
    ]);
    expect(await kindsOf(scene.supplierA.user.id)).toEqual(['FAQ_ANSWER']);
    expect(await kindsOf(scene.supplierB.user.id)).toEqual([]);
  });

  it('refuses a blank or too long reply and leaves the question in review, unanswered', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Is SSO included?')).createFaqItem;
    expectBadInput(await publishWithReply(scene.broker.client, scene, question.id, '   '), 'Required', {
      reply: 'Required',
    });
    expectBadInput(
      await publishWithReply(scene.broker.client, scene, question.id, 'x'.repeat(5001)),
      'Must be less than or equal to 5000 characters',
    );
    const [kept] = await itemsOf(scene.broker.client, scene);
    expect(kept).toMatchObject({ status: 'DRAFT', tags: ['IN_REVIEW', 'NO_ANSWER'], answers: [] });
    expect(await kindsOf(scene.supplierA.user.id)).toEqual([]);
  });

  it('answers a supplier’s clarification question in its thread, published together', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Is SSO included?')).createFaqItem;
    dataOf(await publishWithReply(scene.broker.client, scene, question.id, 'Yes.'));
    const clarification = dataOf(
      await ask(scene.supplierA.client, scene, 'Which providers?', { parentId: question.id }),
    ).createFaqItem;
    dataOf(await publishWithReply(scene.broker.client, scene, clarification.id, 'Okta and Azure AD.'));
    const [thread] = await itemsOf(scene.supplierB.client, scene);
    expect(thread?.answers?.map((answer) => answer.text)).toEqual(['Yes.', 'Which providers?', 'Okta and Azure AD.']);
  });

  it('still publishes without a reply', async () => {
    const scene = await faqScene(testApp);
    const question = dataOf(await ask(scene.supplierA.client, scene, 'Is SSO included?')).createFaqItem;
    expect(dataOf(await publish(scene.broker.client, scene, question.id)).publishFaqItem.tags).toEqual(['NO_ANSWER']);
  });
});
