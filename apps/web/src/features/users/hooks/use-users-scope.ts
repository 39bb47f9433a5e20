import { useQuery } from '@apollo/client/react';
import { PICKER_PAGE_SIZE, PRIVILEGES, type Privilege } from '@shortlist/domain';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { CompanyOptionsDocument, UsersViewerDocument } from '../users-documents';

export interface CompanyOption {
  id: string;
  name: string;
  enableExperts: boolean;
}

export interface UsersScope {
  loading: boolean;
  /** User type ADMIN: may grant the administrator-only privileges (spec 1 §6). */
  isAdministrator: boolean;
  /** Holds MANAGE_BROKERS: sees the Type, Company and Broker columns and may delete users. */
  managesBrokers: boolean;
  /** An administrator not acting on behalf: sees every company and picks one when inviting or creating a role. */
  picksCompany: boolean;
  /** The company the viewer works in (the one acted for while acting on behalf). */
  tenant: CompanyOption | null;
  /** Companies a role or invitation may be for: every company for those who pick, else the tenant. */
  companies: readonly CompanyOption[];
  /** The closure of the viewer's privileges: the most they may grant (issue 11; the server decides again). */
  heldPrivileges: readonly Privilege[];
  /** The role the viewer holds, which they may not edit; and the viewer, whose own role they may not change. */
  viewerRoleId: string | null;
  viewerId: string | null;
}

/** Who the viewer is for the users and roles screens, and which companies they may choose from. */
export function useUsersScope(): UsersScope {
  const { profile, privileges } = useSession();
  const viewer = useQuery(UsersViewerDocument, { fetchPolicy: 'cache-and-network' });
  const me = viewer.data?.profile ?? null;
  const picksCompany = me !== null && me.type === 'ADMIN' && privileges.has('MANAGE_BROKERS') && !me.actingOnBehalf;
  const companies = useQuery(CompanyOptionsDocument, {
    skip: !picksCompany,
    variables: { pagination: { page: 1, pageSize: PICKER_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } } },
  });

  return useMemo(() => {
    const tenant: CompanyOption | null = me
      ? { id: me.company.id, name: me.company.name, enableExperts: me.company.features.enableExperts }
      : null;
    const all = (companies.data?.companies.results ?? []).map((company) => ({
      id: company.id,
      name: company.name,
      enableExperts: company.settings.enableExperts,
    }));
    return {
      loading: (viewer.loading && !viewer.data) || (picksCompany && companies.loading && !companies.data),
      isAdministrator: profile?.type === 'ADMIN',
      managesBrokers: privileges.has('MANAGE_BROKERS'),
      picksCompany,
      tenant,
      companies: picksCompany ? all : tenant ? [tenant] : [],
      heldPrivileges: PRIVILEGES.filter((privilege) => privileges.has(privilege)),
      viewerRoleId: profile?.role?.id ?? null,
      viewerId: profile?.id ?? null,
    };
  }, [me, companies.data, companies.loading, viewer.loading, viewer.data, picksCompany, profile, privileges]);
}
