import { access, builder, ScoringTypeEnum, signedInViewer } from '../../core/graphql/index.js';
import { QuestionDefinitionRef, QuestionStatusEnum } from '../questions/index.js';
import { setNotes, setRating, setWeight } from './scoring-commands.js';
import {
  loadScoring,
  type ScoringConsensus,
  type ScoringQuestion,
  type ScoringSection,
  type ScoringView,
} from './scoring-queries.js';

/** Reached only through `scoring` (READ_SCORING) and the scoring calls (whose services decide). */
const readers = access('SIGNED_IN');

const ScoringQuestionRef = builder.objectRef<ScoringQuestion>('ScoringQuestion').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id'),
    definition: t.field({ type: QuestionDefinitionRef, resolve: (question) => question.definition }),
    weight: t.exposeInt('weight', { description: 'In the viewer’s scope (a branch’s own, else the question’s).' }),
    mayRate: t.exposeBoolean('mayRate'),
    maySetWeight: t.exposeBoolean('maySetWeight'),
    mayKeepNotes: t.exposeBoolean('mayKeepNotes'),
    status: t.field({
      type: QuestionStatusEnum,
      description: 'APPROVED questions are scored; the others are listed only to whoever may approve them here.',
      resolve: (question) => question.status,
    }),
    mayApprove: t.exposeBoolean('mayApprove', {
      description: 'Spec 3 §6 scoring-page approve rights (decideScoringQuestion).',
    }),
  }),
});

const ScoringSectionRef = builder.objectRef<ScoringSection>('ScoringSection').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questions: t.field({ type: [ScoringQuestionRef], resolve: (section) => section.questions }),
  }),
});

const ScoringProductRef = builder.objectRef<ScoringView['products'][number]>('ScoringProduct').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The project product (ProjectProduct.id).' }),
    name: t.exposeString('name'),
    score: t.exposeInt('score', { description: 'Spec 2 §9: Σ weight × rating (No Rate counts nothing).' }),
    winner: t.exposeBoolean('winner'),
  }),
});

const ScoringConsensusRef = builder.objectRef<ScoringConsensus>('ScoringConsensus').implement({
  authScopes: readers,
  description: 'Issue 37: the agreed rating of an answer, which its product’s score uses instead of the scope’s.',
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    productId: t.exposeID('productId'),
    rating: t.exposeInt('rating'),
    reason: t.exposeString('reason'),
  }),
});

const ScoringRef = builder.objectRef<ScoringView>('Scoring').implement({
  authScopes: readers,
  description:
    'Spec 2 §2 scoring page data: approved questions by section, the accepted products that submitted (winner ' +
    'first, then by score), each answer with its rating, weight and notes in the viewer’s scope.',
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    branchId: t.exposeID('branchId', { nullable: true }),
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (view) => view.scoringType }),
    open: t.exposeBoolean('open', { description: 'Ratings, weights and notes may be written now.' }),
    products: t.field({ type: [ScoringProductRef], resolve: (view) => view.products }),
    sections: t.field({ type: [ScoringSectionRef], resolve: (view) => view.sections }),
    grid: t.field({
      type: 'JSON',
      description:
        'The answers as one value (a GraphQL object each cost more than the rest of a large read): a row per ' +
        'question of `sections` in their order, each aligned with `products`: null where the product gave no ' +
        'answer, else [value, rating, notes, notesUpdatedAt, secondaryValue, notApplicable, ' +
        'notApplicableDescription] without its trailing nulls. Rating: -1 No Rate, 0 Failed, 1–5, null not rated.',
      resolve: (view) => view.grid,
    }),
    ratedAnswers: t.exposeInt('ratedAnswers'),
    totalAnswers: t.exposeInt('totalAnswers'),
    completeness: t.exposeInt('completeness', { description: 'Percent of rated answers, rounded down.' }),
    blind: t.exposeBoolean('blind', {
      description: 'Issue 37 blind scoring: the suppliers are shown as Supplier A, B, C (names and answers masked).',
    }),
    consensus: t.field({
      type: [ScoringConsensusRef],
      description: 'Issue 37: the scored answers with a consensus (the grid keeps the scope’s own rating).',
      resolve: (view) => view.consensus,
    }),
  }),
});

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>;

/** Spec 2 §7 Set weight: project, section, question (and the viewer's branch with branches on). */
const questionRefFields = (t: InputFields) => ({
  projectId: t.id({ required: true }),
  sectionId: t.id({ required: true }),
  questionId: t.id({ required: true }),
  branchId: t.id({ description: 'With branches on: a branch of the viewer’s (required). Without: none.' }),
});

/** Spec 2 §7 Set rating and Set notes: …and the product. */
const answerRefFields = (t: InputFields) => ({
  ...questionRefFields(t),
  productId: t.id({ required: true, description: 'The project product (ProjectProduct.id).' }),
});

const SetRatingInputRef = builder.inputType('SetRatingInput', {
  fields: (t) => ({ ...answerRefFields(t), rating: t.int({ required: true, description: '-1, 0 or 1–5.' }) }),
});

const SetNotesInputRef = builder.inputType('SetNotesInput', {
  fields: (t) => ({ ...answerRefFields(t), notes: t.string({ required: true, description: 'Empty removes them.' }) }),
});

const SetWeightInputRef = builder.inputType('SetWeightInput', {
  fields: (t) => ({ ...questionRefFields(t), weight: t.int({ required: true, description: '1 to 5.' }) }),
});

const RatedAnswerRef = builder
  .objectRef<{ productId: string; questionId: string; rating: number }>('RatedAnswer')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      productId: t.exposeID('productId'),
      questionId: t.exposeID('questionId'),
      rating: t.exposeInt('rating'),
    }),
  });

const SavedNotesRef = builder
  .objectRef<{ productId: string; questionId: string; notes: string | null; updatedAt: Date }>('SavedNotes')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      productId: t.exposeID('productId'),
      questionId: t.exposeID('questionId'),
      notes: t.exposeString('notes', { nullable: true }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

const QuestionWeightRef = builder.objectRef<{ questionId: string; weight: number }>('QuestionWeight').implement({
  authScopes: readers,
  fields: (t) => ({ questionId: t.exposeID('questionId'), weight: t.exposeInt('weight') }),
});

builder.queryFields((t) => ({
  scoring: t.field({
    type: ScoringRef,
    description:
      'Spec 2 §2 scoring: READ_SCORING, where scoring is available (spec 2 §4); with branches on, in a branch of ' +
      'the viewer’s (another answers as not found).',
    authScopes: access('READ_SCORING'),
    args: { projectId: t.arg.id({ required: true }), branchId: t.arg.id() },
    resolve: (_root, { projectId, branchId }, context) =>
      loadScoring(context.app.db, signedInViewer(context), projectId, branchId),
  }),
}));

// The rights depend on the project and the question (owners, approvers): each service decides (spec 2 §6).
builder.mutationFields((t) => ({
  setRating: t.field({
    type: RatedAnswerRef,
    description:
      'Spec 2 §7 Set rating. Refused with ‘Unable to rate an answer’ without the right, outside scoring, for a ' +
      'product that has not submitted or a question not approved.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: SetRatingInputRef, required: true }) },
    resolve: (_root, { input }, context) => setRating(context.app, signedInViewer(context), input),
  }),
  setNotes: t.field({
    type: SavedNotesRef,
    description: 'Spec 2 §7 Set notes (on an answer, in the viewer’s scope). Refused with ‘Unable to save Notes’.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: SetNotesInputRef, required: true }) },
    resolve: (_root, { input }, context) => setNotes(context.app, signedInViewer(context), input),
  }),
  setWeight: t.field({
    type: QuestionWeightRef,
    description: 'Spec 2 §7 Set weight (1–5). Refused with ‘Unable to set Question weight’.',
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: SetWeightInputRef, required: true }) },
    resolve: (_root, { input }, context) => setWeight(context.app, signedInViewer(context), input),
  }),
}));
