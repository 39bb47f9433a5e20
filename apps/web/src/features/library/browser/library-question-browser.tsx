import { useQuery } from '@apollo/client/react';
import { Alert, Box, Paper } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@shortlist/domain';
import { type ReactNode, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LibraryQuestionsDocument } from '../library-documents';
import type { LibraryQuestion } from '../library-model';
import { LibraryFiltersPanel } from './library-filters-panel';
import { LibraryQuestionList } from './library-question-list';
import { type LibrarySearch, NEW_LIBRARY_SEARCH, toFilterInput } from './library-search';

export interface LibraryQuestionBrowserProps {
  /** Only the questions linked to this group; null for All Questions. */
  groupId: string | null;
  /** The questions checked, kept across pages and filters. */
  selection: readonly LibraryQuestion[];
  onSelectionChange: (selection: LibraryQuestion[]) => void;
  /** Buttons of a question's row, e.g. Edit or Delete. */
  rowActions?: (question: LibraryQuestion) => ReactNode;
  /** Shown under 'No questions to display.': the prompt to add a question. */
  emptyAction?: ReactNode;
}

/**
 * Spec 3 §2 the library's main area: the filter panel, the selectable question list and its paging. It runs the
 * library questions query itself; what is done with the selection is the caller's (the MeshVault page, or a project's
 * library drawer).
 */
export function LibraryQuestionBrowser({
  groupId,
  selection,
  onSelectionChange,
  rowActions,
  emptyAction,
}: LibraryQuestionBrowserProps) {
  const [search, setSearch] = useState<LibrarySearch>(NEW_LIBRARY_SEARCH);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const [searchedKeyword, setSearchedKeyword] = useState(settledKeyword);
  // A new keyword starts again from the first page.
  if (settledKeyword !== searchedKeyword) {
    setSearchedKeyword(settledKeyword);
    setSearch((current) => ({ ...current, page: 1 }));
  }
  const { data, previousData, loading, error } = useQuery(LibraryQuestionsDocument, {
    variables: {
      filter: toFilterInput(search, settledKeyword, groupId),
      page: search.page,
      pageSize: search.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.libraryQuestions;
  const selected = new Set(selection.map((question) => question.id));

  const select = (questions: readonly LibraryQuestion[], checked: boolean) => {
    const others = selection.filter((question) => !questions.some((candidate) => candidate.id === question.id));
    onSelectionChange(checked ? [...others, ...questions] : others);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Filters"
        sx={{ p: 2, width: { xs: '100%', md: 240 }, flexShrink: 0 }}
      >
        <LibraryFiltersPanel
          search={search}
          keyword={keyword}
          onKeywordChange={setKeyword}
          onChange={(changes) => setSearch((current) => ({ ...current, ...changes, page: 1 }))}
          counts={shown?.filters}
        />
      </Paper>
      <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
        <LibraryQuestionList
          questions={shown?.results ?? []}
          total={shown?.total ?? 0}
          page={search.page}
          pageSize={search.pageSize}
          loading={loading}
          onPageChange={(page, pageSize) => setSearch((current) => ({ ...current, page, pageSize }))}
          selected={selected}
          onSelect={select}
          rowActions={rowActions}
          emptyAction={emptyAction}
        />
      </Paper>
    </Box>
  );
}
