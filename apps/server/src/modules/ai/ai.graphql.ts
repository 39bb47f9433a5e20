import { AI_SEARCH_KINDS, AI_SEARCH_STATUSES } from '@shortlist/domain';
import { access, builder, signedInViewer } from '../../core/graphql/index.js';
import type { StoredClientTableSuggestion } from '../../db/schema/index.js';
import { ClientTableRef } from '../client-tables/index.js';
import { ProjectRef } from '../projects/index.js';
import { ProjectSectionRef } from '../questions/index.js';
import { ParticipationDisplayEnum } from '../suppliers/index.js';
import { aiAllowancesOf, type TypedAllowance } from './ai-limits.js';
import { addSuggestedClientTable, cancelAiSearch, startAiSearch, suggestionId } from './ai-search-commands.js';
import { type AiSearchView, readAiSearch, type SearchProductView } from './ai-search-queries.js';

/**
 * Supplier search and client discovery are MANAGE_PROJECT_STATE's, question generation the questionnaire's owners'
 * (MANAGE_PROJECT_QUESTIONS): the services check the kind asked for.
 */
const searchers = access(['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_QUESTIONS']);

const SearchKindEnum = builder.enumType('SearchKind', { values: AI_SEARCH_KINDS });
const SearchStatusEnum = builder.enumType('SearchStatus', { values: AI_SEARCH_STATUSES });

const SearchProductRef = builder.objectRef<SearchProductView>('SearchProduct').implement({
  authScopes: searchers,
  description: 'Spec 2 §3 Search (AI) products, with the supplier row view (isAdded, status).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The supplier’s product (products.id).' }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    contactName: t.exposeString('contactName'),
    industry: t.exposeString('industry'),
    purpose: t.exposeString('purpose', { description: 'Why it matched.' }),
    relatedLinks: t.exposeStringList('relatedLinks'),
    isAdded: t.exposeBoolean('isAdded'),
    status: t.field({
      type: ParticipationDisplayEnum,
      description: 'NEW when not in the project.',
      resolve: (row) => row.status,
    }),
    projectProductId: t.exposeID('projectProductId', {
      nullable: true,
      description: 'When in the project: Revoke and Block act on it.',
    }),
  }),
});

type SuggestedTable = StoredClientTableSuggestion & { id: string };

const SuggestedClientTableRef = builder.objectRef<SuggestedTable>('SuggestedClientTable').implement({
  authScopes: searchers,
  fields: (t) => ({
    id: t.exposeID('id', { description: '"<searchId>:<index>": what addSuggestedClientTable takes.' }),
    name: t.exposeString('name'),
    data: t.field({ type: 'JSON', resolve: (table) => table.data }),
    source: t.exposeString('source'),
  }),
});

const AiSearchRef = builder.objectRef<AiSearchView>('AiSearch').implement({
  authScopes: searchers,
  description: 'Spec 2 §3 Search (AI): the project’s current search of a kind.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: SearchKindEnum, resolve: (search) => search.type }),
    status: t.field({ type: SearchStatusEnum, resolve: (search) => search.status }),
    keyword: t.exposeString('keyword'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    products: t.field({ type: [SearchProductRef], resolve: (search) => search.products }),
    clientTables: t.field({
      type: [SuggestedClientTableRef],
      resolve: (search) =>
        search.clientTables.map((table, index) => ({ ...table, id: suggestionId(search.id, index) })),
    }),
    sectionIds: t.exposeIDList('sectionIds', { description: 'QUESTIONS: the sections written.' }),
  }),
});

const AiAllowanceRef = builder.objectRef<TypedAllowance>('AiAllowance').implement({
  authScopes: searchers,
  description: 'The plan’s allowance for one kind on one project; max null = unlimited.',
  fields: (t) => ({
    type: t.field({ type: SearchKindEnum, resolve: (allowance) => allowance.type }),
    used: t.exposeInt('used'),
    max: t.exposeInt('max', { nullable: true }),
    remaining: t.exposeInt('remaining', { nullable: true }),
  }),
});

builder.objectFields(ProjectRef, (t) => ({
  aiSuppliersSearchCount: t.exposeInt('aiSuppliersSearchCount', { authScopes: searchers }),
  aiQuestionGenerationCount: t.exposeInt('aiQuestionGenerationCount', { authScopes: searchers }),
  aiClientDiscoveryCount: t.exposeInt('aiClientDiscoveryCount', { authScopes: searchers }),
  aiAllowances: t.field({
    type: [AiAllowanceRef],
    authScopes: searchers,
    description: 'The three kinds, under the plan of the project’s company.',
    resolve: (project, _args, context) => aiAllowancesOf(context.app, project),
  }),
}));

builder.objectFields(ProjectSectionRef, (t) => ({
  aiSearchId: t.exposeID('aiSearchId', { nullable: true, description: 'Set on sections an AI search generated.' }),
}));

builder.queryFields((t) => ({
  aiSearch: t.field({
    type: AiSearchRef,
    nullable: true,
    description: 'Spec 2 §7 Project searches list; null when the project has none of that kind.',
    authScopes: searchers,
    args: { projectId: t.arg.id({ required: true }), type: t.arg({ type: SearchKindEnum, required: true }) },
    resolve: (_root, { projectId, type }, context) =>
      readAiSearch(context.app.db, signedInViewer(context), projectId, type),
  }),
}));

builder.mutationFields((t) => ({
  startAiSearch: t.field({
    type: AiSearchRef,
    description: 'Keyword trimmed, 2–200 characters; the attempt counts against the plan.',
    authScopes: searchers,
    args: {
      projectId: t.arg.id({ required: true }),
      type: t.arg({ type: SearchKindEnum, required: true }),
      keyword: t.arg.string({ required: true }),
    },
    resolve: async (_root, { projectId, type, keyword }, context) => {
      const search = await startAiSearch(context.app, signedInViewer(context), projectId, type, keyword);
      return { ...search, suppliers: [], clientTables: [], sectionIds: [], products: [] };
    },
  }),
  cancelAiSearch: t.boolean({
    authScopes: searchers,
    args: { projectId: t.arg.id({ required: true }), type: t.arg({ type: SearchKindEnum, required: true }) },
    resolve: (_root, { projectId, type }, context) =>
      cancelAiSearch(context.app, signedInViewer(context), projectId, type),
  }),
  addSuggestedClientTable: t.field({
    type: ClientTableRef,
    authScopes: searchers,
    args: { projectId: t.arg.id({ required: true }), suggestionId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      addSuggestedClientTable(context.app, signedInViewer(context), args.projectId, args.suggestionId),
  }),
}));
