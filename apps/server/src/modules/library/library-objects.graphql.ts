import { definitionFields } from '@shortlist/domain';
import { builder } from '../../core/graphql/index.js';
import { QuestionDefinitionRef, QuestionTypeEnum } from '../questions/index.js';
import { libraryUsers } from './library-access.js';
import type { GroupView } from './library-group-tree.js';
import type { HistoryEntry } from './library-history.js';
import type { LibrarySearchResult, TagCount, TypeCount } from './library-search.js';
import type { LibraryQuestionView, LibraryTagView } from './library-views.js';

export const LibraryTagRef = builder.objectRef<LibraryTagView>('LibraryTag').implement({
  authScopes: libraryUsers,
  description: 'Spec 3 §3 Tag: public, or private to the viewer’s company.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    isPublic: t.exposeBoolean('isPublic'),
  }),
});

const LibraryUserRef = builder.objectRef<{ id: string; name: string }>('LibraryUser').implement({
  authScopes: libraryUsers,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const LibraryQuestionPermissionsRef = builder
  .objectRef<LibraryQuestionView['permissions']>('LibraryQuestionPermissions')
  .implement({
    authScopes: libraryUsers,
    description: 'Spec 3 §6: what the viewer may do with the library question (the server refuses the rest).',
    fields: (t) => ({
      edit: t.exposeBoolean('edit'),
      makePublic: t.exposeBoolean('makePublic', { description: 'The Make Public option: only when editable.' }),
      delete: t.exposeBoolean('delete'),
    }),
  });

export const LibraryQuestionRef = builder.objectRef<LibraryQuestionView>('LibraryQuestion').implement({
  authScopes: libraryUsers,
  description: 'Spec 3 §3 Question of the library (MeshVault).',
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.field({ type: QuestionDefinitionRef, resolve: (row) => definitionFields(row.definition) }),
    tags: t.field({
      type: [LibraryTagRef],
      description: 'The tags the viewer sees (another company’s private tags are left out), A to Z.',
      resolve: (row) => row.tags,
    }),
    isPublic: t.exposeBoolean('isPublic'),
    isExternal: t.exposeBoolean('isExternal'),
    isOwn: t.exposeBoolean('isOwn', { description: 'The question belongs to the viewer’s company.' }),
    createdBy: t.field({ type: LibraryUserRef, nullable: true, resolve: (row) => row.creator }),
    readonlyReason: t.string({
      nullable: true,
      description: 'Why it cannot be edited (spec 3 §8 wording), or null when it can.',
      resolve: (row) => row.readonlyReason,
    }),
    permissions: t.field({ type: LibraryQuestionPermissionsRef, resolve: (row) => row.permissions }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LibraryTypeCountRef = builder.objectRef<TypeCount>('LibraryTypeCount').implement({
  authScopes: libraryUsers,
  fields: (t) => ({
    type: t.field({ type: QuestionTypeEnum, resolve: (count) => count.type }),
    count: t.exposeInt('count'),
  }),
});

const LibraryTagCountRef = builder.objectRef<TagCount>('LibraryTagCount').implement({
  authScopes: libraryUsers,
  fields: (t) => ({
    tag: t.field({ type: LibraryTagRef, resolve: (count) => count.tag }),
    count: t.exposeInt('count'),
  }),
});

const LibraryFiltersRef = builder.objectRef<LibrarySearchResult['filters']>('LibraryQuestionFilters').implement({
  authScopes: libraryUsers,
  description:
    'Faceted counts over the keyword, internal and group filters; each facet ignores its own selection: `types` ' +
    'applies the selected tags (every type listed, zero included), `tags` applies the selected types (the visible ' +
    'tags with at least one question, most used first).',
  fields: (t) => ({
    types: t.field({ type: [LibraryTypeCountRef], resolve: (filters) => filters.types }),
    tags: t.field({ type: [LibraryTagCountRef], resolve: (filters) => filters.tags }),
  }),
});

export const LibraryQuestionSearchRef = builder.objectRef<LibrarySearchResult>('LibraryQuestionSearch').implement({
  authScopes: libraryUsers,
  description: 'Spec 3 §7 Library questions query: a page of results (newest first), the total and the filter counts.',
  fields: (t) => ({
    results: t.field({ type: [LibraryQuestionRef], resolve: (search) => search.results }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    filters: t.field({ type: LibraryFiltersRef, resolve: (search) => search.filters }),
  }),
});

export const LibraryHistoryEntryRef = builder.objectRef<HistoryEntry>('LibraryQuestionHistoryEntry').implement({
  authScopes: libraryUsers,
  description: 'Spec 3 §3 Question history entry; the first entry is the current version.',
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.string({ nullable: true, description: 'The name of who saved it.', resolve: (e) => e.updatedBy }),
    question: t.field({ type: QuestionDefinitionRef, resolve: (entry) => definitionFields(entry.definition) }),
  }),
});

export const LibraryGroupRef = builder.objectRef<GroupView>('LibraryGroup');
LibraryGroupRef.implement({
  authScopes: libraryUsers,
  description: 'Spec 3 §3 Library group, with its subgroups (3 levels at most).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    parentId: t.id({ nullable: true, resolve: (group) => group.parentId }),
    parentName: t.string({ nullable: true, resolve: (group) => group.parentName }),
    parentPath: t.idList({
      description: 'The ids of its ancestors, the top-level group first.',
      resolve: (g) => g.parentPath,
    }),
    depth: t.exposeInt('depth', { description: '1 for a top-level group.' }),
    position: t.exposeInt('position'),
    canHaveSubgroups: t.exposeBoolean('canHaveSubgroups', { description: 'False for a group with 2 ancestors.' }),
    questionCount: t.exposeInt('questionCount', { description: 'The questions linked to it that the viewer sees.' }),
    groups: t.field({ type: [LibraryGroupRef], resolve: (group) => group.groups }),
  }),
});
