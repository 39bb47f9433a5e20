import { Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { ProjectStatus } from '@shortlist/domain';
import { PARTICIPATION_DISPLAY_LABELS, type ParticipationDisplay, participationDisplaysOf } from '@shortlist/domain';
import { SearchField } from '../../components/form';
import { EMPTY_SUPPLIER_FILTER, type SupplierFilter } from './supplier-model';

interface SuppliersFilterBarProps {
  projectStatus: ProjectStatus;
  filter: SupplierFilter;
  onChange: (filter: SupplierFilter) => void;
}

const labelsOf = (statuses: unknown) =>
  (statuses as ParticipationDisplay[]).map((status) => PARTICIPATION_DISPLAY_LABELS[status]).join(', ');

/**
 * Spec 2 §9 filter bar: text Search, multi-select Statuses (the displays the project's status can show), the §5
 * quick filter With Issues (suppliers without required service types) and Reset. Blocked suppliers show only when
 * Blocked is chosen.
 */
export function SuppliersFilterBar({ projectStatus, filter, onChange }: SuppliersFilterBarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <SearchField
        type="search"
        placeholder="Search"
        value={filter.keyword}
        onChange={(event) => onChange({ ...filter, keyword: event.target.value })}
        sx={{ flex: 2, minWidth: 220 }}
        accessibleName="Search"
      />
      <TextField
        select
        size="small"
        label="Statuses"
        value={filter.statuses}
        onChange={(event) => onChange({ ...filter, statuses: event.target.value as unknown as ParticipationDisplay[] })}
        sx={{ flex: 1, minWidth: 220 }}
        slotProps={{ select: { multiple: true, renderValue: labelsOf } }}
      >
        {participationDisplaysOf(projectStatus).map((status) => (
          <MenuItem key={status} value={status}>
            {PARTICIPATION_DISPLAY_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label="With Issues"
        control={
          <Switch
            checked={filter.withIssues}
            onChange={(event) => onChange({ ...filter, withIssues: event.target.checked })}
          />
        }
        sx={{ whiteSpace: 'nowrap' }}
      />
      <Button onClick={() => onChange(EMPTY_SUPPLIER_FILTER)}>Reset</Button>
    </Stack>
  );
}
