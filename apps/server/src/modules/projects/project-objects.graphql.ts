import {
  CLIENT_SIZES,
  integrityOf,
  PROJECT_MEMBER_ROLES,
  PROJECT_RELATIONS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectIssue,
} from '@shortlist/domain';
import type { GraphQLResolveInfo } from 'graphql';
import {
  access,
  askedFields,
  builder,
  IntegritySettingsRef,
  pageType,
  ScoringTypeEnum,
} from '../../core/graphql/index.js';
import type { ProjectSettings } from '../../db/schema/index.js';
import { ProjectServiceTypeRef, SupplierServiceTypeRef } from '../admin/index.js';
import {
  type ClientRow,
  PROJECT_VIEW_PARTS,
  type ProjectUser,
  type ProjectView,
  type ProjectViewPart,
} from './project-view.js';

export const ProjectTypeEnum = builder.enumType('ProjectType', { values: PROJECT_TYPES });
export const ProjectStatusEnum = builder.enumType('ProjectStatus', { values: PROJECT_STATUSES });
export const ProjectRelationEnum = builder.enumType('ProjectRelation', { values: PROJECT_RELATIONS });
export const ProjectMemberRoleEnum = builder.enumType('ProjectMemberRole', { values: PROJECT_MEMBER_ROLES });
const ProjectClientSizeEnum = builder.enumType('ProjectClientSize', { values: CLIENT_SIZES });

const signedIn = access('SIGNED_IN');

export const ProjectUserRef = builder.objectRef<ProjectUser>('ProjectUser').implement({
  authScopes: signedIn,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const ProjectClientRef = builder.objectRef<ClientRow>('ProjectClient').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    location: t.exposeString('location'),
    website: t.exposeString('website'),
    employeeSize: t.field({ type: ProjectClientSizeEnum, nullable: true, resolve: (client) => client.employeeSize }),
  }),
});

const BrokerageContactRef = builder.objectRef<ProjectView['brokerageContacts'][number]>('BrokerageContact').implement({
  authScopes: signedIn,
  fields: (t) => ({
    user: t.field({ type: ProjectUserRef, resolve: (contact) => contact.user }),
    phoneNumber: t.exposeString('phoneNumber'),
    email: t.exposeString('email'),
  }),
});

const KeyValueRef = builder.objectRef<{ key: string; value: string }>('KeyValue').implement({
  authScopes: signedIn,
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

const ProjectFileRef = builder.objectRef<ProjectView['files'][number]>('ProjectFile').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    description: t.exposeString('description'),
    url: t.exposeString('url'),
  }),
});

export const ProjectSettingsRef = builder.objectRef<ProjectSettings>('ProjectSettings').implement({
  authScopes: signedIn,
  fields: (t) => ({
    answersMaxLength: t.int({ nullable: true, resolve: (settings) => settings.answersMaxLength }),
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (settings) => settings.scoringType }),
    enableBranches: t.exposeBoolean('enableBranches'),
    enableExperts: t.exposeBoolean('enableExperts'),
    enableExtendedAnswersDeadline: t.exposeBoolean('enableExtendedAnswersDeadline'),
    integrity: t.field({ type: IntegritySettingsRef, resolve: (settings) => integrityOf(settings.integrity) }),
  }),
});

export const ProjectRef = builder.objectRef<ProjectView>('Project').implement({
  authScopes: signedIn,
  description: 'A project of the viewer’s tenant (spec 2 §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    intro: t.exposeString('intro'),
    description: t.exposeString('description'),
    type: t.field({ type: ProjectTypeEnum, resolve: (project) => project.type }),
    status: t.field({ type: ProjectStatusEnum, resolve: (project) => project.status }),
    version: t.exposeInt('version'),
    // The tenant's own projects are buy side; a supplier's list marks its rows SUPPLIER; client views come later.
    role: t.field({ type: ProjectRelationEnum, resolve: (project) => project.role ?? 'BUY_SIDE' }),
    serviceTypes: t.field({ type: [SupplierServiceTypeRef], resolve: (project) => project.serviceTypes }),
    projectServiceTypes: t.field({ type: [ProjectServiceTypeRef], resolve: (project) => project.projectServiceTypes }),
    client: t.field({ type: ProjectClientRef, nullable: true, resolve: (project) => project.client }),
    hideClientInfo: t.exposeBoolean('hideClientInfo'),
    brokerageContacts: t.field({ type: [BrokerageContactRef], resolve: (project) => project.brokerageContacts }),
    productOwners: t.field({ type: [ProjectUserRef], resolve: (project) => project.members.PROJECT_MANAGER }),
    domainExperts: t.field({ type: [ProjectUserRef], resolve: (project) => project.members.DOMAIN_EXPERT }),
    viewers: t.field({ type: [ProjectUserRef], resolve: (project) => project.members.VIEWER }),
    frequency: t.string({ nullable: true, resolve: (project) => project.frequency }),
    locationOriginated: t.exposeString('locationOriginated'),
    liveCount: t.int({ nullable: true, resolve: (project) => project.liveCount }),
    targetNumberRespondents: t.int({ nullable: true, resolve: (project) => project.targetRespondents }),
    publishDate: t.field({ type: 'DateTime', resolve: requiredDate((project) => project.publishDate) }),
    submissionDeadline: t.field({ type: 'DateTime', resolve: requiredDate((project) => project.submissionDeadline) }),
    questionsClarificationDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (project) => project.questionsClarificationDeadline,
    }),
    questionsSubmissionDeadline: t.field({
      type: 'DateTime',
      resolve: requiredDate((project) => project.questionsSubmissionDeadline),
    }),
    plannedDecisionDate: t.field({ type: 'DateTime', resolve: requiredDate((project) => project.plannedDecisionDate) }),
    moreInformation: t.field({ type: [KeyValueRef], resolve: (project) => project.moreInformation }),
    files: t.field({ type: [ProjectFileRef], resolve: (project) => project.files }),
    settings: t.field({ type: ProjectSettingsRef, resolve: (project) => project.settings }),
    companyName: t.exposeString('companyName'),
    // Spec 2 §2 supplier-role list: the project's company, and whether the supplier has yet to open it (null until
    // the supplier area sets it).
    brokerageFirm: t.string({ nullable: true, resolve: (project) => project.companyName || null }),
    isNew: t.boolean({ nullable: true, resolve: (project) => project.isNew ?? null }),
    createdBy: t.field({ type: ProjectUserRef, nullable: true, resolve: (project) => project.creator }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** The view part that each field of Project reads beyond the project's own row (see ProjectViewPart). */
export const PART_OF_FIELD: ReadonlyMap<string, ProjectViewPart> = new Map<string, ProjectViewPart>([
  ['serviceTypes', 'serviceTypes'],
  ['projectServiceTypes', 'projectServiceTypes'],
  ['client', 'client'],
  ['brokerageContacts', 'brokerageContacts'],
  ['productOwners', 'members'],
  ['domainExperts', 'members'],
  ['viewers', 'members'],
  ['files', 'files'],
  ['companyName', 'companyName'],
  ['brokerageFirm', 'companyName'],
  ['createdBy', 'creator'],
]);

/** The fields of Project answered from the project's own row (or by a loader of their own): they need no part. */
export const ROW_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'aiAllowances',
  'aiClientDiscoveryCount',
  'aiQuestionGenerationCount',
  'aiSuppliersSearchCount',
  'answersSeal',
  'baseProject',
  'blindForViewer',
  'calibrationAvailable',
  'createdAt',
  'description',
  'frequency',
  'hideClientInfo',
  'id',
  'intro',
  'isNew',
  'liveCount',
  'locationOriginated',
  'moreInformation',
  'name',
  'origin',
  'outstandingAnswers',
  'plannedDecisionDate',
  'publishDate',
  'questionsClarificationDeadline',
  'questionsSubmissionDeadline',
  'role',
  'scoringAvailable',
  'settings',
  'status',
  'submissionDeadline',
  'supplierCount',
  'targetNumberRespondents',
  'type',
  'updatedAt',
  'version',
]);

/**
 * The view parts read by the Project fields that the request asks for under the resolved field (and `path`). A field
 * in neither list loads every part: a new field is right before it is made fast by its entry in PART_OF_FIELD.
 */
export function askedProjectParts(info: GraphQLResolveInfo, path: readonly string[] = []): Set<ProjectViewPart> {
  const parts = new Set<ProjectViewPart>();
  for (const field of askedFields(info, path)) {
    const part = PART_OF_FIELD.get(field);
    if (part) parts.add(part);
    else if (!ROW_FIELDS.has(field)) return new Set(PROJECT_VIEW_PARTS);
  }
  return parts;
}

/** The form requires the four dates, so a stored project always has them; an old row without one reads as created. */
function requiredDate(read: (project: ProjectView) => Date | null) {
  return (project: ProjectView) => read(project) ?? project.createdAt;
}

export const ProjectPageRef = pageType('Project', ProjectRef);

export const ProjectIssueRef = builder.objectRef<ProjectIssue>('ProjectIssue').implement({
  authScopes: signedIn,
  fields: (t) => ({ messageId: t.exposeString('messageId'), count: t.exposeInt('count') }),
});

export interface ProjectFiltersShape {
  projectServiceTypes: ProjectView['projectServiceTypes'];
  clients: ClientRow[];
}

export const ProjectFiltersRef = builder.objectRef<ProjectFiltersShape>('ProjectFilters').implement({
  authScopes: signedIn,
  fields: (t) => ({
    projectServiceTypes: t.field({ type: [ProjectServiceTypeRef], resolve: (filters) => filters.projectServiceTypes }),
    clients: t.field({ type: [ProjectClientRef], resolve: (filters) => filters.clients }),
  }),
});
