import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { resendClientMemberInvite, updateClientMembers } from './client-members.js';
import { copyClientTable, createClientTable, deleteClientTable, updateClientTable } from './client-table-commands.js';
import { fillClientTable, setClientTablesLockStatus, submitClientTableData } from './client-table-fill.js';
import {
  ClientDiscoveryRef,
  ClientProjectRef,
  ClientTableRef,
  ClientTablesStatusEnum,
} from './client-tables-objects.graphql.js';
import { clientProjectOf, discoveryOf } from './client-tables-queries.js';

const ClientTableInput = builder.inputType('ClientTableInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    visibleToVendor: t.boolean({ required: true }),
    data: t.field({ type: 'JSON', required: true, description: 'Columns, rows and cells (spec 2 §3).' }),
  }),
});

const ClientMemberInput = builder.inputType('ClientMemberInput', {
  description: 'An existing member by id, or a new one by e-mail.',
  fields: (t) => ({ id: t.id(), email: t.string() }),
});

const brokers = access('MANAGE_PROJECT_STATE');

builder.mutationFields((t) => ({
  createClientTable: t.field({
    type: ClientTableRef,
    authScopes: brokers,
    args: { projectId: t.arg.id({ required: true }), input: t.arg({ type: ClientTableInput, required: true }) },
    resolve: (_root, { projectId, input }, context) =>
      createClientTable(context.app, signedInViewer(context), projectId, input),
  }),
  updateClientTable: t.field({
    type: ClientTableRef,
    description: 'At the version read; a stale version is a conflict and nothing changes.',
    authScopes: brokers,
    args: {
      projectId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ClientTableInput, required: true }),
    },
    resolve: (_root, { projectId, id, version, input }, context) =>
      updateClientTable(context.app, signedInViewer(context), projectId, id, version, input),
  }),
  deleteClientTable: t.boolean({
    authScopes: brokers,
    args: { projectId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, { projectId, id }, context) => {
      await deleteClientTable(context.app, signedInViewer(context), projectId, id);
      return true;
    },
  }),
  copyClientTable: t.field({
    type: ClientTableRef,
    description: 'Spec 2 §5: copies a table of another project (both required) into this one.',
    authScopes: brokers,
    args: {
      projectId: t.arg.id({ required: true }),
      sourceProjectId: t.arg.id(),
      sourceTableId: t.arg.id(),
    },
    resolve: (_root, { projectId, sourceProjectId, sourceTableId }, context) =>
      copyClientTable(context.app, signedInViewer(context), projectId, {
        projectId: sourceProjectId ? sourceProjectId : null,
        tableId: sourceTableId ? sourceTableId : null,
      }),
  }),
  setClientTablesLockStatus: t.field({
    type: ClientDiscoveryRef,
    description: 'Spec 2 §4 the lock button: SUBMITTED locks the tables, DRAFT unlocks them.',
    authScopes: brokers,
    args: {
      projectId: t.arg.id({ required: true }),
      status: t.arg({ type: ClientTablesStatusEnum, required: true }),
    },
    resolve: async (_root, { projectId, status }, context) => {
      const project = await setClientTablesLockStatus(context.app, signedInViewer(context), projectId, status);
      return discoveryOf(context.app.db, project);
    },
  }),
  updateClientMembers: t.field({
    type: ClientDiscoveryRef,
    description: 'Spec 2 §7: the members as listed (new e-mails are invited) and the deadline.',
    authScopes: brokers,
    args: {
      projectId: t.arg.id({ required: true }),
      members: t.arg({ type: [ClientMemberInput], required: true }),
      deadline: t.arg({ type: 'DateTime' }),
    },
    resolve: async (_root, { projectId, members, deadline }, context) => {
      const viewer = signedInViewer(context);
      const project = await updateClientMembers(context.app, viewer, projectId, members, deadline ?? null);
      return discoveryOf(context.app.db, project);
    },
  }),
  resendClientMemberInvite: t.boolean({
    authScopes: brokers,
    args: { projectId: t.arg.id({ required: true }), memberId: t.arg.id({ required: true }) },
    resolve: async (_root, { projectId, memberId }, context) => {
      await resendClientMemberInvite(context.app, signedInViewer(context), projectId, memberId);
      return true;
    },
  }),
  fillClientTable: t.field({
    type: ClientTableRef,
    description:
      'Spec 2 §7 (client members): the data typed over `version`; only client-response cells, while unlocked and before the deadline. A stale version is a conflict.',
    authScopes: access('SIGNED_IN'),
    args: {
      projectId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      data: t.arg({ type: 'JSON', required: true }),
    },
    resolve: (_root, { projectId, id, version, data }, context) =>
      fillClientTable(context.app, signedInViewer(context), projectId, id, version, data),
  }),
  submitClientTableData: t.field({
    type: ClientProjectRef,
    description: 'Spec 2 §4 Submit Data (client members): locks the tables; irreversible.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: async (_root, { projectId }, context) => {
      const view = await submitClientTableData(context.app, signedInViewer(context), projectId);
      return clientProjectOf(context.app.db, view.project, view.brokerageFirm);
    },
  }),
}));
