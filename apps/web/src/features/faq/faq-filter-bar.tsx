import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import {
  FAQ_QUICK_FILTER_LABELS,
  FAQ_QUICK_FILTERS,
  FAQ_TEXTS,
  type FaqFilters,
  type FaqQuickFilter,
  NO_FAQ_FILTERS,
} from '@shortlist/domain';

interface FaqFilterBarProps {
  filters: FaqFilters;
  onChange: (filters: FaqFilters) => void;
}

const isQuickFilter = (value: string): value is FaqQuickFilter =>
  (FAQ_QUICK_FILTERS as readonly string[]).includes(value);

/** Spec 2 §4 Broker FAQ view: the keyword box (Keywords...), the quick filters All / No Answer / Unpublished / Rejected and Reset. */
export function FaqFilterBar({ filters, onChange }: FaqFilterBarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        type="search"
        size="small"
        placeholder={FAQ_TEXTS.keywords}
        value={filters.keyword}
        onChange={(event) => onChange({ ...filters, keyword: event.target.value })}
        slotProps={{ htmlInput: { 'aria-label': 'Keywords' } }}
        sx={{ minWidth: 260 }}
      />
      <RadioGroup
        row
        aria-label="Show"
        value={filters.quick}
        onChange={(_event, value) => {
          if (isQuickFilter(value)) onChange({ ...filters, quick: value });
        }}
      >
        {FAQ_QUICK_FILTERS.map((filter) => (
          <FormControlLabel key={filter} value={filter} control={<Radio />} label={FAQ_QUICK_FILTER_LABELS[filter]} />
        ))}
      </RadioGroup>
      <Button onClick={() => onChange(NO_FAQ_FILTERS)}>{FAQ_TEXTS.reset}</Button>
    </Stack>
  );
}
