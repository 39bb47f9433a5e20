import { useMutation } from '@apollo/client/react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { formatDate, USER_STATUS_LABELS } from '@shortlist/domain';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  useDeleteConfirmation,
  usePagedQuery,
} from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { useAccess, useSession } from '../../../lib/session';
import {
  atInvitationLimit,
  InvitationAllowanceNotice,
  InvitationLimitDialog,
  useInvitationAllowance,
} from '../../billing';
import { EditUserDialog, type UserItem } from '../components/edit-user-dialog';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { RoleFilter } from '../components/role-filter';
import { useUsersScope } from '../hooks/use-users-scope';
import { offersUserEdit } from '../row-actions';
import { DeleteUserDocument, UsersDocument } from '../users-documents';

const TYPE_LABELS: Record<string, string> = {
  ADMIN: 'Admin',
  BROKER: 'Broker',
  SUPPLIER: 'Supplier',
  CLIENT: 'Client',
};

/**
 * Spec 1 §2 Users list: Name, Email, Role, Status, Created At (plus Type and Company with MANAGE_BROKERS), role
 * multi-filter, search, Invite (MANAGE_USERS), edit for broker users, delete for MANAGE_BROKERS.
 */
export function UsersPage() {
  const scope = useUsersScope();
  const can = useAccess();
  const { profile } = useSession();
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const { table, state, setState, refetch } = usePagedQuery(UsersDocument, (data) => data.users, {
    variables: { roles: roleIds.length > 0 ? roleIds : null },
  });
  const [deleteUser] = useMutation(DeleteUserDocument);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserItem | null>(null);
  // Spec 1 §6, §8: the plan's user limit applies to the viewer's company; an administrator inviting into any company
  // learns of a limit from the server's refusal instead.
  const { allowance, refetch: refetchAllowance } = useInvitationAllowance(
    !can('MANAGE_USERS') || scope.loading || scope.picksCompany,
  );
  const [limit, setLimit] = useState<{ current: number | null; max: number | null; message?: string } | null>(null);
  const invite = () => {
    if (allowance !== null && atInvitationLimit(allowance)) {
      setLimit({ current: allowance.current, max: allowance.max });
    } else {
      setInviting(true);
    }
  };
  const deletion = useDeleteConfirmation<UserItem>({
    title: 'Delete User',
    message: (user) => `Are you sure you want to delete ${user.name}? This cannot be undone.`,
    remove: (user) => deleteUser({ variables: { id: user.id } }),
    deletedMessage: 'User has been deleted',
    onDeleted: () => Promise.all([refetch(), refetchAllowance()]),
  });

  const columns: DataTableColumn<UserItem>[] = [
    { field: 'name', header: 'Name', sortable: true, render: (user) => user.name },
    { field: 'email', header: 'Email', sortable: true, render: (user) => user.email },
    { field: 'role', header: 'Role', sortable: true, render: (user) => user.role?.name ?? '' },
    { field: 'status', header: 'Status', sortable: true, render: (user) => USER_STATUS_LABELS[user.status] },
    ...(scope.managesBrokers
      ? [
          {
            field: 'type',
            header: 'Type',
            sortable: true,
            render: (user: UserItem) => TYPE_LABELS[user.type] ?? user.type,
          },
          { field: 'company', header: 'Company', sortable: true, render: (user: UserItem) => user.company.name },
        ]
      : []),
    { field: 'createdAt', header: 'Created At', sortable: true, render: (user) => formatDate(user.createdAt) },
  ];

  return (
    <ListPageLayout
      title="Users"
      actions={
        can('MANAGE_USERS') ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={invite} disabled={scope.loading}>
            Invite
          </Button>
        ) : null
      }
    >
      <InvitationAllowanceNotice allowance={allowance} />
      <DataTable
        label="Users"
        columns={columns}
        {...table}
        toolbar={
          <RoleFilter
            value={roleIds}
            withCompany={scope.picksCompany}
            onChange={(next) => {
              setRoleIds(next);
              setState({ ...state, page: 1 });
            }}
          />
        }
        rowActions={(user) => (
          <>
            {offersUserEdit(user, scope.viewerId) ? (
              <RowAction action="Edit" name={user.name} onClick={() => setEditing(user)} />
            ) : null}
            {scope.managesBrokers && user.id !== profile?.id ? (
              <RowAction action="Delete" name={user.name} onClick={() => deletion.ask(user)} />
            ) : null}
          </>
        )}
      />
      <InviteUserDialog
        open={inviting}
        scope={scope}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          void refetch();
          void refetchAllowance();
        }}
        subscriptionInactive={allowance !== null && !allowance.active}
        onPlanLimit={(refusal) => {
          setInviting(false);
          setLimit(refusal);
          void refetchAllowance();
        }}
      />
      <InvitationLimitDialog limit={limit} onClose={() => setLimit(null)} />
      <EditUserDialog
        user={editing}
        heldPrivileges={scope.heldPrivileges}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refetch();
        }}
      />
      {deletion.dialog}
    </ListPageLayout>
  );
}
