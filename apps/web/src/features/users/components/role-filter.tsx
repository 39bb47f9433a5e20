import { useQuery } from '@apollo/client/react';
import { MenuItem, TextField } from '@mui/material';
import { PICKER_PAGE_SIZE } from '@shortlist/domain';
import { RolesDocument } from '../users-documents';

interface RoleFilterProps {
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
  /** Name each role's company too (administrators see every company's roles). */
  withCompany: boolean;
}

/** Spec 1 §2: the users list's role multi-filter. */
export function RoleFilter({ value, onChange, withCompany }: RoleFilterProps) {
  const { data } = useQuery(RolesDocument, {
    variables: { pagination: { page: 1, pageSize: PICKER_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } } },
    fetchPolicy: 'cache-and-network',
  });
  const roles = data?.roles.results ?? [];
  const labelOf = (role: (typeof roles)[number]) =>
    withCompany && role.company ? `${role.name} (${role.company.name})` : role.name;

  return (
    <TextField
      select
      size="small"
      label="Roles"
      value={value}
      sx={{ minWidth: 220 }}
      onChange={(event) => {
        const selected = event.target.value as unknown;
        onChange(Array.isArray(selected) ? selected.map(String) : String(selected).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            return roles
              .filter((role) => ids.includes(role.id))
              .map(labelOf)
              .join(', ');
          },
        },
      }}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {labelOf(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}
