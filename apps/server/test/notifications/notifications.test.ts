import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/db/schema/index.js';
import { notify } from '../../src/modules/notifications/index.js';
import { buildSignedInUser, expectBadInput, expectUnauthenticated } from '../support/sessions.js';
import { cookieHeaderOf, openSubscription } from '../support/socket.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

const project = {
  id: '5d1c7b1e-0000-4000-8000-000000000001',
  name: 'Fleet insurance',
  type: 'RFP',
  clientName: 'Contoso',
  questionsSubmissionDeadline: null,
};

const LIST = `query List($onlyNew: Boolean, $before: ID, $first: Int) {
  notifications(onlyNew: $onlyNew, before: $before, first: $first) {
    total unread results { id new kind message link createdAt project { name client { name } } }
  }
}`;
const MARK = 'mutation Mark($ids: [ID!]!, $isNew: Boolean!) { changeNotificationReadState(ids: $ids, isNew: $isNew) }';

type ListData = {
  notifications: {
    total: number;
    unread: number;
    results: Array<{ id: string; new: boolean; kind: string; message: string; link: string | null }>;
  };
};

/** Gives the user `count` notifications, one at a time so each is newer than the one before. */
async function giveNotifications(userId: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    await notify(testApp.running.app, [userId], {
      kind: 'AWAITING_ANSWERS',
      payload: { project: { ...project, name: `Project ${index}` } },
    });
  }
}

describe('notifications list', () => {
  it('pages newest first with the id of the last one as cursor, and counts total and unread', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    await giveNotifications(user.id, 5);
    const first = await client.graphql<ListData>(LIST, { first: 2 });
    expect(first.data?.notifications.total).toBe(5);
    expect(first.data?.notifications.unread).toBe(5);
    expect(first.data?.notifications.results.map((item) => item.message)).toEqual([
      "'Project 4' is awaiting answers",
      "'Project 3' is awaiting answers",
    ]);
    const seen = [...(first.data?.notifications.results ?? [])];
    let before = seen.at(-1)?.id;
    while (before) {
      const page = await client.graphql<ListData>(LIST, { first: 2, before });
      const results = page.data?.notifications.results ?? [];
      seen.push(...results);
      before = results.length === 2 ? results.at(-1)?.id : undefined;
    }
    expect(seen.map((item) => item.message.slice(0, 10))).toEqual([
      "'Project 4",
      "'Project 3",
      "'Project 2",
      "'Project 1",
      "'Project 0",
    ]);
    expect(seen[0]?.link).toBe(`/projects/${project.id}/dashboard`);
  });

  it('shows only the user’s own notifications and refuses another user’s id as cursor', async () => {
    const mine = await buildSignedInUser(testApp);
    const theirs = await buildSignedInUser(testApp);
    await giveNotifications(theirs.user.id, 1);
    const list = await mine.client.graphql<ListData>(LIST);
    expect(list.data?.notifications).toEqual({ total: 0, unread: 0, results: [] });
    const [their] = await testApp.running.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, theirs.user.id));
    expectBadInput(
      await mine.client.graphql(LIST, { before: their?.id }),
      'The cursor does not name one of your notifications',
    );
  });

  it('needs a session', async () => {
    expectUnauthenticated(await testApp.client().graphql(LIST));
    expectUnauthenticated(await testApp.client().graphql(MARK, { ids: [], isNew: false }));
  });
});

describe('read state', () => {
  it('toggles one notification, marks all read, and leaves other users’ notifications alone', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    const other = await buildSignedInUser(testApp);
    await giveNotifications(user.id, 3);
    await giveNotifications(other.user.id, 1);
    const [newest] = (await client.graphql<ListData>(LIST)).data?.notifications.results ?? [];
    const [othersOnly] = (await other.client.graphql<ListData>(LIST)).data?.notifications.results ?? [];

    const afterRead = await client.graphql(MARK, { ids: [newest?.id, othersOnly?.id], isNew: false });
    expect(afterRead.data).toEqual({ changeNotificationReadState: 2 });
    const onlyNew = await client.graphql<ListData>(LIST, { onlyNew: true });
    expect(onlyNew.data?.notifications.total).toBe(2);
    expect(onlyNew.data?.notifications.results.map((item) => item.id)).not.toContain(newest?.id);

    expect((await client.graphql(MARK, { ids: [newest?.id], isNew: true })).data).toEqual({
      changeNotificationReadState: 3,
    });
    expect((await client.graphql(MARK, { ids: [], isNew: false })).data).toEqual({ changeNotificationReadState: 0 });
    expect((await other.client.graphql<ListData>(LIST)).data?.notifications.unread).toBe(1);
  });

  it('refuses to mark everything unread and unknown ids', async () => {
    const { client } = await buildSignedInUser(testApp);
    expectBadInput(await client.graphql(MARK, { ids: [], isNew: true }), 'Name the notifications to mark as unread');
    expectBadInput(await client.graphql(MARK, { ids: ['not-an-id'], isNew: false }), 'Unknown notification');
  });
});

describe('live delivery and e-mail copies', () => {
  const EVENTS = `subscription { notificationEvents { type unread all ids notification { message link new } } }`;

  it('pushes a new notification and read-state changes to the user’s open page, and to nobody else', async () => {
    const { user, client } = await buildSignedInUser(testApp);
    const bystander = await buildSignedInUser(testApp);
    const mine = openSubscription(testApp.baseUrl, cookieHeaderOf(client), EVENTS);
    const theirs = openSubscription(testApp.baseUrl, cookieHeaderOf(bystander.client), EVENTS);
    await Promise.all([mine.ready, theirs.ready]);

    await giveNotifications(user.id, 1);
    expect((await mine.next()).data).toEqual({
      notificationEvents: {
        type: 'CREATED',
        unread: 1,
        all: false,
        ids: [],
        notification: {
          message: "'Project 0' is awaiting answers",
          link: `/projects/${project.id}/dashboard`,
          new: true,
        },
      },
    });
    await client.graphql(MARK, { ids: [], isNew: false });
    expect((await mine.next()).data).toMatchObject({
      notificationEvents: { type: 'READ_STATE', all: true, unread: 0 },
    });
    await expect(theirs.next(300)).rejects.toThrow('No subscription event arrived in time');
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('refuses the subscription without a session', async () => {
    const anonymous = openSubscription(testApp.baseUrl, '', EVENTS);
    const result = await anonymous.next();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await anonymous.close();
  });

  it('e-mails a copy only to users whose switch for that kind is on', async () => {
    const listening = await buildSignedInUser(testApp);
    const muted = await buildSignedInUser(testApp);
    await testApp.running.app.db
      .update(users)
      .set({ notifyProjectStatusUpdate: false })
      .where(eq(users.id, muted.user.id));
    await notify(testApp.running.app, [listening.user.id, muted.user.id], {
      kind: 'AWAITING_ANSWERS',
      payload: { project },
    });
    const mail = await testApp.smtp.waitForMail(listening.user.email, /Fleet insurance/);
    expect(mail.text).toContain(`/projects/${project.id}/dashboard`);
    await testApp.running.app.mailer.idle();
    expect(testApp.smtp.mailsTo(muted.user.email)).toEqual([]);
    // The muted user still sees it in the bell.
    expect((await muted.client.graphql<ListData>(LIST)).data?.notifications.total).toBe(1);
  });
});
