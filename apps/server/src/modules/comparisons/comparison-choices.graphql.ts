import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { type ComparisonChoices, comparisonChoices } from './comparison-choices.js';
import { ComparedProductRef } from './comparisons.graphql.js';

/** Reached only through `comparisonChoices`, whose service decides (spec 2 §6). */
const readers = access('SIGNED_IN');

const ChoiceQuestionRef = builder
  .objectRef<ComparisonChoices['sections'][number]['questions'][number]>('ComparisonChoiceQuestion')
  .implement({
    authScopes: readers,
    fields: (t) => ({ id: t.exposeID('id'), label: t.exposeString('label') }),
  });

const ChoiceSectionRef = builder.objectRef<ComparisonChoices['sections'][number]>('ComparisonChoiceSection').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questions: t.field({ type: [ChoiceQuestionRef], resolve: (section) => section.questions }),
  }),
});

const ComparisonChoicesRef = builder.objectRef<ComparisonChoices>('ComparisonChoices').implement({
  authScopes: readers,
  description: 'Spec 2 §5 Comparison: the accepted products and the approved questions by section to choose from.',
  fields: (t) => ({
    products: t.field({ type: [ComparedProductRef], resolve: (choices) => choices.products }),
    sections: t.field({ type: [ChoiceSectionRef], resolve: (choices) => choices.sections }),
  }),
});

builder.queryFields((t) => ({
  comparisonChoices: t.field({
    type: ComparisonChoicesRef,
    description: 'What the Add New Comparison dialog offers; rights as `comparisons`.',
    authScopes: access('SIGNED_IN'),
    args: { projectId: t.arg.id({ required: true }), branchId: t.arg.id() },
    resolve: (_root, { projectId, branchId }, context) =>
      comparisonChoices(context.app.db, signedInViewer(context), projectId, branchId),
  }),
}));
