import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { type ReactNode, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import type { AnswerAutosave } from './answer-autosave';
import { QuestionnaireList } from './questionnaire-list';
import type { Questionnaire, QuestionnaireSection } from './questionnaire-model';
import { NO_FILTERS, type QuestionnaireFilters, questionnaireRows } from './questionnaire-rows';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';

interface QuestionnaireViewProps {
  questionnaire: Pick<Questionnaire, 'sections' | 'answersMaxLength'>;
  /** Null for a read-only view. */
  autosave: AnswerAutosave | null;
  /** The heading: 'Questions' on the supplier pages. */
  title?: string;
  /** The Requested to Update switch, for suppliers only (spec 3 §2). */
  requestedSwitch?: boolean;
  /** Shown at the end of the toolbar (Submit Answers). */
  actions?: ReactNode;
  onMarkNotApplicable?: (section: QuestionnaireSection) => void;
}

/**
 * Spec 2 §2 the questions of the supplier pages: a keyword search (Search Questions...), the Requested to Update
 * switch and the expandable sections with their questions, answered or read-only.
 */
export function QuestionnaireView({
  questionnaire,
  autosave,
  title = 'Questions',
  requestedSwitch = true,
  actions,
  onMarkNotApplicable,
}: QuestionnaireViewProps) {
  const titleId = useId();
  const [filters, setFilters] = useState<QuestionnaireFilters>(NO_FILTERS);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  // Typing in the search box stays quick however many questions the filter goes through.
  const shownFilters = useDeferredValue(filters);
  const rows = useMemo(
    () => questionnaireRows(questionnaire.sections, shownFilters, toggled),
    [questionnaire.sections, shownFilters, toggled],
  );
  const filter = (change: Partial<QuestionnaireFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setToggled(new Map());
  };
  const toggle = useCallback(
    (sectionId: string, expanded: boolean) => setToggled((current) => new Map(current).set(sectionId, expanded)),
    [],
  );

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography variant="h5" component="h2" id={titleId}>
        {title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          type="search"
          size="small"
          placeholder={QUESTIONNAIRE_TEXTS.searchPlaceholder}
          value={filters.keyword}
          onChange={(event) => filter({ keyword: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': 'Search Questions' } }}
          sx={{ minWidth: 280 }}
        />
        {requestedSwitch ? (
          <FormControlLabel
            label={ANSWER_MESSAGES.requestedLabel}
            control={
              <Switch checked={filters.requestedOnly} onChange={(_event, requestedOnly) => filter({ requestedOnly })} />
            }
          />
        ) : null}
        {actions ? (
          <Stack direction="row" spacing={2} sx={{ ml: 'auto' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      <QuestionnaireList
        rows={rows}
        autosave={autosave}
        projectMaxLength={questionnaire.answersMaxLength}
        onToggleSection={toggle}
        onMarkNotApplicable={onMarkNotApplicable}
      />
    </Stack>
  );
}
