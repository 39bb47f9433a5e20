import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ScoringDocument } from './scoring-documents';
import { fromGrid } from './scoring-grid';
import type { ScoringData } from './scoring-model';
import type { ScoringScope, ScoringUpdate } from './use-scoring-actions';

/**
 * The scoring of a scope, read past Apollo's cache and kept by the page (issue 33 point 7): normalising 30,000 answers
 * into the cache, and writing them back whole at each rating, cost seconds. A change made on the page applies to the
 * scoring as read, until it is read again.
 */
export function useScoringData(scope: ScoringScope) {
  const { data, error, refetch } = useQuery(ScoringDocument, { variables: scope, fetchPolicy: 'no-cache' });
  const read = data?.scoring;
  const loaded = useMemo(() => (read ? fromGrid(read) : null), [read]);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const [changed, setChanged] = useState<{ base: ScoringData; scoring: ScoringData } | null>(null);
  const update = useCallback<ScoringUpdate>(
    (change) =>
      setChanged((state) => {
        const base = loadedRef.current;
        if (!base) return state;
        return { base, scoring: change(state?.base === base ? state.scoring : base) };
      }),
    [],
  );
  const scoring = loaded && changed?.base === loaded ? changed.scoring : loaded;
  // A question approved or rejected here changes which answers count and who may rate them: read it all again.
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { scoring, error, update, reload };
}
