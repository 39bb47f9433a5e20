import { Button, Stack, Typography } from '@mui/material';
import { FAQ_TEXTS, type FaqFilters, filterFaqThreads, NO_FAQ_FILTERS } from '@shortlist/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FaqDialogs } from './faq-dialogs';
import { FaqFilterBar } from './faq-filter-bar';
import type { FaqDialog, FaqVariables, ProjectFaq } from './faq-model';
import { threadOf } from './faq-model';
import { FaqThread } from './faq-thread';

interface FaqBoardProps {
  faq: ProjectFaq;
  variables: FaqVariables;
  /** The broker view's filter bar (spec 2 §4). */
  filterable: boolean;
}

/** A project's FAQ: Ask, the filters on the broker side, one accordion per question, or 'No entries to display'. */
export function FaqBoard({ faq, variables, filterable }: FaqBoardProps) {
  const titleId = useId();
  const [filters, setFilters] = useState<FaqFilters>(NO_FAQ_FILTERS);
  const [dialog, setDialog] = useState<FaqDialog | null>(null);
  const shownFilters = useDeferredValue(filters);
  const questions = useMemo(() => {
    const threads = faq.items.map((question) => ({ ...threadOf(question), question }));
    return filterFaqThreads(threads, shownFilters).map((thread) => thread.question);
  }, [faq.items, shownFilters]);
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" id={titleId}>
          {FAQ_TEXTS.title}
        </Typography>
        {faq.mayAsk ? (
          <Button variant="contained" onClick={() => setDialog({ kind: 'ask' })}>
            {FAQ_TEXTS.ask}
          </Button>
        ) : null}
      </Stack>
      {filterable ? <FaqFilterBar filters={filters} onChange={setFilters} /> : null}
      {questions.length === 0 ? (
        <Typography color="text.secondary">{FAQ_TEXTS.noEntries}</Typography>
      ) : (
        <div>
          {questions.map((question) => (
            <FaqThread key={question.id} question={question} onOpen={setDialog} />
          ))}
        </div>
      )}
      <FaqDialogs dialog={dialog} variables={variables} onClose={() => setDialog(null)} />
    </Stack>
  );
}
