import type { ArgBuilder } from '@pothos/core';
import { access, builder, PageInput, pageType, ScoringTypeEnum, signedInViewer } from '../../core/graphql/index.js';
import { QuestionDefinitionRef } from '../questions/index.js';
import { createComparison, deleteComparison, updateComparison } from './comparison-commands.js';
import {
  type ComparisonListItem,
  type ComparisonView,
  listComparisons,
  loadComparison,
  loadComparisonRecord,
} from './comparison-queries.js';
import type { ComparisonRecord } from './comparison-rows.js';

/** Reached only through the comparison calls, whose services decide (spec 2 §6). */
const readers = access('SIGNED_IN');

export const ComparedProductRef = builder
  .objectRef<ComparisonListItem['products'][number]>('ComparedProduct')
  .implement({
    authScopes: readers,
    description: 'An accepted product of a comparison (the project product).',
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), vendorName: t.exposeString('vendorName') }),
  });

const ComparisonSummaryRef = builder.objectRef<ComparisonListItem>('ComparisonSummary').implement({
  authScopes: readers,
  description: 'Spec 2 §9 comparison list row.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    isPrivate: t.exposeBoolean('isPrivate'),
    showNotes: t.exposeBoolean('showNotes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdByName', { nullable: true, description: 'The creator’s name.' }),
    mayEdit: t.exposeBoolean('mayEdit', { description: 'The viewer created it: they edit and delete it.' }),
    products: t.field({ type: [ComparedProductRef], resolve: (row) => row.products }),
  }),
});

const ComparisonSummaryPageRef = pageType('ComparisonSummary', ComparisonSummaryRef);

const ComparisonRef = builder.objectRef<ComparisonRecord & { mayEdit: boolean }>('Comparison').implement({
  authScopes: readers,
  description: 'Spec 2 §3 Comparison.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    isPrivate: t.exposeBoolean('isPrivate'),
    showNotes: t.exposeBoolean('showNotes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdBy: t.exposeString('createdByName', { nullable: true }),
    mayEdit: t.exposeBoolean('mayEdit'),
    productIds: t.exposeIDList('productIds', { description: 'The project products, in column order.' }),
    questionIds: t.exposeIDList('questionIds'),
  }),
});

const ComparisonGridProductRef = builder
  .objectRef<ComparisonView['products'][number]>('ComparisonGridProduct')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The project product (ProjectProduct.id).' }),
      name: t.exposeString('name'),
      productName: t.exposeString('productName'),
      vendorName: t.exposeString('vendorName'),
      score: t.exposeInt('score', { description: 'Spec 2 §9 in the viewer’s scope: Σ weight × rating.' }),
    }),
  });

const ComparisonGridQuestionRef = builder
  .objectRef<ComparisonView['sections'][number]['questions'][number]>('ComparisonGridQuestion')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      id: t.exposeID('id'),
      definition: t.field({ type: QuestionDefinitionRef, resolve: (question) => question.definition }),
      weight: t.exposeInt('weight'),
    }),
  });

const ComparisonGridSectionRef = builder
  .objectRef<ComparisonView['sections'][number]>('ComparisonGridSection')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      questions: t.field({ type: [ComparisonGridQuestionRef], resolve: (section) => section.questions }),
    }),
  });

const ComparisonGridRef = builder.objectRef<ComparisonView>('ComparisonGrid').implement({
  authScopes: readers,
  description:
    'Spec 2 §2 Products Comparison page: the chosen accepted products (column order) with their scores, the chosen ' +
    'approved questions by section (project order), and the answers with ratings and, when shown, notes.',
  fields: (t) => ({
    comparison: t.field({ type: ComparisonRef, resolve: (view) => view.comparison }),
    projectId: t.exposeID('projectId'),
    projectName: t.exposeString('projectName'),
    branchId: t.exposeID('branchId', { nullable: true }),
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (view) => view.scoringType }),
    products: t.field({ type: [ComparisonGridProductRef], resolve: (view) => view.products }),
    sections: t.field({ type: [ComparisonGridSectionRef], resolve: (view) => view.sections }),
    grid: t.field({
      type: 'JSON',
      description: 'The answers as the scoring page’s grid (see Scoring.grid), aligned with `products`.',
      resolve: (view) => view.grid,
    }),
    blind: t.exposeBoolean('blind', {
      description: 'Issue 37 blind scoring: the suppliers are shown as Supplier A, B, C (names and answers masked).',
    }),
  }),
});

const ComparisonFilterRef = builder.inputType('ComparisonFilter', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    branchId: t.id({ description: 'With branches on: a branch of the viewer’s (required). Without: none.' }),
    keyword: t.string(),
  }),
});

const ComparisonSectionInputRef = builder.inputType('ComparisonSectionInput', {
  fields: (t) => ({ sectionId: t.id({ required: true }), questionIds: t.idList({ required: true }) }),
});

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>;

const comparisonFields = (t: InputFields) => ({
  projectId: t.id({ required: true }),
  branchId: t.id({ description: 'With branches on: a branch of the viewer’s (required). Without: none.' }),
  name: t.string({ required: true }),
  description: t.string(),
  isPrivate: t.boolean({ required: true }),
  showNotes: t.boolean({ required: true }),
  productIds: t.idList({ required: true, description: 'Accepted project products, in column order.' }),
  sections: t.field({ type: [ComparisonSectionInputRef], required: true }),
});

const CreateComparisonInputRef = builder.inputType('CreateComparisonInput', { fields: comparisonFields });
const UpdateComparisonInputRef = builder.inputType('UpdateComparisonInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...comparisonFields(t) }),
});

const scopeArgs = (t: ArgBuilder<typeof builder.$inferSchemaTypes>) => ({
  projectId: t.id({ required: true }),
  id: t.id({ required: true }),
  branchId: t.id(),
});

builder.queryFields((t) => ({
  comparisons: t.field({
    type: ComparisonSummaryPageRef,
    description:
      'Spec 2 §2 comparison list: READ_SCORING (or a project owner); with branches on, in a branch of the viewer’s. ' +
      'Private comparisons only to their creator. Sort by name, createdAt (default, newest first) or createdBy.',
    authScopes: access('SIGNED_IN'),
    args: { filter: t.arg({ type: ComparisonFilterRef, required: true }), pagination: t.arg({ type: PageInput }) },
    resolve: (_root, { filter, pagination }, context) =>
      listComparisons(context.app.db, signedInViewer(context), filter, pagination),
  }),
  comparison: t.field({
    type: ComparisonRef,
    description: 'One comparison as stored (what the edit dialog starts from); rights as `comparisons`.',
    authScopes: access('SIGNED_IN'),
    args: scopeArgs(t.arg),
    resolve: (_root, { projectId, id, branchId }, context) =>
      loadComparisonRecord(context.app.db, signedInViewer(context), projectId, id, branchId),
  }),
  comparisonGrid: t.field({
    type: ComparisonGridRef,
    description: 'Spec 2 §7 Load comparison (the Products Comparison page); rights as `comparisons`.',
    authScopes: access('SIGNED_IN'),
    args: scopeArgs(t.arg),
    resolve: (_root, { projectId, id, branchId }, context) =>
      loadComparison(context.app.db, signedInViewer(context), projectId, id, branchId),
  }),
}));

builder.mutationFields((t) => ({
  createComparison: t.field({
    type: 'ID',
    description:
      'Spec 2 §7 Create comparison (AWAITING, SCORING or COMPLETED; accepted products, approved questions). Its id.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: CreateComparisonInputRef, required: true }) },
    resolve: (_root, { input }, context) => createComparison(context.app.db, signedInViewer(context), input),
  }),
  updateComparison: t.field({
    type: 'ID',
    description: 'Spec 2 §7 Update comparison: its creator only.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: UpdateComparisonInputRef, required: true }) },
    resolve: (_root, { input }, context) => updateComparison(context.app.db, signedInViewer(context), input),
  }),
  deleteComparison: t.field({
    type: 'ID',
    description: 'Spec 2 §7 Delete comparison: its creator only.',
    authScopes: access('SIGNED_IN'),
    args: scopeArgs(t.arg),
    resolve: (_root, args, context) => deleteComparison(context.app.db, signedInViewer(context), args),
  }),
}));
