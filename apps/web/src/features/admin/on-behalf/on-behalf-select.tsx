import { useQuery } from '@apollo/client/react';
import { MenuItem, TextField } from '@mui/material';
import { ON_BEHALF_PICKER_SIZE } from '@shortlist/domain';
import { clearOnBehalfChoice, readOnBehalfChoice, reloadAtHome, storeOnBehalfChoice } from '../../../lib/on-behalf';
import type { Profile } from '../../../lib/session';
import { OnBehalfCompaniesDocument } from './on-behalf-documents';

/** The picker's select for an administrator (loaded only for administrators; see OnBehalfPicker). */
export function OnBehalfSelect({ profile, fullWidth }: { profile: Profile; fullWidth: boolean }) {
  const { data } = useQuery(OnBehalfCompaniesDocument, { variables: { pageSize: ON_BEHALF_PICKER_SIZE } });
  const choice = readOnBehalfChoice();
  const own = choice?.ownCompany ?? { id: profile.company.id, name: profile.company.name };
  const allowing = data?.companies.results ?? [];
  const options = [own, ...allowing.filter((company) => company.id !== own.id)];
  if (choice !== null && !options.some((company) => company.id === choice.companyId)) {
    options.push({ id: choice.companyId, name: choice.companyName });
  }
  const current = choice?.companyId ?? own.id;

  const choose = (companyId: string) => {
    if (companyId === current) return;
    const company = options.find((candidate) => candidate.id === companyId);
    if (companyId === own.id || company === undefined) clearOnBehalfChoice();
    else storeOnBehalfChoice({ companyId, companyName: company.name, ownCompany: own });
    reloadAtHome();
  };

  return (
    <TextField
      select
      size="small"
      variant="filled"
      label="Manage on behalf of"
      value={current}
      onChange={(event) => choose(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 220, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {options.map((company) => (
        <MenuItem key={company.id} value={company.id}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
