import { useQuery } from '@apollo/client/react';
import { InvitationAllowanceDocument } from '../billing-documents';

/**
 * The viewer's company's room for more users under its plan (MANAGE_USERS). `skip` for those who may not ask or for
 * whom it means nothing (an administrator inviting into any company).
 */
export function useInvitationAllowance(skip: boolean) {
  const { data, loading, refetch } = useQuery(InvitationAllowanceDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
  });
  return {
    allowance: skip ? null : (data?.invitationAllowance ?? null),
    loading: !skip && loading && data === undefined,
    refetch: async () => {
      if (!skip) await refetch();
    },
  };
}

export type InvitationAllowanceState = ReturnType<typeof useInvitationAllowance>;
/** True when no more users may be invited under the plan. */
export const atInvitationLimit = (allowance: InvitationAllowanceState['allowance']): boolean =>
  allowance?.active === true && allowance.remaining !== null && allowance.remaining <= 0;
