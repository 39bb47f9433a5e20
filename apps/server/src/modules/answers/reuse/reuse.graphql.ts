import type { ObjectFieldBuilder } from '@pothos/core';
import { access, builder, signedInViewer } from '../../../core/graphql/index.js';
import { QuestionDefinitionRef } from '../../questions/index.js';
import { SupplierAnswerRef } from '../answers.graphql.js';
import { findPreviousAnswers, type PreviousAnswer } from './previous-answers.js';
import { findRelatedAnswers, type RelatedAnswer } from './related-answers.js';
import type { ReusedAnswer } from './reused-answer.js';

/** Reuse is for signed-in suppliers; the services keep each to its own company's answers. */
const suppliers = access('SIGNED_IN');

/** The fields RelatedAnswer and PreviousAnswer share. */
const reusedAnswerFields = <Shape extends ReusedAnswer>(
  t: ObjectFieldBuilder<typeof builder.$inferSchemaTypes, Shape>,
) => ({
  projectId: t.id({ description: 'The project the answer was given in.', resolve: (reused) => reused.projectId }),
  projectName: t.string({ resolve: (reused) => reused.projectName }),
  definition: t.field({
    type: QuestionDefinitionRef,
    description: 'The question the answer was given to, there (its type and options decide the conversion).',
    resolve: (reused) => reused.definition,
  }),
  answer: t.field({ type: SupplierAnswerRef, resolve: (reused) => reused.answer }),
});

const RelatedAnswerRef = builder.objectRef<RelatedAnswer>('RelatedAnswer').implement({
  authScopes: suppliers,
  description: 'Spec 2 §4 Related and similar answers: one of the supplier’s own answers in another project.',
  fields: (t) => ({
    ...reusedAnswerFields(t),
    sectionName: t.exposeString('sectionName'),
    similarity: t.exposeFloat('similarity', {
      description: 'pg_trgm similarity of the two question labels, 0.5 (the indicator’s lowest step) to 1.',
    }),
  }),
});

const PreviousAnswerRef = builder.objectRef<PreviousAnswer>('PreviousAnswer').implement({
  authScopes: suppliers,
  description: 'Spec 2 §3 previousAnswers: the same product’s answer in the project’s earlier iteration.',
  fields: (t) => ({
    ...reusedAnswerFields(t),
    questionId: t.exposeID('questionId', { description: 'The question of this project that repeats the earlier one.' }),
  }),
});

builder.queryFields((t) => ({
  relatedAnswers: t.field({
    type: [RelatedAnswerRef],
    description:
      'Spec 2 §7 Related answers: the signed-in supplier company’s answers in its other projects to questions with ' +
      'a similar label, most similar first, at most 20.',
    authScopes: suppliers,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
      questionId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      findRelatedAnswers(context.app.db, signedInViewer(context), {
        projectId: args.projectId,
        projectProductId: args.productId,
        questionId: args.questionId,
      }),
  }),
  previousAnswers: t.field({
    type: [PreviousAnswerRef],
    description:
      'Spec 2 §7 Previous answers: the product’s answers in the base project (the earlier iteration) to the questions ' +
      'with the same label; for one question, or for the whole questionnaire when questionId is left out.',
    authScopes: suppliers,
    args: {
      projectId: t.arg.id({ required: true }),
      productId: t.arg.id({ required: true, description: 'The project product (SupplierProjectProduct.id).' }),
      questionId: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      findPreviousAnswers(
        context.app.db,
        signedInViewer(context),
        args.projectId,
        args.productId,
        args.questionId == null ? null : args.questionId,
      ),
  }),
}));
