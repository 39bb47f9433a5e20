import { useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link } from '@mui/material';
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
import { ClientDialog, type ClientRecord } from './client-dialog';
import { ClientsDocument, DeleteClientDocument } from './clients-documents';

type ClientRow = ClientRecord & { createdAt: string; updatedAt: string };

const COLUMNS: readonly DataTableColumn<ClientRow>[] = [
  { field: 'name', header: 'Name', sortable: true, render: (row) => row.name },
  {
    field: 'website',
    header: 'Website',
    sortable: true,
    render: (row) => (
      <Link href={row.website} target="_blank" rel="noopener noreferrer">
        {row.website}
      </Link>
    ),
  },
  { field: 'location', header: 'Location', sortable: true, render: (row) => row.location },
  { field: 'createdAt', header: 'Created At', sortable: true, render: (row) => formatDate(row.createdAt) },
  { field: 'updatedAt', header: 'Updated At', sortable: true, render: (row) => formatDate(row.updatedAt) },
];

/** Spec 1 §2 Clients list: search, sort, paging; add, edit and delete dialogs. */
export function ClientsPage() {
  const { table, error, refetch } = usePagedQuery(ClientsDocument, (data) => data.clients);
  const [deleteClient] = useMutation(DeleteClientDocument);
  const [editing, setEditing] = useState<ClientRecord | 'new' | null>(null);
  const deletion = useDeleteConfirmation<ClientRow>({
    title: 'Delete Client',
    message: (row) => `Are you sure you want to delete the client ${row.name}?`,
    remove: (row) => deleteClient({ variables: { id: row.id } }),
    deletedMessage: 'Client has been deleted',
    onDeleted: refetch,
  });

  return (
    <ListPageLayout
      title="Clients"
      error={error}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Client
        </Button>
      }
    >
      <DataTable
        label="Clients"
        columns={COLUMNS}
        {...table}
        rowActions={(row) => (
          <>
            <RowAction action="Edit" name={row.name} onClick={() => setEditing(row)} />
            <RowAction action="Delete" name={row.name} onClick={() => deletion.ask(row)} />
          </>
        )}
      />
      {editing !== null ? (
        <ClientDialog
          client={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      {deletion.dialog}
    </ListPageLayout>
  );
}
