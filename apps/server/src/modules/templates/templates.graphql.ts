import { TEMPLATE_STATUSES } from '@shortlist/domain';
import { access, builder } from '../../graphql/builder.js';
import { signedInViewer } from '../../graphql/context.js';
import { PageInput, pageType } from '../../graphql/paging.js';
import { SupplierServiceTypeRef } from '../admin/reference-types.graphql.js';
import { CompanySummaryRef } from '../users/roles.graphql.js';
import { listProjectTemplates, type ProjectTemplateView } from './template-queries.js';

/** Buy-side users who create projects or read templates (spec 2 §7 form lists, spec 3 §2 /templates). */
const templateReaders = access(['MANAGE_PROJECT_STATE', 'READ_TEMPLATES', 'MANAGE_PROJECT_TEMPLATES']);

export const TemplateStatusEnum = builder.enumType('TemplateStatus', { values: TEMPLATE_STATUSES });

const TemplateCreatorRef = builder.objectRef<{ name: string }>('ProjectTemplateCreator').implement({
  authScopes: templateReaders,
  fields: (t) => ({ name: t.exposeString('name') }),
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
  }),
});

const ProjectTemplatePageRef = pageType('ProjectTemplate', ProjectTemplateRef);

export const ProjectTemplateFilter = builder.inputType('ProjectTemplateFilter', {
  fields: (t) => ({
    status: t.field({ type: [TemplateStatusEnum] }),
    keyword: t.string(),
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
}));
