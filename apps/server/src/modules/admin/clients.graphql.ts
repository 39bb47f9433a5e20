import { CLIENT_SIZES } from '@shortlist/domain';
import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { createClient, deleteClient, updateClient } from './client-commands.js';
import { type ClientRow, getClient, listClients } from './client-queries.js';
import { nullsAsAbsent } from './graphql-input.js';

export const ClientSizeEnum = builder.enumType('ClientSize', { values: CLIENT_SIZES });

/** Spec 2 §7: the project form picks a client, so whoever creates projects reads the list too; writes need MANAGE_CLIENTS. */
const readRule = access(['MANAGE_CLIENTS', 'MANAGE_PROJECT_STATE']);

export const ClientRef = builder.objectRef<ClientRow>('Client').implement({
  authScopes: readRule,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    website: t.exposeString('website'),
    location: t.exposeString('location'),
    employeeSize: t.field({ type: ClientSizeEnum, nullable: true, resolve: (client) => client.employeeSize }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ClientPageRef = pageType('Client', ClientRef);

/** Every field is optional here so that a missing one is answered with the spec's message ('Required'). */
const ClientInput = builder.inputType('ClientInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    website: t.string(),
    location: t.string(),
    employeeSize: t.field({ type: ClientSizeEnum }),
  }),
});

builder.queryFields((t) => ({
  clients: t.field({
    type: ClientPageRef,
    description: "The clients of the viewer's company (spec 1 §2 Clients list): sort, keyword, paging.",
    authScopes: readRule,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) => listClients(context.app, signedInViewer(context), pagination),
  }),
  client: t.field({
    type: ClientRef,
    authScopes: readRule,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getClient(context.app, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  createClient: t.field({
    type: ClientRef,
    authScopes: access('MANAGE_CLIENTS'),
    args: { input: t.arg({ type: ClientInput, required: true }) },
    resolve: (_root, { input }, context) => createClient(context.app, signedInViewer(context), nullsAsAbsent(input)),
  }),
  updateClient: t.field({
    type: ClientRef,
    authScopes: access('MANAGE_CLIENTS'),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ClientInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateClient(context.app, signedInViewer(context), id, nullsAsAbsent(input)),
  }),
  deleteClient: t.boolean({
    authScopes: access('MANAGE_CLIENTS'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteClient(context.app, signedInViewer(context), id);
      return true;
    },
  }),
}));
