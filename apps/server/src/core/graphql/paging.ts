import type { ObjectRef } from '@pothos/core';
import { DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE_MAX, MESSAGES, PAGE_MAX, SORT_DIRECTIONS } from '@shortlist/domain';
import { type AnyColumn, asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import { badInput } from '../errors.js';
import { access, builder } from './builder.js';

export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });

export const SortInput = builder.inputType('SortInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    direction: t.field({ type: SortDirectionEnum, required: true }),
  }),
});

/** Spec 1 §3 paging: page (from 1), pageSize, sort (field, direction) and a keyword filter. */
export const PageInput = builder.inputType('PageInput', {
  fields: (t) => ({
    page: t.int({ defaultValue: 1 }),
    pageSize: t.int({ defaultValue: DEFAULT_PAGE_SIZE }),
    sort: t.field({ type: SortInput }),
    keyword: t.string(),
  }),
});

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
  sort?: { field: string; direction: 'ASC' | 'DESC' } | null;
  keyword?: string | null;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  keyword: string;
}

/**
 * Validates page and size (lists may ask for up to 10000 rows, spec 1 §9) and turns them into limit and offset. The
 * page is bounded so that the offset stays a safe database value (issue 11).
 */
export function pageWindow(args: PageArgs | null | undefined): PageWindow {
  const page = args?.page ?? 1;
  const pageSize = args?.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > PAGE_MAX) {
    throw badInput(MESSAGES.pageRange(PAGE_MAX), { page: 'Out of range' });
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIST_PAGE_SIZE_MAX) {
    throw badInput(`Page size must be between 1 and ${LIST_PAGE_SIZE_MAX}`, { pageSize: 'Out of range' });
  }
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize, keyword: args?.keyword?.trim() ?? '' };
}

/**
 * The ORDER BY of a list: the requested field when the list allows sorting by it, else the list's default
 * (createdAt descending, spec 1 §9). The id breaks ties so pages never overlap.
 */
export function pageOrder<Field extends string>(
  sortable: Record<Field, AnyColumn>,
  sort: PageArgs['sort'],
  fallback: { field: Field; direction: 'ASC' | 'DESC' },
  tieBreaker: AnyColumn,
): SQL[] {
  // An own property only: `in` would also accept inherited names such as '__proto__' or 'toString'.
  const requested = sort && Object.hasOwn(sortable, sort.field) ? (sort as typeof fallback) : fallback;
  const column = sortable[requested.field];
  return [requested.direction === 'ASC' ? asc(column) : desc(column), asc(tieBreaker)];
}

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

export interface Page<Item> {
  results: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** A `<Name>Page` object type: results, total, page and pageSize, readable under the list's own access rule. */
export function pageType<Item>(name: string, itemRef: ObjectRef<BuilderTypes, Item>) {
  return builder.objectRef<Page<Item>>(`${name}Page`).implement({
    authScopes: access('SIGNED_IN'),
    fields: (t) => ({
      results: t.field({ type: [itemRef], resolve: (page) => page.results }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });
}

/** Escapes % and _ so a keyword is matched literally by ILIKE. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Rows where one of `columns` contains the keyword (case-insensitive, literally); no condition for no keyword. */
export function keywordInAny(keyword: string, columns: ReadonlyArray<AnyColumn | SQL>): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
