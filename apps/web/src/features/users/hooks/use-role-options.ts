import { useQuery } from '@apollo/client/react';
import { PICKER_PAGE_SIZE, type Privilege, withinHeldPrivileges } from '@shortlist/domain';
import type { SelectOption } from '../../../components/form';
import { RolesDocument } from '../users-documents';

/**
 * The roles of one company as select options, by name (none until a company is chosen). A role holding privileges
 * beyond `heldPrivileges` is shown disabled (issue 11: a user grants only what they hold), except `keepRoleId`, the
 * role the user already has.
 */
export function useRoleOptions(
  companyId: string | null | undefined,
  heldPrivileges: readonly Privilege[],
  keepRoleId?: string,
): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(RolesDocument, {
    skip: !companyId,
    variables: {
      companyId,
      pagination: { page: 1, pageSize: PICKER_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } },
    },
    fetchPolicy: 'cache-and-network',
  });
  const options = companyId
    ? (data?.roles.results ?? []).map((role) => ({
        value: role.id,
        label: role.name,
        disabled: role.id !== keepRoleId && !withinHeldPrivileges(role.privileges, heldPrivileges),
      }))
    : [];
  return { options, loading };
}
