import { Box, MenuItem, TextField } from '@mui/material';
import { AUDIT_KINDS } from '@shortlist/domain';
import type { AuditFilterValues } from './audit-paths';

interface Choice {
  id: string;
  label: string;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  people: readonly Choice[];
  /** The project filter (a company's trail); a project's own page has none. */
  projects?: readonly Choice[];
  /** The company filter (platform administrators). */
  companies?: readonly Choice[];
}

const KIND_CHOICES = Object.entries(AUDIT_KINDS).map(([id, label]) => ({ id, label }));
const FIELD_SX = { minWidth: { xs: '100%', sm: 200 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/** A single choice among `choices`, with an "All" entry for no filter. */
function ChoiceFilter(props: {
  label: string;
  all: string;
  value: string;
  choices: readonly Choice[];
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      sx={FIELD_SX}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{props.all}</MenuItem>
      {props.choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Issue 38: the audit trail's filters: company (platform administrators), person, project, kinds and dates. */
export function AuditFilters({ values, onChange, people, projects, companies }: AuditFiltersProps) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
      {companies ? (
        <ChoiceFilter
          label="Company"
          all="All companies"
          value={values.companyId}
          choices={companies}
          onChange={(companyId) => set({ companyId, userId: '', projectId: '' })}
        />
      ) : null}
      <ChoiceFilter
        label="Person"
        all="Everyone"
        value={values.userId}
        choices={people}
        onChange={(userId) => set({ userId })}
      />
      {projects ? (
        <ChoiceFilter
          label="Project"
          all="All projects"
          value={values.projectId}
          choices={projects}
          onChange={(projectId) => set({ projectId })}
        />
      ) : null}
      <TextField
        select
        size="small"
        label="Kinds"
        value={values.kinds}
        sx={FIELD_SX}
        onChange={(event) => {
          const selected = event.target.value as unknown;
          set({ kinds: Array.isArray(selected) ? selected.map(String) : String(selected).split(',').filter(Boolean) });
        }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const ids = selected as string[];
              if (ids.length === 0) return 'All kinds';
              return KIND_CHOICES.filter((kind) => ids.includes(kind.id))
                .map((kind) => kind.label)
                .join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {KIND_CHOICES.map((kind) => (
          <MenuItem key={kind.id} value={kind.id}>
            {kind.label}
          </MenuItem>
        ))}
      </TextField>
      <DateFilterField label="From" value={values.from} onChange={(from) => set({ from })} />
      <DateFilterField label="To" value={values.to} onChange={(to) => set({ to })} />
    </Box>
  );
}

/** One end of the date range: a small date input whose label stays above it. */
function DateFilterField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      sx={FIELD_SX}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
