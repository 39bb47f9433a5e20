import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { applyAnswers } from './answers-apply.js';
import {
  type ParsedAnswer,
  type ParsedAnswerQuestion,
  type ParsedAnswerSection,
  parseProjectAnswers,
} from './answers-parse.js';
import { vendorReportUrl } from './vendor-report.js';

/** Import is for signed-in suppliers, each kept to its own company's participations by the verbs. */
const signedIn = access('SIGNED_IN');

const ParsedAnswerRef = builder.objectRef<ParsedAnswer>('ParsedAnswer').implement({
  authScopes: signedIn,
  description: 'An answer as a row of the file gives it: in the shape of a saved answer when valid, as read when not.',
  fields: (t) => ({
    value: t.field({ type: 'JSON', nullable: true, resolve: (answer) => answer.value }),
    secondaryValue: t.field({ type: 'JSON', nullable: true, resolve: (answer) => answer.secondaryValue }),
    notApplicable: t.exposeBoolean('notApplicable'),
    notApplicableDescription: t.exposeString('notApplicableDescription', { nullable: true }),
    isDraft: t.exposeBoolean('isDraft'),
  }),
});

const ParsedAnswerQuestionRef = builder.objectRef<ParsedAnswerQuestion>('ParsedAnswerQuestion').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The question.' }),
    sectionId: t.exposeID('sectionId'),
    label: t.exposeString('label'),
    row: t.exposeInt('row', { description: 'The row of the file (the header is row 1).' }),
    answer: t.field({ type: ParsedAnswerRef, resolve: (question) => question.answer }),
    changed: t.exposeBoolean('changed', {
      description: 'Whether it differs from the stored answer; an invalid answer counts as changed.',
    }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the answer rules refuse it (the message a save would give); null when valid.',
    }),
    baseVersion: t.exposeInt('baseVersion', {
      nullable: true,
      description:
        'The version of the stored answer the row was read against (null: none); give it back to applyAnswers.',
    }),
  }),
});

const ParsedAnswerSectionRef = builder.objectRef<ParsedAnswerSection>('ParsedAnswerSection').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questions: t.field({ type: [ParsedAnswerQuestionRef], resolve: (section) => section.questions }),
  }),
});

const AnswersAppliedRef = builder.objectRef<{ id: string; applied: number }>('AnswersApplied').implement({
  authScopes: signedIn,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The project product.' }),
    applied: t.exposeInt('applied', { description: 'How many answers changed.' }),
  }),
});

const AppliedAnswerInputRef = builder.inputType('AppliedAnswerInput', {
  description:
    'Spec 2 §7 Apply answers in bulk: one answer (section, question, value, secondaryValue, not applicable).',
  fields: (t) => ({
    sectionId: t.id({ description: 'When given, the question must be in this section.' }),
    questionId: t.id({ required: true }),
    value: t.field({ type: 'JSON' }),
    secondaryValue: t.field({ type: 'JSON' }),
    notApplicable: t.boolean(),
    notApplicableDescription: t.string(),
    baseVersion: t.int({
      description:
        'The stored answer’s version the change was read against (parseProjectAnswers’ baseVersion; null: none ' +
        'was stored). When given and the answer has changed since, the call is refused and nothing is written.',
    }),
  }),
});

const VendorReportFormatEnum = builder.enumType('VendorReportFormat', { values: ['XLSX'] as const });

builder.queryFields((t) => ({
  parseProjectAnswers: t.field({
    type: [ParsedAnswerSectionRef],
    description:
      'Spec 2 §7 Parse project answers: the caller’s uploaded XLSX (the answers export, filled in) read against the ' +
      'questionnaire, nothing written. Sections in questionnaire order with each question the file answers: the ' +
      'answer, whether it changed, and its problem. Only in AWAITING before submission; only an XLSX. A row is ' +
      'matched by Question ID, else by Section and Question (any case). Yes/No reads Yes or No (any case) or ' +
      'TRUE/FALSE; a list reads option labels separated by commas, the other option as Other; the text of each ' +
      'chosen option that asks one (a clarification, the other option’s text) is a line "Label: text" of Comment / ' +
      'Clarification (the label may be left out when only one is chosen); Not Applicable reads Yes with its ' +
      'description. An empty answer leaves the stored one as it is; a FILE question takes only Not Applicable.',
    authScopes: signedIn,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
      fileId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      parseProjectAnswers(context.app, signedInViewer(context), {
        projectId: args.projectId,
        projectProductId: args.productId,
        fileId: args.fileId,
      }),
  }),
  vendorReport: t.string({
    description:
      'Spec 2 §7 Reports, Vendor report: the address of the product’s answers as an XLSX, which the browser ' +
      'navigates to. For the product’s supplier and the project’s buy side (MANAGE_PROJECT_STATE or READ_SCORING, ' +
      'accepted products).',
    authScopes: signedIn,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true, description: 'The project product.' }),
      format: t.arg({ type: VendorReportFormatEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      vendorReportUrl(context.app, signedInViewer(context), args.projectId, args.productId),
  }),
}));

builder.mutationFields((t) => ({
  applyAnswers: t.field({
    type: AnswersAppliedRef,
    description:
      'Spec 2 §7 Apply answers in bulk: in AWAITING before submission. Each answer passes the rules of a save, else ' +
      'the call is refused with the first problem and nothing is written; unchanged answers are skipped, the ' +
      'changed ones written together (each a change: version + 1, rating cleared).',
    authScopes: signedIn,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
      answers: t.arg({ type: [AppliedAnswerInputRef], required: true }),
    },
    resolve: (_root, args, context) =>
      applyAnswers(context.app, signedInViewer(context), {
        projectId: args.projectId,
        projectProductId: args.productId,
        answers: args.answers.map((answer) => ({
          ...answer,
          questionId: answer.questionId,
          sectionId: answer.sectionId === null || answer.sectionId === undefined ? null : answer.sectionId,
        })),
      }),
  }),
}));
