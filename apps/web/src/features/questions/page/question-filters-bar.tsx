import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { availableQuickFilters, QUESTION_QUICK_FILTER_LABELS, type QuestionQuickFilter } from '@shortlist/domain';
import { SearchField } from '../../../components/form';
import type { QuestionFilter } from './questionnaire-filter';

interface QuestionFiltersBarProps {
  filter: QuestionFilter;
  /** Spec 3 §2: Without Expert, Unapproved, Approved and Rejected need the experts feature. */
  experts: boolean;
  onChange: (filter: QuestionFilter) => void;
}

/** Spec 2 §5 question filters: the quick filters and the keyword (every word must be in the label). */
export function QuestionFiltersBar({ filter, experts, onChange }: QuestionFiltersBarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Quick filters"
        value={filter.quick}
        onChange={(_event, quick: QuestionQuickFilter | null) => {
          if (quick !== null) onChange({ ...filter, quick });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {availableQuickFilters(experts).map((quick) => (
          <ToggleButton key={quick} value={quick}>
            {QUESTION_QUICK_FILTER_LABELS[quick]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SearchField
        type="search"
        placeholder="Search Questions..."
        value={filter.keyword}
        onChange={(event) => onChange({ ...filter, keyword: event.target.value })}
        sx={{ flex: 1, minWidth: 220 }}
        accessibleName="Search Questions"
      />
    </Stack>
  );
}
