import { access, builder, PageInput, PrivilegeEnum, pageType, signedInViewer } from '../../core/graphql/index.js';
import { createRole, deleteRole, updateRole } from './role-commands.js';
import { findRole, listRoles, type RoleRecord } from './role-queries.js';

/** A company as the users and roles lists name it (spec 1 §3: company { id, name }). */
export const CompanySummaryRef = builder.objectRef<{ id: string; name: string }>('CompanySummary').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const RoleRef = builder.objectRef<RoleRecord>('Role').implement({
  description: 'Spec 1 §3 Role. privileges hold the closure: what a role grants includes everything it implies.',
  authScopes: access('MANAGE_USERS'),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    company: t.field({
      type: CompanySummaryRef,
      nullable: true,
      description: 'Null only for the platform SuperAdmin role.',
      resolve: (role) => role.company,
    }),
    isSystem: t.exposeBoolean('isSystem'),
    isDefault: t.exposeBoolean('isDefault'),
    privileges: t.field({ type: [PrivilegeEnum], resolve: (role) => role.privileges }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const RolePageRef = pageType('Role', RoleRef);

builder.queryFields((t) => ({
  roles: t.field({
    type: RolePageRef,
    description: "The viewer's company's roles (an administrator: every company's), page 1 of 100 by default.",
    authScopes: access('MANAGE_USERS'),
    args: { pagination: t.arg({ type: PageInput }), companyId: t.arg.id() },
    resolve: (_root, { pagination, companyId }, context) =>
      listRoles(context.app, signedInViewer(context), pagination, companyId),
  }),
  role: t.field({
    type: RoleRef,
    authScopes: access('MANAGE_USERS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => findRole(context.app.db, signedInViewer(context), id),
  }),
}));

/** Name and company are optional here so that a missing one is answered with the spec's message ('Required'). */
builder.mutationFields((t) => ({
  createRole: t.field({
    type: RoleRef,
    authScopes: access('MANAGE_USERS'),
    args: {
      name: t.arg.string(),
      isDefault: t.arg.boolean(),
      companyId: t.arg.id(),
      privileges: t.arg({ type: [PrivilegeEnum] }),
    },
    resolve: (_root, args, context) =>
      createRole(context.app, signedInViewer(context), {
        name: args.name,
        isDefault: args.isDefault ?? false,
        companyId: args.companyId ?? undefined,
        privileges: args.privileges ?? [],
      }),
  }),
  updateRole: t.field({
    type: RoleRef,
    description: 'Spec 1 §7: like createRole without the company, which never changes.',
    authScopes: access('MANAGE_USERS'),
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string(),
      isDefault: t.arg.boolean(),
      privileges: t.arg({ type: [PrivilegeEnum] }),
    },
    resolve: (_root, args, context) =>
      updateRole(context.app, signedInViewer(context), args.id, {
        name: args.name,
        isDefault: args.isDefault ?? undefined,
        privileges: args.privileges ?? undefined,
      }),
  }),
  deleteRole: t.boolean({
    authScopes: access('MANAGE_USERS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteRole(context.app, signedInViewer(context), id);
      return true;
    },
  }),
}));
