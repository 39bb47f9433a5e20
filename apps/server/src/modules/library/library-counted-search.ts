import { and, asc, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { libraryQuestions, libraryTagCounts, libraryTypeCounts, tags } from '../../db/schema/index.js';
import { visibleTags } from './library-access.js';
import { anyOf, bound, company, type SearchFacets, type SearchShape } from './library-search-shape.js';
import type { LibraryTagView } from './library-views.js';

/**
 * The library's first view (no keyword, tag or group; any types, internal or not) reads no question beyond its page:
 * the counts come from library_type_counts and library_tag_counts (kept by a trigger, migration 0011) and the page
 * from the newest rows of two indexes, the company's questions and the public ones.
 */
export const isCountedShape = (shape: SearchShape) => shape.words === 0 && !shape.tags && !shape.group;

type CountsTable = typeof libraryTypeCounts | typeof libraryTagCounts;

/** Spec 3 §2: the company's own questions and the public ones; with Internal, its own that are not external. */
function visibleCounts(table: CountsTable, shape: SearchShape): SQL | undefined {
  const own = eq(qualified(table.companyId), company);
  return shape.internal ? and(own, not(qualified(table.isExternal))) : sql`(${own} or ${qualified(table.isPublic)})`;
}

export function countedFacets(shape: SearchShape): SearchFacets {
  const ofTypes = (table: CountsTable) => (shape.types ? anyOf(qualified(table.type), 'types') : sql`true`);
  const byType = sql`(select ${libraryTypeCounts.type} as type, sum(${libraryTypeCounts.count}) as n
    from ${libraryTypeCounts} where ${visibleCounts(libraryTypeCounts, shape)} group by 1 having sum(${libraryTypeCounts.count}) > 0)`;
  return {
    total: sql<number>`(select coalesce(sum(${libraryTypeCounts.count}), 0) from ${libraryTypeCounts}
      where ${visibleCounts(libraryTypeCounts, shape)} and ${ofTypes(libraryTypeCounts)})`,
    typeCounts: sql<Record<
      string,
      number
    > | null>`(select json_object_agg(by_type.type, by_type.n) from ${byType} as by_type)`,
    tagCounts: sql<Array<LibraryTagView & { count: number }> | null>`(select json_agg(
        json_build_object('id', ${qualified(tags.id)}, 'label', ${qualified(tags.label)},
          'isPublic', ${qualified(tags.companyId)} is null, 'count', counted.n)
        order by counted.n desc, lower(${qualified(tags.label)}))
      from (select ${libraryTagCounts.tagId} as tag_id, sum(${libraryTagCounts.count}) as n from ${libraryTagCounts}
        where ${visibleCounts(libraryTagCounts, shape)} and ${ofTypes(libraryTagCounts)}
        group by 1 having sum(${libraryTagCounts.count}) > 0) as counted
      join ${tags} on ${qualified(tags.id)} = counted.tag_id and ${visibleTags(company)})`,
  };
}

/**
 * The page's ids: the newest `reach` (offset + page size) of the company's questions and of the public ones, each an
 * index's first rows, merged (a public question of the company's own comes once).
 */
export function countedPageIds(db: Database, shape: SearchShape) {
  // The indexes' own order (created_at is never null), so that each branch stops after its first `reach` entries.
  const newestFirst = sql`${qualified(libraryQuestions.createdAt)} desc nulls last`;
  const newest = (where: SQL | undefined) =>
    db
      .select({ id: libraryQuestions.id, createdAt: libraryQuestions.createdAt })
      .from(libraryQuestions)
      .where(and(where, shape.types ? anyOf(qualified(libraryQuestions.type), 'types') : undefined))
      .orderBy(newestFirst, asc(libraryQuestions.id))
      .limit(bound('reach'));
  const own = newest(
    and(eq(libraryQuestions.companyId, company), shape.internal ? eq(libraryQuestions.isExternal, false) : undefined),
  );
  // Written as the partial index's own predicate (a bound `true` would not match it).
  const publicOnes = newest(sql`${qualified(libraryQuestions.isPublic)}`);
  const candidates = (shape.internal ? own : union(own, publicOnes)).as('candidates');
  return db
    .$with('page')
    .as(
      db
        .select()
        .from(candidates)
        .orderBy(desc(candidates.createdAt), asc(candidates.id))
        .limit(bound('limit'))
        .offset(bound('offset')),
    );
}
