import { builder, signedInViewer } from '../../core/graphql/index.js';
import { QuestionDefinitionInput, QuestionTypeEnum } from '../questions/index.js';
import { libraryUsers } from './library-access.js';
import {
  createLibraryQuestion,
  deleteLibraryQuestions,
  restoreLibraryQuestionVersion,
  updateLibraryQuestion,
} from './library-commands.js';
import './library-copy.graphql.js';
import './library-groups.graphql.js';
import { libraryQuestionHistory } from './library-history.js';
import {
  LibraryHistoryEntryRef,
  LibraryQuestionRef,
  LibraryQuestionSearchRef,
  LibraryTagRef,
} from './library-objects.graphql.js';
import { searchLibrary } from './library-search.js';
import { searchTags } from './library-tags.js';
import { loadQuestionView } from './library-views.js';

const LibraryQuestionFilter = builder.inputType('LibraryQuestionFilter', {
  description: 'Spec 3 §7 Library questions filter.',
  fields: (t) => ({
    keyword: t.string({ description: 'Every word must appear in the label, case ignored.' }),
    types: t.field({ type: [QuestionTypeEnum], description: 'Any of these types.' }),
    tagIds: t.idList({ description: 'Questions carrying any of these tags.' }),
    internal: t.boolean({
      description: 'Only the viewer’s company’s own questions, external ones left out (the Internal flag).',
    }),
    groupId: t.id({ description: 'Only the questions linked to this group (not its subgroups).' }),
  }),
});

const LibraryQuestionInput = builder.inputType('LibraryQuestionInput', {
  description: 'Spec 3 §7 Create / update library question.',
  fields: (t) => ({
    question: t.field({ type: QuestionDefinitionInput, required: true }),
    tags: t.stringList({
      description: 'Tag labels; unknown ones become private tags of the company. Null keeps the tags on update.',
    }),
    isPublic: t.boolean({ description: 'Make Public (only where the question is editable). Null keeps it on update.' }),
  }),
});

builder.queryFields((t) => ({
  libraryQuestions: t.field({
    type: LibraryQuestionSearchRef,
    description:
      'Spec 3 §2, §7 MeshVault: the company’s questions and public ones, newest first; pages of 10, 20 or 50.',
    authScopes: libraryUsers,
    args: {
      filter: t.arg({ type: LibraryQuestionFilter }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    resolve: (_root, args, context) =>
      searchLibrary(context.app.db, signedInViewer(context), args.filter, args.page, args.pageSize),
  }),
  libraryQuestion: t.field({
    type: LibraryQuestionRef,
    authScopes: libraryUsers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => loadQuestionView(context.app.db, signedInViewer(context), String(id)),
  }),
  libraryQuestionHistory: t.field({
    type: [LibraryHistoryEntryRef],
    description: 'Spec 3 §7 Question history: newest first (the current version first), at most 1000 entries.',
    authScopes: libraryUsers,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => libraryQuestionHistory(context.app.db, signedInViewer(context), String(id)),
  }),
  libraryTags: t.field({
    type: [LibraryTagRef],
    description: 'Spec 3 §7 tag search: public tags and the company’s private ones containing `search`, A to Z (50).',
    authScopes: libraryUsers,
    args: { search: t.arg.string() },
    resolve: (_root, { search }, context) => searchTags(context.app.db, signedInViewer(context), search),
  }),
}));

const id = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => t.arg.id({ required: true });

builder.mutationFields((t) => ({
  createLibraryQuestion: t.field({
    type: LibraryQuestionRef,
    authScopes: libraryUsers,
    args: { input: t.arg({ type: LibraryQuestionInput, required: true }) },
    resolve: (_root, { input }, context) => createLibraryQuestion(context.app, signedInViewer(context), input),
  }),
  updateLibraryQuestion: t.field({
    type: LibraryQuestionRef,
    description: 'At the version read; a stale version is a conflict. Read-only questions are refused (spec 3 §6).',
    authScopes: libraryUsers,
    args: {
      id: id(t),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: LibraryQuestionInput, required: true }),
    },
    resolve: (_root, args, context) =>
      updateLibraryQuestion(context.app, signedInViewer(context), String(args.id), args.version, args.input),
  }),
  deleteLibraryQuestions: t.field({
    type: ['ID'],
    description: 'Deletes them all or none (each must be editable); answers the ids deleted.',
    authScopes: libraryUsers,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, context) => deleteLibraryQuestions(context.app, signedInViewer(context), ids),
  }),
  restoreLibraryQuestionVersion: t.field({
    type: LibraryQuestionRef,
    description: 'Spec 3 §4: the history entry’s content becomes the newest version (at the version read).',
    authScopes: libraryUsers,
    args: { id: id(t), version: t.arg.int({ required: true }), versionId: id(t) },
    resolve: (_root, args, context) =>
      restoreLibraryQuestionVersion(
        context.app,
        signedInViewer(context),
        String(args.id),
        args.version,
        String(args.versionId),
      ),
  }),
}));
