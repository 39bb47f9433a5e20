import { builder, signedInViewer } from '../../core/graphql/index.js';
import { libraryUsers } from './library-access.js';
import { createGroup, deleteGroup, linkQuestions, unlinkQuestions, updateGroup } from './library-group-commands.js';
import { loadGroupTree } from './library-group-tree.js';
import { LibraryGroupRef } from './library-objects.graphql.js';

const LibraryGroupInput = builder.inputType('LibraryGroupInput', {
  description: 'Spec 3 §5 Add/Edit Group: name (≤ 50), description (≤ 200) and the parent group (null: top level).',
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    parentId: t.id({ description: 'On update, a different parent moves the group (with its subgroups).' }),
  }),
});

builder.queryFields((t) => ({
  questionGroups: t.field({
    type: [LibraryGroupRef],
    description: 'Spec 3 §7 questionGroups: the company’s top-level groups, each with its subgroups.',
    authScopes: libraryUsers,
    resolve: async (_root, _args, context) => (await loadGroupTree(context.app.db, signedInViewer(context))).roots,
  }),
}));

const id = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.id({ required: true });
const questionIds = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) =>
  t.arg.idList({ required: true });

builder.mutationFields((t) => ({
  createLibraryGroup: t.field({
    type: LibraryGroupRef,
    authScopes: libraryUsers,
    args: { input: t.arg({ type: LibraryGroupInput, required: true }) },
    resolve: (_root, { input }, context) => createGroup(context.app, signedInViewer(context), input),
  }),
  updateLibraryGroup: t.field({
    type: LibraryGroupRef,
    authScopes: libraryUsers,
    args: { id: id(t), input: t.arg({ type: LibraryGroupInput, required: true }) },
    resolve: (_root, args, context) => updateGroup(context.app, signedInViewer(context), args.id, args.input),
  }),
  deleteLibraryGroup: t.field({
    type: ['ID'],
    description: 'Deletes the group with its subgroups (the questions stay in the library); answers the ids deleted.',
    authScopes: libraryUsers,
    args: { id: id(t) },
    resolve: (_root, args, context) => deleteGroup(context.app, signedInViewer(context), args.id),
  }),
  linkLibraryQuestionsToGroup: t.field({
    type: LibraryGroupRef,
    authScopes: libraryUsers,
    args: { groupId: id(t), questionIds: questionIds(t) },
    resolve: (_root, args, context) =>
      linkQuestions(context.app, signedInViewer(context), args.groupId, args.questionIds),
  }),
  unlinkLibraryQuestionsFromGroup: t.field({
    type: LibraryGroupRef,
    authScopes: libraryUsers,
    args: { groupId: id(t), questionIds: questionIds(t) },
    resolve: (_root, args, context) =>
      unlinkQuestions(context.app, signedInViewer(context), args.groupId, args.questionIds),
  }),
}));
