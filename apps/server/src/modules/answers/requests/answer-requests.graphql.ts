import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { QuestionDefinitionRef } from '../../questions/index.js';
import { ANSWER_READER_PRIVILEGES } from '../answer-readers.js';
import type { AnswerView } from '../answer-view.js';
import { answerContentFields, sectionHeadFields } from '../answers.graphql.js';
import { requestAnswerUpdate } from './answer-update-request.js';
import {
  loadProductAnswers,
  type ProductAnswersQuestion,
  type ProductAnswersSection,
  type ProductAnswersView,
} from './product-answers.js';
import { requestProductAnswers } from './product-answers-reminder.js';
import { submitProductAnswers } from './product-answers-submission.js';

/**
 * The buy side's reading of its suppliers' answers. The types are reached only through productAnswers (READ_SCORING
 * or MANAGE_PROJECT_STATE) and requestAnswerUpdate (whose service decides), so they are for signed-in readers.
 */
const readers = access('SIGNED_IN');
/** Spec 2 §6: the Suppliers menu (resend, request, force-submit) is for MANAGE_PROJECT_STATE. */
const manageState = access('MANAGE_PROJECT_STATE');

export const ProductAnswerRef = builder.objectRef<AnswerView>('ProductAnswer').implement({
  authScopes: readers,
  description: 'Spec 2 §3 Answer, as the buy side reads it. `value` and `secondaryValue` take the shape of the type.',
  fields: (t) => answerContentFields(t),
});

const ProductAnswersQuestionRef = builder.objectRef<ProductAnswersQuestion>('ProductAnswersQuestion').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id'),
    sectionId: t.exposeID('sectionId'),
    definition: t.field({ type: QuestionDefinitionRef, resolve: (question) => question.definition }),
    answer: t.field({ type: ProductAnswerRef, nullable: true, resolve: (question) => question.answer }),
    mayRequestUpdate: t.exposeBoolean('mayRequestUpdate', {
      description: 'Whether the viewer may request an update of this answer now.',
    }),
  }),
});

const ProductAnswersSectionRef = builder.objectRef<ProductAnswersSection>('ProductAnswersSection').implement({
  authScopes: readers,
  fields: (t) => ({
    ...sectionHeadFields(t),
    questions: t.field({ type: [ProductAnswersQuestionRef], resolve: (section) => section.questions }),
  }),
});

const ProductAnswersRef = builder.objectRef<ProductAnswersView>('ProductAnswers').implement({
  authScopes: readers,
  description: 'One accepted product’s answers to the questions suppliers answer (approved, not private).',
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    productId: t.exposeID('productId', { description: 'The project product (ProjectProduct.id).' }),
    name: t.exposeString('name', { description: 'The supplier title: vendor name — product name.' }),
    answersSubmittedAt: t.expose('answersSubmittedAt', { type: 'DateTime', nullable: true }),
    answersSubmitDeadline: t.expose('answersSubmitDeadline', { type: 'DateTime', nullable: true }),
    requestsOffered: t.exposeBoolean('requestsOffered', {
      description: 'Spec 2 §6: update requests are offered (branches off; AWAITING, SCORING or COMPLETED).',
    }),
    sections: t.field({ type: [ProductAnswersSectionRef], resolve: (view) => view.sections }),
    blind: t.exposeBoolean('blind', {
      description: 'Issue 37 blind scoring: the supplier is shown as an alias (names, answers and file names masked).',
    }),
  }),
});

const AnswerUpdateRequestInputRef = builder.inputType('AnswerUpdateRequestInput', {
  description: 'Spec 2 §7 Request an answer update: project, product, section, question, notes.',
  fields: (t) => ({
    projectId: t.id({ required: true }),
    productId: t.id({ required: true, description: 'The project product (ProjectProduct.id).' }),
    sectionId: t.id({ required: true }),
    questionId: t.id({ required: true }),
    notes: t.string({ description: 'Trimmed, at most 500; empty gives the default note.' }),
  }),
});

const ProductSubmissionInputRef = builder.inputType('ProductSubmissionInput', {
  description: 'A project product whose answers are submitted now, or, with a deadline, by then.',
  fields: (t) => ({ id: t.id({ required: true }), deadline: t.field({ type: 'DateTime' }) }),
});

const ProductReminderInputRef = builder.inputType('ProductReminderInput', {
  fields: (t) => ({ id: t.id({ required: true, description: 'The project product (ProjectProduct.id).' }) }),
});

builder.queryFields((t) => ({
  productAnswers: t.field({
    type: ProductAnswersRef,
    description:
      'An accepted product’s answers for the buy side; another company’s project or a product not accepted is not found.',
    authScopes: access(ANSWER_READER_PRIVILEGES),
    args: { projectId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId, productId }, context) =>
      loadProductAnswers(context.app.db, signedInViewer(context), String(projectId), String(productId)),
  }),
}));

builder.mutationFields((t) => ({
  requestAnswerUpdate: t.field({
    type: ProductAnswerRef,
    description:
      'Spec 2 §7 Request an answer update: the answer becomes REQUESTED with the note and keeps its value; the ' +
      'supplier is notified. Not with branches on. MANAGE_ALL_SCORING, MANAGE_SCORING as approver, or a project owner.',
    // The right depends on the project and the question (owners, approvers): requestAnswerUpdate decides.
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: AnswerUpdateRequestInputRef, required: true }) },
    resolve: (_root, { input }, context) =>
      requestAnswerUpdate(context.app, signedInViewer(context), {
        projectId: String(input.projectId),
        productId: String(input.productId),
        sectionId: String(input.sectionId),
        questionId: String(input.questionId),
        notes: input.notes,
      }),
  }),
  requestProductAnswers: t.boolean({
    description:
      'Spec 2 §7 Request product to submit answers: a reminder notification (and e-mail) to each accepted supplier ' +
      'whose answers are not submitted; AWAITING or SCORING.',
    authScopes: manageState,
    args: {
      projectId: t.arg.id({ required: true }),
      products: t.arg({ type: [ProductReminderInputRef], required: true }),
    },
    resolve: (_root, { projectId, products }, context) =>
      requestProductAnswers(context.app, signedInViewer(context), String(projectId), { products }),
  }),
  submitProductAnswers: t.id({
    description:
      'Spec 2 §7 Submit product answers (force-submit): without a deadline the product’s answers are submitted now; ' +
      'with one (later than now) that is its deadline. Accepted products not submitted yet; AWAITING or SCORING. ' +
      'Answers with the project id.',
    authScopes: manageState,
    args: {
      projectId: t.arg.id({ required: true }),
      products: t.arg({ type: [ProductSubmissionInputRef], required: true }),
    },
    resolve: (_root, { projectId, products }, context) =>
      submitProductAnswers(context.app, signedInViewer(context), String(projectId), { products }),
  }),
}));
