import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { nullsAsAbsent } from './graphql-input.js';
import { createProjectType, deleteProjectType, updateProjectType } from './project-type-commands.js';
import { getProjectType, listProjectTypes, type ProjectTypeRow } from './project-type-queries.js';
import { createServiceType, deleteServiceType, updateServiceType } from './service-type-commands.js';
import { getServiceType, listServiceTypes, type ServiceTypeRow } from './service-type-queries.js';

/** Spec 1 §3 "Project type record" (named apart from the PANEL / RFI / RFP project type). */
// Read wherever a project shows its types; the queries and mutations below carry the privilege rules.
export const ProjectServiceTypeRef = builder.objectRef<ProjectTypeRow>('ProjectServiceType').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const SupplierServiceTypeRef = builder.objectRef<ServiceTypeRow>('SupplierServiceType').implement({
  authScopes: access('SIGNED_IN'),
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ProjectServiceTypePageRef = pageType('ProjectServiceType', ProjectServiceTypeRef);
const SupplierServiceTypePageRef = pageType('SupplierServiceType', SupplierServiceTypeRef);

const ProjectServiceTypeInput = builder.inputType('ProjectServiceTypeInput', {
  fields: (t) => ({ label: t.string(), description: t.string() }),
});
const SupplierServiceTypeInput = builder.inputType('SupplierServiceTypeInput', {
  fields: (t) => ({ label: t.string() }),
});

const rule = access('MANAGE_ALL_PROJECTS');
/** Spec 2 §7: the project form lists service types and project types for whoever creates projects. */
const readRule = access(['MANAGE_ALL_PROJECTS', 'MANAGE_PROJECT_STATE']);

builder.queryFields((t) => ({
  projectServiceTypes: t.field({
    type: ProjectServiceTypePageRef,
    authScopes: readRule,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) => listProjectTypes(context.app, signedInViewer(context), pagination),
  }),
  projectServiceType: t.field({
    type: ProjectServiceTypeRef,
    authScopes: readRule,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getProjectType(context.app, signedInViewer(context), id),
  }),
  supplierServiceTypes: t.field({
    type: SupplierServiceTypePageRef,
    authScopes: readRule,
    args: { pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { pagination }, context) => listServiceTypes(context.app, signedInViewer(context), pagination),
  }),
  supplierServiceType: t.field({
    type: SupplierServiceTypeRef,
    authScopes: readRule,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getServiceType(context.app, signedInViewer(context), id),
  }),
}));

builder.mutationFields((t) => ({
  createProjectServiceType: t.field({
    type: ProjectServiceTypeRef,
    authScopes: rule,
    args: { input: t.arg({ type: ProjectServiceTypeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createProjectType(context.app, signedInViewer(context), nullsAsAbsent(input)),
  }),
  updateProjectServiceType: t.field({
    type: ProjectServiceTypeRef,
    authScopes: rule,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProjectServiceTypeInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateProjectType(context.app, signedInViewer(context), id, nullsAsAbsent(input)),
  }),
  deleteProjectServiceType: t.boolean({
    authScopes: rule,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteProjectType(context.app, signedInViewer(context), id);
      return true;
    },
  }),
  createSupplierServiceType: t.field({
    type: SupplierServiceTypeRef,
    authScopes: rule,
    args: { input: t.arg({ type: SupplierServiceTypeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createServiceType(context.app, signedInViewer(context), nullsAsAbsent(input)),
  }),
  updateSupplierServiceType: t.field({
    type: SupplierServiceTypeRef,
    authScopes: rule,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SupplierServiceTypeInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateServiceType(context.app, signedInViewer(context), id, nullsAsAbsent(input)),
  }),
  deleteSupplierServiceType: t.boolean({
    authScopes: rule,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await deleteServiceType(context.app, signedInViewer(context), id);
      return true;
    },
  }),
}));
