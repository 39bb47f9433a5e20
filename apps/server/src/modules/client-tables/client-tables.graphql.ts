import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { listCopySources } from './client-table-commands.js';
import { ClientDiscoveryRef, ClientProjectRef, ClientTableRef } from './client-tables-objects.graphql.js';
import { loadClientDiscovery, loadClientProject, loadVendorClientTables } from './client-tables-queries.js';
import './client-tables-mutations.graphql.js';

interface CopySourceShape {
  id: string;
  name: string;
  tables: Array<{ id: string; name: string }>;
}

const CopySourceTableRef = builder
  .objectRef<CopySourceShape['tables'][number]>('ClientTableCopySourceTable')
  .implement({
    authScopes: access('MANAGE_PROJECT_STATE'),
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

const CopySourceRef = builder.objectRef<CopySourceShape>('ClientTableCopySource').implement({
  authScopes: access('MANAGE_PROJECT_STATE'),
  description: 'Another project of the tenant with client tables, to copy one of them from.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    tables: t.field({ type: [CopySourceTableRef], resolve: (source) => source.tables }),
  }),
});

builder.queryFields((t) => ({
  clientDiscovery: t.field({
    type: ClientDiscoveryRef,
    description:
      'Spec 2 §2 /projects/{id}/discovery: RFP or RFI of the tenant, company setting enableClientTables, MANAGE_PROJECT_STATE.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => loadClientDiscovery(context.app, signedInViewer(context), projectId),
  }),
  clientTableCopySources: t.field({
    type: [CopySourceRef],
    description: 'Spec 2 §7 projects with client tables: the tenant’s other RFP and RFI projects that have tables.',
    authScopes: access('MANAGE_PROJECT_STATE'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => listCopySources(context.app, signedInViewer(context), projectId),
  }),
  clientProject: t.field({
    type: ClientProjectRef,
    description: 'Spec 2 §2 /client-projects/{id}: a project the signed-in user is a client member of; else not found.',
    authScopes: access('SIGNED_IN'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => loadClientProject(context.app, signedInViewer(context), id),
  }),
  vendorClientTables: t.field({
    type: [ClientTableRef],
    description:
      'Spec 2 §4: the tables marked visible to vendor, read-only, for the project’s invited supplier (or the invitation hash).',
    authScopes: access(true),
    args: { projectId: t.arg.id({ required: true }), hash: t.arg.string() },
    resolve: (_root, { projectId, hash }, context) =>
      loadVendorClientTables(context.app.db, { viewer: context.viewer, hash }, projectId),
  }),
}));
