import { NOTIFICATION_KINDS, notificationLink, notificationText } from '@shortlist/domain';
import { filter } from 'graphql-yoga';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { isSessionLive } from '../../core/viewer/index.js';
import type { NotificationPayload } from '../../db/schema/index.js';
import type { NotificationEvent } from '../../platform/pubsub/index.js';
import { changeReadState } from './notification-commands.js';
import {
  findNotification,
  listNotifications,
  type NotificationList,
  type NotificationRow,
  unreadCount,
} from './notification-queries.js';

const NotificationKindEnum = builder.enumType('NotificationKind', { values: NOTIFICATION_KINDS });

type ProjectSnapshot = NonNullable<NotificationPayload['project']>;
type ProductSnapshot = NonNullable<NotificationPayload['product']>;

const NotificationClientRef = builder.objectRef<{ name: string }>('NotificationClient').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ name: t.exposeString('name') }),
});

const NotificationProjectRef = builder.objectRef<ProjectSnapshot>('NotificationProject').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    client: t.field({
      type: NotificationClientRef,
      nullable: true,
      resolve: (project) => (project.clientName ? { name: project.clientName } : null),
    }),
    questionsSubmissionDeadline: t.string({
      nullable: true,
      resolve: (project) => project.questionsSubmissionDeadline,
    }),
  }),
});

const NotificationVendorRef = builder.objectRef<{ name: string }>('NotificationVendor').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ name: t.exposeString('name') }),
});

const NotificationProductRef = builder.objectRef<ProductSnapshot>('NotificationProduct').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    productName: t.exposeString('productName'),
    vendor: t.field({ type: NotificationVendorRef, resolve: (product) => ({ name: product.vendorName }) }),
  }),
});

const contentOf = (row: NotificationRow) => ({
  kind: row.kind,
  ...row.payload,
  project: row.payload.project ?? null,
  product: row.payload.product ?? null,
});

const NotificationRef = builder.objectRef<NotificationRow>('Notification').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: NotificationKindEnum, resolve: (row) => row.kind }),
    new: t.exposeBoolean('isNew'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    message: t.string({ resolve: (row) => notificationText(contentOf(row)) }),
    link: t.string({ nullable: true, resolve: (row) => notificationLink(contentOf(row)) }),
    project: t.field({ type: NotificationProjectRef, nullable: true, resolve: (row) => row.payload.project }),
    product: t.field({ type: NotificationProductRef, nullable: true, resolve: (row) => row.payload.product }),
    days: t.int({ nullable: true, resolve: (row) => row.payload.days }),
    role: t.string({ nullable: true, resolve: (row) => row.payload.role }),
    isProductOwner: t.boolean({ nullable: true, resolve: (row) => row.payload.isProductOwner }),
    isDomainExpert: t.boolean({ nullable: true, resolve: (row) => row.payload.isDomainExpert }),
    resubmit: t.boolean({ nullable: true, resolve: (row) => row.payload.resubmit }),
  }),
});

const NotificationListRef = builder.objectRef<NotificationList>('NotificationList').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    results: t.field({ type: [NotificationRef], resolve: (list) => list.results }),
    total: t.exposeInt('total'),
    unread: t.exposeInt('unread'),
  }),
});

const NotificationEventTypeEnum = builder.enumType('NotificationEventType', { values: ['CREATED', 'READ_STATE'] });

interface NotificationEventShape {
  event: NotificationEvent;
  notification: NotificationRow | null;
  unread: number;
}

const NotificationEventRef = builder.objectRef<NotificationEventShape>('NotificationEvent').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    type: t.field({ type: NotificationEventTypeEnum, resolve: ({ event }) => event.type }),
    notification: t.field({ type: NotificationRef, nullable: true, resolve: (shape) => shape.notification }),
    ids: t.idList({ resolve: ({ event }) => (event.type === 'READ_STATE' ? event.ids : []) }),
    isNew: t.boolean({ nullable: true, resolve: ({ event }) => (event.type === 'READ_STATE' ? event.isNew : null) }),
    all: t.boolean({ resolve: ({ event }) => event.type === 'READ_STATE' && event.all }),
    unread: t.exposeInt('unread'),
  }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationListRef,
    description: 'The signed-in user’s notifications, newest first; `before` is the id of the last one already shown.',
    authScopes: access('SIGNED_IN'),
    args: { onlyNew: t.arg.boolean(), before: t.arg.id(), first: t.arg.int() },
    resolve: (_root, args, context) =>
      listNotifications(context.app, signedInViewer(context).user.id, {
        onlyNew: args.onlyNew,
        before: args.before ? args.before : null,
        first: args.first,
      }),
  }),
}));

builder.mutationFields((t) => ({
  changeNotificationReadState: t.int({
    description:
      'Marks notifications read (isNew false) or unread; empty ids with isNew false marks all read. Returns the unread count.',
    authScopes: access('SIGNED_IN'),
    args: { ids: t.arg.idList({ required: true }), isNew: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      changeReadState(context.app, signedInViewer(context).user.id, { ids: args.ids, isNew: args.isNew }),
  }),
}));

builder.subscriptionType({});
builder.subscriptionFields((t) => ({
  notificationEvents: t.field({
    type: NotificationEventRef,
    description: 'New notifications and read-state changes of the signed-in user, live.',
    authScopes: access('SIGNED_IN'),
    subscribe: (_root, _args, context) => {
      const viewer = signedInViewer(context);
      const { db, config, pubsub } = context.app;
      // A revoked session's socket is closed, but an event already on its way must not reach it either.
      return filter((_event: NotificationEvent) => isSessionLive(db, viewer.sessionId, config.session))(
        pubsub.subscribe('notification:user', viewer.user.id),
      );
    },
    resolve: async (event: NotificationEvent, _args, context) => {
      const userId = signedInViewer(context).user.id;
      const notification =
        event.type === 'CREATED' ? await findNotification(context.app, userId, event.notificationId) : null;
      return { event, notification, unread: await unreadCount(context.app, userId) };
    },
  }),
}));
