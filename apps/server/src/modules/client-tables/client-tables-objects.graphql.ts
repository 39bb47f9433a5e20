import { CLIENT_TABLES_STATUSES } from '@shortlist/domain';
import { access, builder, UserStatusEnum } from '../../core/graphql/index.js';
import { ProjectStatusEnum, ProjectTypeEnum } from '../projects/index.js';
import type { ClientMemberView } from './client-members.js';
import type { ClientTableRow } from './client-tables-access.js';
import type { ClientDiscoveryView, ClientProjectView } from './client-tables-queries.js';

export const ClientTablesStatusEnum = builder.enumType('ClientTablesStatus', { values: CLIENT_TABLES_STATUSES });

export const ClientTableRef = builder.objectRef<ClientTableRow>('ClientTable').implement({
  // Reached from the discovery page (broker), the client data page (its members) and the supplier preview (tables
  // visible to vendors); each field that returns tables decides who reads them.
  authScopes: access(true),
  description: 'Spec 2 §3 Client table: `data` holds the columns, rows and cells; `version` grows with every save.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    visibleToVendor: t.exposeBoolean('visibleToVendor'),
    data: t.field({ type: 'JSON', resolve: (table) => table.data }),
    version: t.exposeInt('version'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ClientMemberRef = builder.objectRef<ClientMemberView>('ClientMember').implement({
  authScopes: access('MANAGE_PROJECT_STATE'),
  description: 'Spec 2 §3 Client member; `status` is INVITED until the person has an account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    status: t.field({ type: UserStatusEnum, resolve: (member) => member.status }),
  }),
});

export const ClientDiscoveryRef = builder.objectRef<ClientDiscoveryView>('ClientDiscovery').implement({
  authScopes: access('MANAGE_PROJECT_STATE'),
  description: 'Spec 2 §2 /projects/{id}/discovery: a project’s client tables and client members.',
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.project.id }),
    name: t.string({ resolve: (view) => view.project.name }),
    type: t.field({ type: ProjectTypeEnum, resolve: (view) => view.project.type }),
    status: t.field({ type: ProjectStatusEnum, resolve: (view) => view.project.status }),
    clientTablesStatus: t.field({ type: ClientTablesStatusEnum, resolve: (view) => view.project.clientTablesStatus }),
    clientTablesDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.clientTablesDeadline,
    }),
    clientTables: t.field({ type: [ClientTableRef], resolve: (view) => view.tables }),
    clientMembers: t.field({ type: [ClientMemberRef], resolve: (view) => view.members }),
  }),
});

export const ClientProjectRef = builder.objectRef<ClientProjectView>('ClientProject').implement({
  authScopes: access('SIGNED_IN'),
  description: 'Spec 2 §2 Client data page: a project as its client member sees it.',
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.project.id }),
    name: t.string({ resolve: (view) => view.project.name }),
    type: t.field({ type: ProjectTypeEnum, resolve: (view) => view.project.type }),
    status: t.field({ type: ProjectStatusEnum, resolve: (view) => view.project.status }),
    brokerageFirm: t.exposeString('brokerageFirm'),
    clientTablesStatus: t.field({ type: ClientTablesStatusEnum, resolve: (view) => view.project.clientTablesStatus }),
    clientTablesDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (view) => view.project.clientTablesDeadline,
    }),
    locked: t.exposeBoolean('locked', { description: 'Spec 2 §4: SUBMITTED, or the project is COMPLETED.' }),
    editProblem: t.exposeString('editProblem', {
      nullable: true,
      description: 'Why the member cannot edit now (locked, or the deadline has passed); null when they can.',
    }),
    clientTables: t.field({ type: [ClientTableRef], resolve: (view) => view.tables }),
  }),
});
