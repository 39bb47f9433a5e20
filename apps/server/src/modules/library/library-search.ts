import {
  keywordWords,
  LIBRARY_LIMITS,
  MESSAGES,
  PAGE_MAX,
  PAGE_SIZES,
  QUESTION_TYPES,
  type QuestionType,
} from '@shortlist/domain';
import type { WithSubquery } from 'drizzle-orm';
import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badInput } from '../../core/errors.js';
import { likePattern } from '../../core/graphql/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { libraryGroupQuestions, libraryGroups, libraryQuestions, tags, users } from '../../db/schema/index.js';
import { assertLibraryUser, visibleQuestions, visibleTags } from './library-access.js';
import { countedFacets, countedPageIds, isCountedShape } from './library-counted-search.js';
import { anyOf, bound, company, type SearchFacets, type SearchShape } from './library-search-shape.js';
import { type LibraryQuestionView, type LibraryTagView, toView, viewColumns } from './library-views.js';

/** Spec 3 §7 Library questions query: the filter as GraphQL sends it. */
export interface LibraryFilterArgs {
  keyword?: string | null;
  types?: readonly QuestionType[] | null;
  tagIds?: ReadonlyArray<string> | null;
  internal?: boolean | null;
  groupId?: string | null;
}

export interface TypeCount {
  type: QuestionType;
  count: number;
}

export interface TagCount {
  tag: LibraryTagView;
  count: number;
}

export interface LibrarySearchResult {
  results: LibraryQuestionView[];
  total: number;
  page: number;
  pageSize: number;
  filters: { types: TypeCount[]; tags: TagCount[] };
}

/** Spec 3 §9: library pages of 10, 20 or 50 questions. */
function libraryWindow(page: number | null | undefined, pageSize: number | null | undefined) {
  const pageNumber = page ?? 1;
  const size = pageSize ?? PAGE_SIZES[0];
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > PAGE_MAX) {
    throw badInput(MESSAGES.pageRange(PAGE_MAX), { page: 'Out of range' });
  }
  if (!(PAGE_SIZES as readonly number[]).includes(size)) {
    throw badInput(`Page size must be one of ${PAGE_SIZES.join(', ')}`, { pageSize: 'Out of range' });
  }
  return { page: pageNumber, pageSize: size, offset: (pageNumber - 1) * size };
}

/** The questions linked to the company's group (another company's group links nothing). */
function inGroup(db: Database): SQL {
  const linked = db
    .select({ id: libraryGroupQuestions.questionId })
    .from(libraryGroupQuestions)
    .innerJoin(libraryGroups, eq(libraryGroups.id, libraryGroupQuestions.groupId))
    .where(and(eq(libraryGroupQuestions.groupId, bound('groupId')), eq(libraryGroups.companyId, company)));
  return inArray(libraryQuestions.id, linked);
}

/**
 * The base set every count starts from: the questions the company sees (spec 3 §2; with `internal` only its own ones
 * that are not external), every word of the keyword in the label (case ignored) and the group.
 */
function baseConditions(db: Database, shape: SearchShape): SQL | undefined {
  return and(
    shape.internal
      ? and(eq(libraryQuestions.companyId, company), eq(libraryQuestions.isExternal, false))
      : visibleQuestions(company),
    ...Array.from({ length: shape.words }, (_, index) => like(libraryQuestions.searchLabel, bound(`word${index}`))),
    shape.group ? inGroup(db) : undefined,
  );
}

/** Whether the question carries any of the selected tags the company sees (found once for the statement). */
function taggedCondition(db: Database, shape: SearchShape): SQL {
  if (!shape.tags) return sql`true`;
  const selected = db
    .select({ id: tags.id })
    .from(tags)
    .where(and(anyOf(qualified(tags.id), 'tagIds'), visibleTags(company)));
  return sql`${qualified(libraryQuestions.tagIds)} && array(${selected})`;
}

/**
 * The search's common table expressions and its counts. `base` (see baseConditions) is read once; the results are
 * base ∧ selected types ∧ selected tags.
 *
 * Faceted counts, each facet ignoring only its own selection:
 * - type counts: base ∧ selected tags (they ignore the selected types), every type listed, zero included;
 * - tag counts: base ∧ selected types (they ignore the selected tags), every visible tag with at least one question;
 * - total: the matched questions.
 */
function searchParts(db: Database, shape: SearchShape) {
  const base = db.$with('base').as(
    db
      .select({
        id: libraryQuestions.id,
        type: libraryQuestions.type,
        createdAt: libraryQuestions.createdAt,
        tagIds: libraryQuestions.tagIds,
        tagged: sql<boolean>`${taggedCondition(db, shape)}`.as('tagged'),
      })
      .from(libraryQuestions)
      .where(baseConditions(db, shape)),
  );
  const column = (name: string) => sql`${sql.identifier('base')}.${sql.identifier(name)}`;
  const ofTypes = shape.types ? anyOf(column('type'), 'types') : sql`true`;
  const matches = and(ofTypes, column('tagged'));
  // One pass over base for the type counts and the total.
  const byType = db.$with('by_type').as(
    db
      .select({
        type: base.type,
        tagged: sql<number>`count(*) filter (where ${column('tagged')})`.as('tagged_count'),
        matched: sql<number>`count(*) filter (where ${matches})`.as('matched_count'),
      })
      .from(base)
      .groupBy(base.type),
  );
  const tagCounts = sql<Array<LibraryTagView & { count: number }> | null>`(select json_agg(
      json_build_object('id', ${qualified(tags.id)}, 'label', ${qualified(tags.label)},
        'isPublic', ${qualified(tags.companyId)} is null, 'count', counted.n)
      order by counted.n desc, lower(${qualified(tags.label)}))
    from (select tag_id, count(*) as n
      from (select unnest(${column('tag_ids')}) as tag_id from ${base} where ${ofTypes}) as links group by 1) as counted
    join ${tags} on ${qualified(tags.id)} = counted.tag_id and ${visibleTags(company)})`;
  const facets: SearchFacets = {
    total: sql<number>`(select coalesce(sum(matched_count), 0) from ${byType})`,
    typeCounts: sql<Record<string, number> | null>`(select json_object_agg(type, tagged_count) from ${byType})`,
    tagCounts,
  };
  return { base, byType, matches, facets };
}

/** A page's ids, newest first: the statement's `page` common table expression. */
type PageIds = WithSubquery & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * The page statement (newest first) with the counts on its first row, and the counts alone for a page without rows.
 * `ctes` are the common table expressions the page ids and the facets read.
 */
function preparePage(db: Database, ctes: WithSubquery[], pageIds: PageIds, facets: SearchFacets, name: string) {
  // The counts ride on the page's first row only: the other rows would repeat them for nothing.
  const first = sql`row_number() over (order by ${pageIds.createdAt} desc, ${pageIds.id}) = 1`;
  const onFirstRow = <Value>(facet: SQL<Value>) => sql<Value | null>`case when ${first} then ${facet} end`;
  const page = db
    .with(...ctes, pageIds)
    .select({
      ...viewColumns(company),
      total: onFirstRow(facets.total),
      typeCounts: onFirstRow(facets.typeCounts),
      tagCounts: onFirstRow(facets.tagCounts),
    })
    .from(pageIds)
    .innerJoin(libraryQuestions, eq(libraryQuestions.id, pageIds.id))
    .leftJoin(users, eq(users.id, libraryQuestions.createdBy))
    .orderBy(desc(pageIds.createdAt), asc(pageIds.id))
    .prepare(`library_page_${name}`);
  const counts = db
    .with(...ctes)
    .select(facets)
    .from(sql`(select 1) as one`)
    .prepare(`library_counts_${name}`);
  return { page, counts };
}

function prepareSearch(db: Database, shape: SearchShape, name: string) {
  if (isCountedShape(shape)) return preparePage(db, [], countedPageIds(db, shape), countedFacets(shape), name);
  const { base, byType, matches, facets } = searchParts(db, shape);
  const pageIds = db
    .$with('page')
    .as(
      db
        .select({ id: base.id, createdAt: base.createdAt })
        .from(base)
        .where(matches)
        .orderBy(desc(base.createdAt), asc(base.id))
        .limit(bound('limit'))
        .offset(bound('offset')),
    );
  return preparePage(db, [base, byType], pageIds, facets, name);
}

type PreparedSearch = ReturnType<typeof prepareSearch>;
const preparedByDatabase = new WeakMap<Database, Map<string, PreparedSearch>>();

function preparedSearch(db: Database, shape: SearchShape): PreparedSearch {
  let byShape = preparedByDatabase.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedByDatabase.set(db, byShape);
  }
  const name = `${shape.words}_${Number(shape.types)}${Number(shape.tags)}${Number(shape.internal)}${Number(shape.group)}`;
  let prepared = byShape.get(name);
  if (!prepared) {
    prepared = prepareSearch(db, shape, name);
    byShape.set(name, prepared);
  }
  return prepared;
}

type FacetRow = {
  total: number | string | null;
  typeCounts: Record<string, number> | null;
  tagCounts: Array<LibraryTagView & { count: number }> | null;
};

function toFilters(row: FacetRow | undefined): LibrarySearchResult['filters'] {
  return {
    types: QUESTION_TYPES.map((type) => ({ type, count: Number(row?.typeCounts?.[type] ?? 0) })),
    tags: (row?.tagCounts ?? []).map(({ count, ...tag }) => ({ tag, count: Number(count) })),
  };
}

/**
 * Spec 3 §2, §7 library questions: the page (newest first), its total and the filter counts in one statement. A page
 * with no row to carry the counts (nothing matches, or past the last page) counts them in a second statement.
 */
export async function searchLibrary(
  db: Database,
  viewer: Viewer,
  filter: LibraryFilterArgs | null | undefined,
  page?: number | null,
  pageSize?: number | null,
): Promise<LibrarySearchResult> {
  assertLibraryUser(viewer);
  const window = libraryWindow(page, pageSize);
  const empty = { results: [], total: 0, page: window.page, pageSize: window.pageSize, filters: toFilters(undefined) };
  const words = [...new Set(keywordWords(filter?.keyword ?? ''))].slice(0, LIBRARY_LIMITS.keywordWords);
  const types = filter?.types ?? [];
  const tagIds = (filter?.tagIds ?? []).filter(isUuid);
  const groupId = filter?.groupId ?? null;
  if (groupId !== null && !isUuid(groupId)) return empty;
  const shape: SearchShape = {
    words: words.length,
    types: types.length > 0,
    tags: tagIds.length > 0,
    internal: !!filter?.internal,
    group: groupId !== null,
  };
  const values: Record<string, unknown> = {
    company: viewer.company.id,
    types,
    tagIds,
    groupId,
    limit: window.pageSize,
    offset: window.offset,
    reach: window.offset + window.pageSize,
    ...Object.fromEntries(words.map((word, index) => [`word${index}`, likePattern(word)])),
  };
  const prepared = preparedSearch(db, shape);
  const rows = await prepared.page.execute(values);
  const counts: FacetRow | undefined = rows[0] ?? (await prepared.counts.execute(values))[0];
  return {
    results: rows.map((row) => toView(viewer, row)),
    total: Number(counts?.total ?? 0),
    page: window.page,
    pageSize: window.pageSize,
    filters: toFilters(counts),
  };
}
