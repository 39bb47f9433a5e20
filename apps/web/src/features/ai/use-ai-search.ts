import { useMutation, useQuery } from '@apollo/client/react';
import type { AiAllowance, AiSearchKind } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { AiSearchFieldsFragment } from '../../gql/graphql';
import { toUserMessage } from '../../lib/errors';
import { useLiveNotification } from '../notifications';
import { AiSearchDocument, CancelAiSearchDocument, StartAiSearchDocument } from './ai-documents';

export type AiSearchRecord = AiSearchFieldsFragment;

/** The API's allowance (its optional fields absent when unlimited) as the domain reads it. */
const allowanceOf = (entry: { used: number; max?: number | null; remaining?: number | null }): AiAllowance => ({
  used: entry.used,
  max: entry.max ?? null,
  remaining: entry.remaining ?? null,
});

/** A backup for the live notification (a lost websocket): the search is asked for again this often while PENDING. */
export const AI_POLL_MS = 4000;

interface UseAiSearchOptions {
  /** Called once when a search the page saw PENDING ends (SUCCESS or FAILED). */
  onSettled?: (search: AiSearchRecord) => void;
}

/**
 * Spec 2 §3, §7 and spec 3 §4: the project's current search of a kind and its allowance; start and cancel. The
 * 'search request completed' notification (or, as a backup, polling while PENDING) refreshes it.
 */
export function useAiSearch(projectId: string, type: AiSearchKind, { onSettled }: UseAiSearchOptions = {}) {
  const { enqueueSnackbar } = useSnackbar();
  const variables = { projectId, type };
  const { data, previousData, loading, error, refetch } = useQuery(AiSearchDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const loaded = data ?? previousData;
  const search = loaded?.aiSearch ?? null;
  const pending = search?.status === 'PENDING';
  const allowance = loaded?.project.aiAllowances.find((entry) => entry.type === type) ?? null;
  const [startSearch, started] = useMutation(StartAiSearchDocument);
  const [cancelSearch, cancelled] = useMutation(CancelAiSearchDocument);

  useLiveNotification('SEARCH_REQUEST_COMPLETED', () => void refetch());
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), AI_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  const seenPending = useRef<string | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);
  useEffect(() => {
    if (search?.status === 'PENDING') seenPending.current = search.id;
    else if (search && seenPending.current === search.id) {
      seenPending.current = null;
      settled.current?.(search);
    }
  }, [search]);

  // Each call asks for the search again after it, whatever it answered (a refusal may mean another tab started one).
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (failure) {
      enqueueSnackbar(toUserMessage(failure), { variant: 'error' });
      return false;
    } finally {
      await refetch();
    }
  };
  // The search started is awaited by its id: a fast job may have ended before the page asks again.
  const start = (keyword: string) =>
    run(async () => {
      const { data: answer } = await startSearch({ variables: { ...variables, keyword: keyword.trim() } });
      seenPending.current = answer?.startAiSearch.id ?? null;
    });

  return {
    search,
    pending,
    allowance: allowance && allowanceOf(allowance),
    loading: loading && !loaded,
    error: loaded ? undefined : error,
    busy: started.loading || cancelled.loading,
    start,
    cancel: () => run(() => cancelSearch({ variables })),
  };
}
export type AiSearchState = ReturnType<typeof useAiSearch>;
