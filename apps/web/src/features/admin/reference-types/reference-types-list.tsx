import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { formatDate, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { TableState } from '../../../components/data-table';
import { DataTable, type DataTableColumn, RowAction, useDeleteConfirmation } from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { useCanEditReferenceTypes } from '../on-behalf/use-admin-viewer';
import { ReferenceTypeDialog, type ReferenceTypeRecord, type ReferenceTypeValues } from './reference-type-dialog';

export type ReferenceTypeRow = ReferenceTypeRecord & { createdAt: string };

interface ReferenceTypesListProps {
  /** 'Project Types' or 'Supplier Service Types'. */
  title: string;
  /** 'Project Type' or 'Supplier Service Type'. */
  singular: string;
  withDescription: boolean;
  rows: readonly ReferenceTypeRow[];
  total: number;
  loading: boolean;
  error: unknown;
  state: TableState;
  onStateChange: (state: TableState) => void;
  /** Creates (record null) or updates a record; rejects with the server's error. */
  save: (record: ReferenceTypeRecord | null, values: ReferenceTypeValues) => Promise<void>;
  remove: (record: ReferenceTypeRecord) => Promise<void>;
}

/**
 * Spec 1 §2 Project Types (name, description, created) and Supplier Service Types (name, created) with add, edit
 * and delete; those are hidden for an administrator who is not acting on behalf of a company.
 */
export function ReferenceTypesList(props: ReferenceTypesListProps) {
  const { title, singular, withDescription, rows, total, loading, error, state, onStateChange, save, remove } = props;
  const canEdit = useCanEditReferenceTypes();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<ReferenceTypeRecord | 'new' | null>(null);
  const deletion = useDeleteConfirmation<ReferenceTypeRow>({
    title: `Delete ${singular}`,
    message: () =>
      `Are you sure you want to delete this ${singular.toLowerCase()}? ${MESSAGES.unassignedFromAllProjects}`,
    remove,
    deletedMessage: `${singular} has been deleted`,
  });

  const columns: DataTableColumn<ReferenceTypeRow>[] = [
    { field: 'label', header: 'Name', sortable: true, render: (row) => row.label },
    ...(withDescription
      ? [{ field: 'description', header: 'Description', render: (row: ReferenceTypeRow) => row.description ?? '' }]
      : []),
    { field: 'createdAt', header: 'Created', sortable: true, render: (row) => formatDate(row.createdAt) },
  ];

  return (
    <ListPageLayout
      title={title}
      error={error}
      actions={
        canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {`Add ${singular}`}
          </Button>
        ) : null
      }
    >
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        total={total}
        loading={loading}
        state={state}
        onStateChange={onStateChange}
        rowActions={
          canEdit
            ? (row) => (
                <>
                  <RowAction action="Edit" name={row.label} onClick={() => setEditing(row)} />
                  <RowAction action="Delete" name={row.label} onClick={() => deletion.ask(row)} />
                </>
              )
            : undefined
        }
      />
      {editing !== null ? (
        <ReferenceTypeDialog
          singular={singular}
          withDescription={withDescription}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSubmit={async (values) => {
            const record = editing === 'new' ? null : editing;
            await save(record, values);
            enqueueSnackbar(`${singular} has been ${record === null ? 'added' : 'updated'}`, { variant: 'success' });
            setEditing(null);
          }}
        />
      ) : null}
      {deletion.dialog}
    </ListPageLayout>
  );
}
