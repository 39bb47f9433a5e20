import { type SQL, sql } from 'drizzle-orm';
import type { LibraryTagView } from './library-views.js';

/**
 * Which parts a filter uses: the search statement of each shape is built once per database and prepared (Drizzle
 * walks a statement this size in about as long as PostgreSQL runs it); the values are bound at each run.
 */
export interface SearchShape {
  words: number;
  types: boolean;
  tags: boolean;
  internal: boolean;
  group: boolean;
}

export const bound = sql.placeholder;
export const company = bound('company');
export const anyOf = (column: SQL, name: string) => sql`${column} = any(${bound(name)})`;

/** The filter counts a search statement computes: the total, the count per type and the tag counts. */
export type SearchFacets = {
  total: SQL<number>;
  typeCounts: SQL<Record<string, number> | null>;
  tagCounts: SQL<Array<LibraryTagView & { count: number }> | null>;
};
