import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES } from '@shortlist/domain';
import type { TemplateListFilter } from './template-list-filter';

interface TemplateFiltersBarProps {
  filter: TemplateListFilter;
  onChange: (filter: TemplateListFilter) => void;
  /** Spec 3 §2: the company-only checkbox is for brokers. */
  showCompanyOnly: boolean;
}

/** Spec 3 §2 /templates filters beside the search: Status and "my company's only". */
export function TemplateFiltersBar({ filter, onChange, showCompanyOnly }: TemplateFiltersBarProps) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Status"
        sx={{ minWidth: 160 }}
        value={filter.status ?? ''}
        onChange={(event) => {
          const status = TEMPLATE_STATUSES.find((value) => value === event.target.value) ?? null;
          onChange({ ...filter, status });
        }}
      >
        <MenuItem value="">All</MenuItem>
        {TEMPLATE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {TEMPLATE_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      {showCompanyOnly ? (
        <FormControlLabel
          label="My Company Only"
          control={
            <Checkbox
              checked={filter.companyOnly}
              onChange={(event) => onChange({ ...filter, companyOnly: event.target.checked })}
            />
          }
        />
      ) : null}
    </>
  );
}
