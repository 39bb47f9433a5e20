import {
  access,
  builder,
  PageInput,
  pageType,
  signedInViewer,
  UserStatusEnum,
  UserTypeEnum,
} from '../../core/graphql/index.js';
import { inviteUser } from './invite-user.js';
import { CompanySummaryRef } from './roles.graphql.js';
import { deleteUser, updateUser } from './user-commands.js';
import { findUser, listUsers, type UserRecord } from './user-queries.js';

const UserRoleRef = builder.objectRef<{ id: string; name: string }>('UserRole').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const UserRef = builder.objectRef<UserRecord>('User').implement({
  description: 'Spec 1 §3 User, as the administration lists show it.',
  authScopes: access('MANAGE_USERS'),
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
    email: t.exposeString('email'),
    role: t.field({ type: UserRoleRef, nullable: true, resolve: (user) => user.role }),
    type: t.field({ type: UserTypeEnum, resolve: (user) => user.type }),
    company: t.field({ type: CompanySummaryRef, resolve: (user) => user.company }),
    status: t.field({ type: UserStatusEnum, resolve: (user) => user.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserPageRef = pageType('User', UserRef);

builder.queryFields((t) => ({
  users: t.field({
    type: UserPageRef,
    description: "The viewer's company's users (an administrator: every company's); page 1 of 1000, newest first.",
    authScopes: access('MANAGE_USERS'),
    args: { pagination: t.arg({ type: PageInput }), roles: t.arg.idList() },
    resolve: (_root, args, context) => listUsers(context.app, signedInViewer(context), args.pagination, args.roles),
  }),
  user: t.field({
    type: UserRef,
    authScopes: access('MANAGE_USERS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findUser(context.app.db, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  inviteUser: t.field({
    type: UserRef,
    description: 'Every argument is optional here so that a missing one is answered with the spec 1 §5 message.',
    authScopes: access('MANAGE_USERS'),
    args: {
      email: t.arg.string(),
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      companyId: t.arg.id(),
      roleId: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      inviteUser(context.app, signedInViewer(context), {
        ...args,
        companyId: args.companyId ?? undefined,
        roleId: args.roleId ?? undefined,
      }),
  }),
  updateUser: t.field({
    type: UserRef,
    description: 'Changes the role of a broker user; it applies from their next request.',
    authScopes: access('MANAGE_USERS'),
    args: { id: t.arg.id({ required: true }), roleId: t.arg.id() },
    resolve: (_root, { id, roleId }, context) =>
      updateUser(context.app, signedInViewer(context), id, { roleId: roleId ?? undefined }),
  }),
  deleteUser: t.boolean({
    authScopes: access('MANAGE_BROKERS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteUser(context.app, signedInViewer(context), id);
      return true;
    },
  }),
}));
