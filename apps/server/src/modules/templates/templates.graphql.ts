import { TEMPLATE_STATUSES, type TemplatePermissions } from '@shortlist/domain';
import { access, builder, PageInput, pageType, signedInViewer } from '../../core/graphql/index.js';
import { SupplierServiceTypeRef } from '../admin/index.js';
import { ProjectSettingsRef } from '../projects/index.js';
import { CompanySummaryRef } from '../users/index.js';
import { createProjectTemplate, deleteProjectTemplate, updateProjectTemplate } from './template-commands.js';
import {
  getProjectTemplate,
  listProjectTemplates,
  type ProjectTemplateView,
  templateServiceTypeOptions,
} from './template-queries.js';
import { changeProjectTemplateStatus } from './template-status.js';

/** Buy-side users who create projects or read templates (spec 2 §7 form lists, spec 3 §2 /templates). */
const templateReaders = access(['MANAGE_PROJECT_STATE', 'READ_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES']);
/** Spec 3 §6: creating and changing templates; the service checks the template's company and status. */
const templateManagers = access('MANAGE_PROJECT_TEMPLATES');

export const TemplateStatusEnum = builder.enumType('TemplateStatus', { values: TEMPLATE_STATUSES });

const TemplateCreatorRef = builder.objectRef<{ name: string }>('ProjectTemplateCreator').implement({
  authScopes: templateReaders,
  fields: (t) => ({ name: t.exposeString('name') }),
});

const TemplatePermissionsRef = builder.objectRef<TemplatePermissions>('ProjectTemplatePermissions').implement({
  description: 'Spec 3 §4, §6: what the viewer may do with the template now (the server refuses the rest).',
  authScopes: templateReaders,
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { description: 'Name, service types, sections and questions.' }),
    changeStatus: t.exposeBoolean('changeStatus', { description: 'The status control is shown.' }),
    returnToDraft: t.exposeBoolean('returnToDraft'),
    submit: t.exposeBoolean('submit'),
    publish: t.exposeBoolean('publish'),
    delete: t.exposeBoolean('delete'),
    openQuestions: t.exposeBoolean('openQuestions', {
      description: 'The questions page; otherwise the template opens as its preview.',
    }),
  }),
});

export const ProjectTemplateRef = builder.objectRef<ProjectTemplateView>('ProjectTemplate').implement({
  description: 'Spec 3 §3 Template (project template); its sections live in its draft project.',
  authScopes: templateReaders,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.field({ type: TemplateStatusEnum, resolve: (template) => template.status }),
    company: t.field({ type: CompanySummaryRef, resolve: (template) => template.company }),
    createdBy: t.field({ type: TemplateCreatorRef, nullable: true, resolve: (template) => template.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    serviceTypes: t.field({ type: [SupplierServiceTypeRef], resolve: (template) => template.serviceTypes }),
    version: t.exposeInt('version'),
    draftProjectId: t.exposeID('draftProjectId', {
      description:
        'Its sections and questions: projectQuestionnaire(projectId) and the section and question mutations.',
    }),
    settings: t.field({ type: ProjectSettingsRef, resolve: (template) => template.settings }),
    sectionCount: t.exposeInt('sectionCount'),
    permissions: t.field({ type: TemplatePermissionsRef, resolve: (template) => template.permissions }),
  }),
});

const ProjectTemplatePageRef = pageType('ProjectTemplate', ProjectTemplateRef);

export const ProjectTemplateFilter = builder.inputType('ProjectTemplateFilter', {
  fields: (t) => ({
    status: t.field({ type: [TemplateStatusEnum] }),
    keyword: t.string(),
    companyOnly: t.boolean({ description: 'Only the viewer’s company’s templates (spec 3 §2 company-only checkbox).' }),
  }),
});

const ProjectTemplateInput = builder.inputType('ProjectTemplateInput', {
  description: 'Spec 3 §5: name required (at most 300), at least one of the company’s supplier service types.',
  fields: (t) => ({
    name: t.string({ required: true }),
    serviceTypeIds: t.idList({ required: true }),
  }),
});

builder.queryFields((t) => ({
  projectTemplates: t.field({
    type: ProjectTemplatePageRef,
    description:
      'The company’s own templates in every status and other companies’ PUBLISHED ones; name ascending by default.',
    authScopes: templateReaders,
    args: { pagination: t.arg({ type: PageInput }), filter: t.arg({ type: ProjectTemplateFilter }) },
    resolve: (_root, { pagination, filter }, context) =>
      listProjectTemplates(context.app, signedInViewer(context), pagination, filter),
  }),
  projectTemplate: t.field({
    type: ProjectTemplateRef,
    description: 'A template the viewer sees; another company’s unpublished one answers as not found.',
    authScopes: templateReaders,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => getProjectTemplate(context.app.db, signedInViewer(context), id),
  }),
  projectTemplateServiceTypes: t.field({
    type: [SupplierServiceTypeRef],
    description: 'The supplier service types a template of the viewer’s company may name, by label.',
    authScopes: templateManagers,
    resolve: (_root, _args, context) => templateServiceTypeOptions(context.app, signedInViewer(context)),
  }),
}));

builder.mutationFields((t) => ({
  createProjectTemplate: t.field({
    type: ProjectTemplateRef,
    description: 'A DRAFT template of the viewer’s company with its (empty) draft project.',
    authScopes: templateManagers,
    args: { input: t.arg({ type: ProjectTemplateInput, required: true }) },
    resolve: (_root, { input }, context) => createProjectTemplate(context.app, signedInViewer(context), input),
  }),
  updateProjectTemplate: t.field({
    type: ProjectTemplateRef,
    description: 'At the version read; a stale version is a conflict. Published templates are read-only.',
    authScopes: templateManagers,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ProjectTemplateInput, required: true }),
    },
    resolve: (_root, args, context) =>
      updateProjectTemplate(context.app, signedInViewer(context), args.id, args.version, args.input),
  }),
  deleteProjectTemplate: t.boolean({
    description: 'Deletes the template with its sections and questions; a published one must move to Draft first.',
    authScopes: templateManagers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => deleteProjectTemplate(context.app, signedInViewer(context), id),
  }),
  changeProjectTemplateStatus: t.field({
    type: ProjectTemplateRef,
    description:
      'Spec 3 §4: Draft from anywhere; Submitted unless Published; Published with REVIEW_TEMPLATES; both need a section.',
    authScopes: templateManagers,
    args: { id: t.arg.id({ required: true }), status: t.arg({ type: TemplateStatusEnum, required: true }) },
    resolve: (_root, args, context) =>
      changeProjectTemplateStatus(context.app, signedInViewer(context), args.id, args.status),
  }),
}));
