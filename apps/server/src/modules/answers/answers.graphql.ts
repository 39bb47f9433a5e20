import type { ObjectFieldBuilder } from '@pothos/core';
import { ANSWER_REQUEST_STATUSES } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { ProjectStatusEnum, ProjectTypeEnum } from '../projects/index.js';
import { SupplierProjectProductRef } from '../suppliers/index.js';
import { type SaveAnswerResult, saveAnswer } from './answer-save.js';
import { markSectionNotApplicable } from './answer-section.js';
import { submitAnswers } from './answer-submit.js';
import type { AnswerView } from './answer-view.js';
import { loadPreviewQuestionnaire } from './preview-questionnaire.js';
import {
  loadQuestionnaire,
  type QuestionnaireQuestion,
  type QuestionnaireSection,
  type QuestionnaireView,
  questionnaireAbilities,
} from './questionnaire.js';

/** Answering is for signed-in suppliers; the resolvers keep each to its own company's participations. */
const suppliers = access('SIGNED_IN');

export const AnswerRequestStatusEnum = builder.enumType('AnswerRequestStatus', { values: ANSWER_REQUEST_STATUSES });

/** An answer's content, the same for its supplier (SupplierAnswer) and for the buy side (ProductAnswer). */
export const answerContentFields = (t: ObjectFieldBuilder<typeof builder.$inferSchemaTypes, AnswerView>) => ({
  id: t.exposeID('id'),
  questionId: t.exposeID('questionId'),
  value: t.field({ type: 'JSON', nullable: true, resolve: (answer) => answer.value }),
  secondaryValue: t.field({ type: 'JSON', nullable: true, resolve: (answer) => answer.secondaryValue }),
  notApplicable: t.exposeBoolean('notApplicable'),
  notApplicableDescription: t.exposeString('notApplicableDescription', { nullable: true }),
  isDraft: t.exposeBoolean('isDraft'),
  status: t.field({ type: AnswerRequestStatusEnum, nullable: true, resolve: (answer) => answer.status }),
  requestNote: t.exposeString('requestNote', { nullable: true }),
  answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
});

export const SupplierAnswerRef = builder.objectRef<AnswerView>('SupplierAnswer').implement({
  authScopes: suppliers,
  description: 'Spec 2 §3 Answer, as its supplier reads it. `value` and `secondaryValue` take the shape of the type.',
  fields: (t) => ({ ...answerContentFields(t), version: t.exposeInt('version') }),
});

const AnswerProgressRef = builder
  .objectRef<{ answered: number; total: number; percent: number }>('AnswerProgress')
  .implement({
    authScopes: suppliers,
    description: 'Answered or not applicable over the questions that are not rejected; percent rounded down.',
    fields: (t) => ({
      answered: t.exposeInt('answered'),
      total: t.exposeInt('total'),
      percent: t.exposeInt('percent'),
    }),
  });

const QuestionnaireQuestionRef = builder.objectRef<QuestionnaireQuestion>('QuestionnaireQuestion').implement({
  authScopes: suppliers,
  fields: (t) => ({
    id: t.exposeID('id'),
    sectionId: t.exposeID('sectionId'),
    definition: t.field({
      type: 'JSON',
      description:
        'The question content (spec 3 §3) as stored: the QuestionDefinition fields of its type, in one value. The ' +
        'questionnaire sends a thousand of them, where a field per property would triple the response.',
      resolve: (question) => question.definition,
    }),
    answer: t.field({ type: SupplierAnswerRef, nullable: true, resolve: (question) => question.answer }),
    mayChange: t.exposeBoolean('mayChange', { description: 'Whether the supplier may change this answer now.' }),
  }),
});

/** A questionnaire section's own fields, the same wherever its questions are listed with one product's answers. */
export const sectionHeadFields = <Section extends { id: string; name: string; description: string }>(
  t: ObjectFieldBuilder<typeof builder.$inferSchemaTypes, Section>,
) => ({
  id: t.id({ resolve: (section) => section.id }),
  name: t.string({ resolve: (section) => section.name }),
  description: t.string({ resolve: (section) => section.description }),
});

const QuestionnaireSectionRef = builder.objectRef<QuestionnaireSection>('QuestionnaireSection').implement({
  authScopes: suppliers,
  fields: (t) => ({
    ...sectionHeadFields(t),
    questions: t.field({ type: [QuestionnaireQuestionRef], resolve: (section) => section.questions }),
  }),
});

const SupplierQuestionnaireRef = builder.objectRef<QuestionnaireView>('SupplierQuestionnaire').implement({
  authScopes: suppliers,
  description: 'Spec 2 §2 Supplier questions: one participation’s questionnaire with its answers.',
  fields: (t) => ({
    projectId: t.id({ resolve: (view) => view.project.id }),
    projectName: t.string({ resolve: (view) => view.project.name }),
    projectType: t.field({ type: ProjectTypeEnum, resolve: (view) => view.project.type }),
    projectStatus: t.field({ type: ProjectStatusEnum, resolve: (view) => view.project.status }),
    answersMaxLength: t.int({
      nullable: true,
      description: 'The project’s answer length setting; null when the type defaults apply.',
      resolve: (view) => view.project.settings.answersMaxLength,
    }),
    submissionDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Intent to Respond: answering usually opens (Awaiting Answers) after it.',
      resolve: (view) => view.project.submissionDeadline,
    }),
    questionsSubmissionDeadline: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The RFP/RFI submission deadline: when the answers are due.',
      resolve: (view) => view.project.questionsSubmissionDeadline,
    }),
    product: t.field({ type: SupplierProjectProductRef, resolve: (view) => view.invitation }),
    mayAnswer: t.boolean({
      description: 'AWAITING, accepted, signed in, not submitted: every answer may change.',
      resolve: (view) => questionnaireAbilities(view).mayAnswer,
    }),
    maySubmit: t.boolean({ resolve: (view) => questionnaireAbilities(view).maySubmit }),
    mayImport: t.boolean({ resolve: (view) => questionnaireAbilities(view).mayImport }),
    questionsReadOnly: t.boolean({
      description: 'PUBLISHED: the questions are shown read-only until Awaiting Answers.',
      resolve: (view) => questionnaireAbilities(view).questionsReadOnly,
    }),
    progress: t.field({ type: AnswerProgressRef, resolve: (view) => view.progress }),
    requestedCount: t.exposeInt('requestedCount', { description: 'Answers whose update is requested.' }),
    sections: t.field({ type: [QuestionnaireSectionRef], resolve: (view) => view.sections }),
  }),
});

const AnswerSaveRef = builder.objectRef<SaveAnswerResult>('AnswerSave').implement({
  authScopes: suppliers,
  description:
    'The answer as it now is (null when removed). With `conflict`, nothing was written: the answer had changed since ' +
    'the version the save named, and `answer` is that other value.',
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    answer: t.field({ type: SupplierAnswerRef, nullable: true, resolve: (result) => result.answer }),
    conflict: t.exposeBoolean('conflict'),
  }),
});

const AnswerInputRef = builder.inputType('AnswerInput', {
  description: 'Spec 2 §7 Set a project question answer (the answer part).',
  fields: (t) => ({
    value: t.field({ type: 'JSON' }),
    secondaryValue: t.field({ type: 'JSON' }),
    notApplicable: t.boolean(),
    notApplicableDescription: t.string(),
    isDraft: t.boolean(),
  }),
});

const SaveAnswerInputRef = builder.inputType('SaveAnswerInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    productId: t.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
    questionId: t.id({ required: true }),
    answer: t.field({ type: AnswerInputRef, required: true }),
    baseVersion: t.int({ description: 'The version the answer was typed over; null when none was saved.' }),
    forbidToRemoveAnswer: t.boolean({ description: 'Keep an emptied answer, stored empty, instead of removing it.' }),
  }),
});

builder.queryFields((t) => ({
  supplierQuestionnaire: t.field({
    type: SupplierQuestionnaireRef,
    description: 'Spec 2 §2 /invite-to-project/{id}/questions/{productId}: the signed-in supplier’s questionnaire.',
    authScopes: suppliers,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true }),
      hash: t.arg.string({
        deprecationReason: 'Not read: the questionnaire is for the invited company’s signed-in users only.',
      }),
    },
    resolve: (_root, { projectId, productId }, context) =>
      loadQuestionnaire(context.app.db, signedInViewer(context), projectId, productId),
  }),
  previewQuestionnaire: t.field({
    type: [QuestionnaireSectionRef],
    description:
      'Spec 3 §2 /projects/{id}/preview Project Questions: the questions as suppliers see them (approved, not ' +
      'private), without answers, for the buy side of the project; another company’s project is not found.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) =>
      loadPreviewQuestionnaire(context.app.db, signedInViewer(context), projectId),
  }),
}));

builder.mutationFields((t) => ({
  saveAnswer: t.field({
    type: AnswerSaveRef,
    description:
      'Spec 2 §7 Set a project question answer, with the rules of spec 2 §4: an empty answer is removed (unless ' +
      'forbidToRemoveAnswer), a repeated save changes nothing, a save over another version is a conflict.',
    authScopes: suppliers,
    args: { input: t.arg({ type: SaveAnswerInputRef, required: true }) },
    resolve: (_root, { input }, context) =>
      saveAnswer(context.app, signedInViewer(context), {
        projectId: input.projectId,
        projectProductId: input.productId,
        questionId: input.questionId,
        answer: input.answer,
        baseVersion: input.baseVersion ?? null,
        forbidToRemoveAnswer: input.forbidToRemoveAnswer,
      }),
  }),
  markSectionNotApplicable: t.field({
    type: [SupplierAnswerRef],
    description: 'Spec 2 §7 Mark section unanswered: every question of the section not applicable, with a description.',
    authScopes: suppliers,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true }),
      sectionId: t.arg.id({ required: true }),
      description: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      markSectionNotApplicable(context.app, signedInViewer(context), {
        projectId: args.projectId,
        projectProductId: args.productId,
        sectionId: args.sectionId,
        description: args.description ?? null,
      }),
  }),
  submitAnswers: t.field({
    type: 'DateTime',
    description:
      'Spec 2 §7 Submit answers: at 100 percent, in AWAITING before submission or again while updates are requested. ' +
      'Answers with the time of submission.',
    authScopes: suppliers,
    args: { projectId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId, productId }, context) =>
      submitAnswers(context.app, signedInViewer(context), {
        projectId,
        projectProductId: productId,
      }),
  }),
}));
