import { DEFAULT_PAGE_SIZE, type SortDirection } from '@shortlist/domain';
import { useState } from 'react';

export interface TableSort {
  field: string;
  direction: SortDirection;
}

/** What a server-paged list asks for: spec 1 §3 paging (page from 1, size, sort, keyword). */
export interface TableState {
  page: number;
  pageSize: number;
  sort: TableSort;
  keyword: string;
}

/** Spec 1 §9: first page 1, size 10, newest first unless the list says otherwise. */
export function useTableState(defaultSort: TableSort = { field: 'createdAt', direction: 'DESC' }) {
  return useState<TableState>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: defaultSort, keyword: '' });
}

/** The `PageInput` variables of a GraphQL list query. */
export function toPageInput({ page, pageSize, sort, keyword }: TableState) {
  return { page, pageSize, sort, keyword: keyword || null };
}
