import { useQuery } from '@apollo/client/react';
import { PICKER_PAGE_SIZE } from '@shortlist/domain';
import type { SelectOption } from '../components/form-select-field';
import { RolesDocument } from '../users-documents';

/** The roles of one company as select options, by name (none until a company is chosen). */
export function useRoleOptions(companyId: string | null | undefined): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(RolesDocument, {
    skip: !companyId,
    variables: {
      companyId,
      pagination: { page: 1, pageSize: PICKER_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } },
    },
    fetchPolicy: 'cache-and-network',
  });
  const options = companyId ? (data?.roles.results ?? []).map((role) => ({ value: role.id, label: role.name })) : [];
  return { options, loading };
}
