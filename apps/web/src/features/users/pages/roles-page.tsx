import { useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { formatDate } from '@shortlist/domain';
import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  useDeleteConfirmation,
  usePagedQuery,
} from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { RoleDialog, type RoleItem } from '../components/role-dialog';
import { useUsersScope } from '../hooks/use-users-scope';
import { offersRoleEdit } from '../row-actions';
import { DeleteRoleDocument, RolesDocument } from '../users-documents';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Spec 1 §2 Roles list: Name, Is System, Is Default, Broker (MANAGE_BROKERS), Created, Updated; edit and delete. */
export function RolesPage() {
  const scope = useUsersScope();
  const { table, refetch } = usePagedQuery(RolesDocument, (data) => data.roles);
  const [deleteRole] = useMutation(DeleteRoleDocument);
  const [editing, setEditing] = useState<{ role: RoleItem | null } | null>(null);
  const deletion = useDeleteConfirmation<RoleItem>({
    title: 'Delete Role',
    message: (role) => `Are you sure you want to delete the role ${role.name}?`,
    remove: (role) => deleteRole({ variables: { id: role.id } }),
    deletedMessage: 'Role has been deleted',
    onDeleted: refetch,
  });

  const columns: DataTableColumn<RoleItem>[] = [
    { field: 'name', header: 'Name', sortable: true, render: (role) => role.name },
    { field: 'isSystem', header: 'Is System', sortable: true, render: (role) => yesNo(role.isSystem) },
    { field: 'isDefault', header: 'Is Default', sortable: true, render: (role) => yesNo(role.isDefault) },
    ...(scope.managesBrokers
      ? [{ field: 'company', header: 'Broker', sortable: true, render: (role: RoleItem) => role.company?.name ?? '' }]
      : []),
    { field: 'createdAt', header: 'Created', sortable: true, render: (role) => formatDate(role.createdAt) },
    { field: 'updatedAt', header: 'Updated', sortable: true, render: (role) => formatDate(role.updatedAt) },
  ];

  return (
    <ListPageLayout
      title="Roles"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ role: null })}
          disabled={scope.loading}
        >
          Add Role
        </Button>
      }
    >
      <DataTable
        label="Roles"
        columns={columns}
        {...table}
        rowActions={(role) => (
          <>
            {offersRoleEdit(role, scope.viewerRoleId) ? (
              <RowAction action="Edit" name={role.name} onClick={() => setEditing({ role })} disabled={scope.loading} />
            ) : null}
            {role.isDefault || role.isSystem ? null : (
              <RowAction action="Delete" name={role.name} onClick={() => deletion.ask(role)} />
            )}
          </>
        )}
      />
      <RoleDialog
        open={editing !== null}
        role={editing?.role ?? null}
        scope={scope}
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
