import { afterAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/index.js';
import { buildUser } from '../support/factories.js';
import { createHttpClient } from '../support/http-client.js';
import { cookieHeaderOf, openSubscription } from '../support/socket.js';
import { canRunTwoInstances, useTwoInstances } from '../support/two-instances.js';

/**
 * Spec: live notifications reach every instance. One server runs in this process, a second one is a separate Node
 * process started like `npm start`; both share one PostgreSQL database and one Redis server.
 */
describe.runIf(canRunTwoInstances)('live notifications across two server processes', () => {
  // Sign-ins of every run count per address in a Redis server that may outlive one run.
  const instances = useTwoInstances({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' });
  let events: ReturnType<typeof openSubscription> | undefined;
  afterAll(() => events?.close());

  it('delivers a notification raised on one process to a page connected to the other, and read state back', async () => {
    const { first, secondUrl } = instances;
    const { user, password } = await buildUser(first.running.app.db);
    const browser = createHttpClient(secondUrl);
    expect((await browser.signIn(user.email, password)).status).toBe(200);
    events = openSubscription(
      secondUrl,
      cookieHeaderOf(browser),
      'subscription { notificationEvents { type unread notification { message } } }',
    );
    await events.ready;

    await notify(first.running.app, [user.id], {
      kind: 'SCORING_ANSWERS',
      payload: {
        project: {
          id: crypto.randomUUID(),
          name: 'Cyber cover',
          type: 'RFP',
          clientName: null,
          questionsSubmissionDeadline: null,
        },
      },
    });
    expect((await events.next()).data).toEqual({
      notificationEvents: {
        type: 'CREATED',
        unread: 1,
        notification: { message: "Answers in 'Cyber cover' are ready for scoring" },
      },
    });

    const sameUserOnFirst = createHttpClient(first.baseUrl);
    await sameUserOnFirst.signIn(user.email, password);
    await sameUserOnFirst.graphql('mutation { changeNotificationReadState(ids: [], isNew: false) }');
    expect((await events.next()).data).toEqual({
      notificationEvents: { type: 'READ_STATE', unread: 0, notification: null },
    });
  });
});
