import { Button, Checkbox, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { QUESTION_WEIGHT_CHOICES } from '@shortlist/domain';
import { NO_SCORING_FILTERS, RATING_FILTER_OPTIONS, type ScoringFilters } from './scoring-filters';
import type { ScoringProduct } from './scoring-model';

interface ScoringFilterBarProps {
  filters: ScoringFilters;
  products: readonly ScoringProduct[];
  offered: { weight: boolean; rating: boolean };
  onChange: (filters: ScoringFilters) => void;
}

/** Spec 2 §5: the keyword box and the quick filters products, weight (when offered) and rating (when offered). */
export function ScoringFilterBar({ filters, products, offered, onChange }: ScoringFilterBarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        type="search"
        size="small"
        placeholder="Keywords..."
        value={filters.keyword}
        onChange={(event) => onChange({ ...filters, keyword: event.target.value })}
        slotProps={{ htmlInput: { 'aria-label': 'Keywords' } }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label="Products"
        value={filters.productIds}
        onChange={(event) => {
          const { value } = event.target as { value: unknown };
          onChange({ ...filters, productIds: Array.isArray(value) ? value.map(String) : [] });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              Array.isArray(selected) && selected.length > 0 ? `${selected.length} selected` : 'All',
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 180 }}
      >
        {products.map((product) => (
          <MenuItem key={product.productId} value={product.productId}>
            <Checkbox size="small" checked={filters.productIds.includes(product.productId)} />
            <ListItemText primary={product.name} />
          </MenuItem>
        ))}
      </TextField>
      {offered.weight ? (
        <TextField
          select
          size="small"
          label="Weight filter"
          value={filters.weight === null ? '' : String(filters.weight)}
          onChange={(event) =>
            onChange({ ...filters, weight: event.target.value === '' ? null : Number(event.target.value) })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 110 }}
        >
          <option value="">Any weight</option>
          {QUESTION_WEIGHT_CHOICES.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </TextField>
      ) : null}
      {offered.rating ? (
        <TextField
          select
          size="small"
          label="Rating filter"
          value={filters.rating}
          onChange={(event) => onChange({ ...filters, rating: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          {RATING_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ) : null}
      <Button onClick={() => onChange(NO_SCORING_FILTERS)}>Reset</Button>
    </Stack>
  );
}
