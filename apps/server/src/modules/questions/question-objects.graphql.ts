import { definitionFields, QUESTION_STATUSES } from '@shortlist/domain';
import { access, builder } from '../../core/graphql/index.js';
import { ProjectUserRef } from '../projects/index.js';
import { QuestionDefinitionRef } from './question-definition.graphql.js';
import type { QuestionnaireView, QuestionView, SectionView } from './questionnaire-queries.js';

/**
 * Spec 3 §2: the project questions page needs MANAGE_PROJECT_QUESTIONS; a template's questions and preview are for
 * template readers, an import's draft for its uploader (question-access.ts opens real projects to the first only).
 */
export const questionnaireUsers = access([
  'MANAGE_PROJECT_QUESTIONS',
  'READ_TEMPLATES',
  'MANAGE_PROJECT_STATE',
  'MANAGE_PROJECT_TEMPLATES',
]);

export const QuestionStatusEnum = builder.enumType('QuestionStatus', { values: QUESTION_STATUSES });

const QuestionPermissionsRef = builder.objectRef<QuestionView['permissions']>('ProjectQuestionPermissions').implement({
  authScopes: questionnaireUsers,
  description: 'Spec 3 §6: what the viewer may do with the question now (the server refuses the rest).',
  fields: (t) => ({
    approve: t.exposeBoolean('approve'),
    reject: t.exposeBoolean('reject'),
    unapprove: t.exposeBoolean('unapprove'),
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    extract: t.exposeBoolean('extract', { description: 'Taken from the library: Extract Question makes it editable.' }),
    editWeight: t.exposeBoolean('editWeight', { description: 'NUMBERS scoring and canEditWeight.' }),
  }),
});

const SectionPermissionsRef = builder.objectRef<SectionView['permissions']>('ProjectSectionPermissions').implement({
  authScopes: questionnaireUsers,
  description: 'Spec 3 §6 section management for the viewer.',
  fields: (t) => ({
    edit: t.exposeBoolean('edit'),
    delete: t.exposeBoolean('delete'),
    addQuestion: t.exposeBoolean('addQuestion'),
    addFromLibrary: t.exposeBoolean('addFromLibrary'),
    copy: t.exposeBoolean('copy'),
    approveAll: t.exposeBoolean('approveAll'),
    unapproveAll: t.exposeBoolean('unapproveAll'),
  }),
});

export const ProjectQuestionRef = builder.objectRef<QuestionView>('ProjectQuestion').implement({
  authScopes: questionnaireUsers,
  description: 'Spec 3 §3 Project question.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sectionId: t.exposeID('sectionId'),
    position: t.exposeInt('position'),
    question: t.field({ type: QuestionDefinitionRef, resolve: (row) => definitionFields(row.definition) }),
    sourceQuestionId: t.id({ nullable: true, resolve: (row) => row.sourceQuestionId }),
    weight: t.exposeInt('weight'),
    owner: t.field({ type: ProjectUserRef, nullable: true, resolve: (row) => row.owner }),
    approver: t.field({ type: ProjectUserRef, nullable: true, resolve: (row) => row.approver }),
    status: t.field({ type: QuestionStatusEnum, resolve: (row) => row.status }),
    rejectReason: t.string({ nullable: true, resolve: (row) => row.rejectReason }),
    isPrivate: t.exposeBoolean('isPrivate'),
    duplicate: t.exposeBoolean('duplicate', { description: 'Another question of the section has the same label.' }),
    version: t.exposeInt('version'),
    permissions: t.field({ type: QuestionPermissionsRef, resolve: (row) => row.permissions }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const ProjectSectionRef = builder.objectRef<SectionView>('ProjectSection').implement({
  authScopes: questionnaireUsers,
  description: 'Spec 3 §3 Project section, with its questions in order.',
  fields: (t) => ({
    id: t.exposeID('id'),
    projectId: t.exposeID('projectId'),
    position: t.exposeInt('position'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    owner: t.field({ type: ProjectUserRef, nullable: true, resolve: (section) => section.owner }),
    approver: t.field({ type: ProjectUserRef, nullable: true, resolve: (section) => section.approver }),
    ownerDeadline: t.field({ type: 'DateTime', nullable: true, resolve: (section) => section.ownerDeadline }),
    isReadonly: t.exposeBoolean('isReadonly', { description: 'From a template: it cannot be amended.' }),
    version: t.exposeInt('version'),
    questions: t.field({ type: [ProjectQuestionRef], resolve: (section) => section.questions }),
    permissions: t.field({ type: SectionPermissionsRef, resolve: (section) => section.permissions }),
  }),
});

const QuestionnairePermissionsRef = builder
  .objectRef<QuestionnaireView['permissions']>('ProjectQuestionnairePermissions')
  .implement({
    authScopes: questionnaireUsers,
    fields: (t) => ({ addSection: t.exposeBoolean('addSection') }),
  });

export const ProjectQuestionnaireRef = builder.objectRef<QuestionnaireView>('ProjectQuestionnaire').implement({
  authScopes: questionnaireUsers,
  description: 'Spec 3 §2 project questions page: the project’s sections in order, each with its questions.',
  fields: (t) => ({
    id: t.exposeID('projectId', { description: 'The project’s id.' }),
    sections: t.field({ type: [ProjectSectionRef], resolve: (questionnaire) => questionnaire.sections }),
    permissions: t.field({ type: QuestionnairePermissionsRef, resolve: (questionnaire) => questionnaire.permissions }),
  }),
});

export const SectionApprovalRef = builder
  .objectRef<{ message: string; section: SectionView }>('SectionApprovalResult')
  .implement({
    authScopes: questionnaireUsers,
    description: 'Approve all / unapprove all: the spec’s confirmation and the section as it now is.',
    fields: (t) => ({
      message: t.exposeString('message'),
      section: t.field({ type: ProjectSectionRef, resolve: (result) => result.section }),
    }),
  });
