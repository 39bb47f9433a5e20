import type { AiSearchKind } from '@shortlist/domain';
import { useCallback, useState } from 'react';
import { type AiSearchRecord, useAiSearch } from './use-ai-search';

/**
 * An AI card's state: the search and the typed keyword, cleared when the search the page started completes (spec 2
 * §4 AI supplier search, spec 3 §4); `onSettled` lets the page refresh what the search changed.
 */
export function useAiSearchCard(projectId: string, kind: AiSearchKind, onSettled?: (search: AiSearchRecord) => void) {
  const [keyword, setKeyword] = useState('');
  const settle = useCallback(
    (search: AiSearchRecord) => {
      setKeyword('');
      onSettled?.(search);
    },
    [onSettled],
  );
  const state = useAiSearch(projectId, kind, { onSettled: settle });
  return { ...state, kind, keyword, setKeyword };
}
export type AiSearchCardState = ReturnType<typeof useAiSearchCard>;
