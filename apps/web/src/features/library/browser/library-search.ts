import { DEFAULT_PAGE_SIZE, type QuestionType } from '@shortlist/domain';
import type { LibraryQuestionFilter } from '../../../gql/graphql';

export interface LibraryTagChoice {
  id: string;
  label: string;
}

/** What the filter panel and the paging hold (spec 3 §7 Library questions query). */
export interface LibrarySearch {
  keyword: string;
  types: readonly QuestionType[];
  /** Kept with their labels, so that a chosen tag stays shown when its count drops to nothing. */
  tags: readonly LibraryTagChoice[];
  internal: boolean;
  page: number;
  pageSize: number;
}

export const NEW_LIBRARY_SEARCH: LibrarySearch = {
  keyword: '',
  types: [],
  tags: [],
  internal: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The query's filter: only what is chosen, and the group shown (null: All Questions). */
export function toFilterInput(search: LibrarySearch, keyword: string, groupId: string | null): LibraryQuestionFilter {
  const trimmed = keyword.trim();
  return {
    ...(trimmed ? { keyword: trimmed } : {}),
    ...(search.types.length ? { types: [...search.types] } : {}),
    ...(search.tags.length ? { tagIds: search.tags.map((tag) => tag.id) } : {}),
    ...(search.internal ? { internal: true } : {}),
    ...(groupId ? { groupId } : {}),
  };
}

/** Adds the value when absent, removes it when present. */
export function toggled<Value>(values: readonly Value[], value: Value, same = (a: Value, b: Value) => a === b) {
  return values.some((candidate) => same(candidate, value))
    ? values.filter((candidate) => !same(candidate, value))
    : [...values, value];
}
