import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import { setProductNotes } from './supplier-notes.js';

const ProductNotesInput = builder.inputType('ProductNotesInput', {
  description: 'Spec 2 §7 Set notes on a product: the project, its project product, the notes and shareNotes.',
  fields: (t) => ({
    projectId: t.id({ required: true }),
    productId: t.id({ required: true, description: 'The project product (ProjectProduct.id).' }),
    notes: t.string({ required: true }),
    shareNotes: t.boolean({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  setProductNotes: t.boolean({
    description:
      'Spec 2 §7 Set notes on a product: MANAGE_ALL_SCORING or a project owner (spec 2 §6), never on a Panel; the notes trimmed, at most 2000 characters; shown to the supplier with its result when shared.',
    // The right depends on the project (its owners keep notes too): setProductNotes decides.
    authScopes: access('SIGNED_IN'),
    args: { input: t.arg({ type: ProductNotesInput, required: true }) },
    resolve: (_root, { input }, context) =>
      setProductNotes(context.app, signedInViewer(context), {
        ...input,
        projectId: input.projectId,
        productId: input.productId,
      }),
  }),
}));
