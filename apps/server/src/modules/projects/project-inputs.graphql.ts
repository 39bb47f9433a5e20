import { builder } from '../../core/graphql/index.js';
import { ProjectRelationEnum, ProjectTypeEnum } from './project-objects.graphql.js';
import { ProjectOriginEnum } from './project-origin.graphql.js';

const BrokerageContactInput = builder.inputType('BrokerageContactInput', {
  fields: (t) => ({ userId: t.id(), phoneNumber: t.string(), email: t.string() }),
});

const KeyValueInput = builder.inputType('KeyValueInput', {
  fields: (t) => ({ key: t.string(), value: t.string() }),
});

const ProjectFileInput = builder.inputType('ProjectFileInput', {
  fields: (t) => ({ id: t.id(), description: t.string() }),
});

/** Every field is optional in GraphQL so that a missing one is answered with the spec's message (spec 2 §5). */
export const ProjectInput = builder.inputType('ProjectInput', {
  fields: (t) => ({
    type: t.field({ type: ProjectTypeEnum }),
    name: t.string(),
    intro: t.string(),
    description: t.string(),
    serviceTypeIds: t.idList(),
    projectServiceTypeIds: t.idList(),
    clientId: t.id(),
    hideClientInfo: t.boolean(),
    brokerageContacts: t.field({ type: [BrokerageContactInput] }),
    productOwnerIds: t.idList(),
    domainExpertIds: t.idList(),
    viewerIds: t.idList(),
    moreInformation: t.field({ type: [KeyValueInput] }),
    files: t.field({ type: [ProjectFileInput] }),
    publishDate: t.field({ type: 'DateTime' }),
    submissionDeadline: t.field({ type: 'DateTime' }),
    questionsClarificationDeadline: t.field({ type: 'DateTime' }),
    questionsSubmissionDeadline: t.field({ type: 'DateTime' }),
    plannedDecisionDate: t.field({ type: 'DateTime' }),
    locationOriginated: t.string(),
    frequency: t.string(),
    liveCount: t.int(),
    templateIds: t.idList({
      description: 'Create only: published project templates whose sections the new project gets; updates ignore it.',
    }),
  }),
});

/** Spec 2 §7 Create project, copy settings: start from a base project (clone, RFI-based, next Panel iteration). */
export const ProjectCopyInput = builder.inputType('ProjectCopyInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    origin: t.field({ type: ProjectOriginEnum, required: true }),
    copyApprovers: t.boolean(),
    copyQuestionsStatus: t.boolean(),
    copyQuestionsWeight: t.boolean(),
    copyProducts: t.boolean(),
    nextIteration: t.boolean(),
  }),
});

/** Spec 2 §2 Project list filters. */
export const ProjectFilter = builder.inputType('ProjectFilter', {
  fields: (t) => ({
    keyword: t.string(),
    role: t.field({ type: ProjectRelationEnum }),
    clientId: t.id(),
    projectServiceTypeIds: t.idList(),
    archived: t.boolean(),
  }),
});
