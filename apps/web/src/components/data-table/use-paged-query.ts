import type { TypedDocumentNode } from '@apollo/client';
import type { MaybeMasked } from '@apollo/client/masking';
import { useQuery } from '@apollo/client/react';
import type { PageInput } from '../../gql/graphql';
import { type TableSort, toPageInput, useTableState } from './table-state';

/** One page of a GraphQL list query: `{ total, results }`. */
interface ResultPage<Row> {
  total: number;
  results: readonly Row[];
}

interface PagedQueryOptions<TVariables> {
  /** The query's variables besides `pagination`, e.g. a filter. */
  variables?: Omit<TVariables, 'pagination'>;
  defaultSort?: TableSort;
}

/**
 * Runs a server-paged list query for a `DataTable`: owns the table state, asks with its `pagination`, keeps the last
 * page shown while the next one loads. `table` holds the DataTable's rows, total, loading, state and onStateChange.
 */
export function usePagedQuery<TData, TVariables extends { pagination?: PageInput | null }, Row>(
  document: TypedDocumentNode<TData, TVariables>,
  select: (data: MaybeMasked<TData>) => ResultPage<Row>,
  options: PagedQueryOptions<TVariables> = {},
) {
  const [state, setState] = useTableState(options.defaultSort);
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: { ...options.variables, pagination: toPageInput(state) } as TVariables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const page = shown === undefined ? undefined : select(shown);
  return {
    error,
    refetch,
    state,
    setState,
    table: { rows: page?.results ?? [], total: page?.total ?? 0, loading, state, onStateChange: setState },
  };
}
