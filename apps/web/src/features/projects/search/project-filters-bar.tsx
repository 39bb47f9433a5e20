import { useQuery } from '@apollo/client/react';
import { Autocomplete, Button, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { PROJECT_RELATIONS, type ProjectRelation } from '@shortlist/domain';
import { ProjectFiltersDocument } from '../projects-documents';
import { PROJECT_RELATION_LABELS, type ProjectSearchFilter } from './project-search-params';

interface ProjectFiltersBarProps {
  filter: ProjectSearchFilter;
  /** The role the list shows: the chosen one, else the user's default. */
  role: ProjectRelation;
  onChange: (filter: ProjectSearchFilter) => void;
  /** Reset also clears the keyword, which the table owns. */
  onReset: () => void;
}

/** Spec 2 §2 project list filters: project types (multi), client, project role, Show Archived and Reset. */
export function ProjectFiltersBar({ filter, role, onChange, onReset }: ProjectFiltersBarProps) {
  const { data } = useQuery(ProjectFiltersDocument, { fetchPolicy: 'cache-and-network' });
  const types = data?.projectFilters.projectServiceTypes ?? [];
  const clients = data?.projectFilters.clients ?? [];
  const chosenTypes = types.filter((type) => filter.projectServiceTypeIds.includes(type.id));

  return (
    <>
      <Autocomplete
        multiple
        size="small"
        sx={{ minWidth: 220 }}
        options={types}
        value={chosenTypes}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => onChange({ ...filter, projectServiceTypeIds: value.map((type) => type.id) })}
        renderInput={(params) => <TextField {...params} label="Project Types" />}
      />
      <TextField
        select
        size="small"
        label="Client"
        sx={{ minWidth: 180 }}
        value={filter.clientId ?? ''}
        onChange={(event) => onChange({ ...filter, clientId: event.target.value || null })}
      >
        <MenuItem value="">All</MenuItem>
        {clients.map((client) => (
          <MenuItem key={client.id} value={client.id}>
            {client.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Project Role"
        sx={{ minWidth: 140 }}
        value={role}
        onChange={(event) => {
          const chosen = PROJECT_RELATIONS.find((relation) => relation === event.target.value) ?? null;
          onChange({ ...filter, role: chosen });
        }}
      >
        {PROJECT_RELATIONS.map((relation) => (
          <MenuItem key={relation} value={relation}>
            {PROJECT_RELATION_LABELS[relation]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label="Show Archived"
        control={
          <Checkbox
            checked={filter.archived}
            onChange={(event) => onChange({ ...filter, archived: event.target.checked })}
          />
        }
      />
      <Button onClick={onReset}>Reset</Button>
    </>
  );
}
