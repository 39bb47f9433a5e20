import { useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { formatDate, mayAddComparison } from '@shortlist/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  useDeleteConfirmation,
  usePagedQuery,
} from '../../components/data-table';
import { toUserMessage } from '../../lib/errors';
import type { ProjectRecord } from '../projects';
import { ComparisonDialog } from './comparison-dialog';
import { ComparisonsDocument, DeleteComparisonDocument } from './comparison-documents';
import { comparisonPath } from './comparison-paths';

export interface ComparisonRow {
  id: string;
  name: string;
  isPrivate: boolean;
  createdAt: string;
  createdBy?: string | null;
  mayEdit: boolean;
  products: ReadonlyArray<{ id: string; name: string; vendorName: string }>;
}

/** Our wording: the spec gives none for a deleted comparison. */
export const COMPARISON_DELETED = 'Comparison has been deleted';

const productLabel = ({ name, vendorName }: ComparisonRow['products'][number]) =>
  vendorName ? `${name} (${vendorName})` : name;

function comparisonColumns(projectId: string, branchId: string | null): DataTableColumn<ComparisonRow>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={comparisonPath(projectId, row.id, branchId)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'products',
      header: 'Products',
      render: (row) => (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {row.products.map((product) => (
            <li key={product.id}>{productLabel(product)}</li>
          ))}
        </Box>
      ),
    },
    { field: 'isPrivate', header: 'Visibility', render: (row) => (row.isPrivate ? 'Private' : 'Public') },
    {
      field: 'createdAt',
      header: 'Created At',
      sortable: true,
      hideOnPhone: true,
      render: (row) => formatDate(row.createdAt),
    },
    {
      field: 'createdBy',
      header: 'Created By',
      sortable: true,
      hideOnPhone: true,
      render: (row) => row.createdBy ?? '',
    },
  ];
}

type Editing = { comparisonId: string | null } | null;

/**
 * Spec 2 §9 comparison list: Name (link), Products (accepted, name and vendor), Visibility, Created At, Created By;
 * keyword search, sort and paging. 'Add New Comparison' only in Awaiting, Scoring or Completed (then the new
 * comparison opens); edit and delete (confirmed) only for its creator.
 */
export function ComparisonList({ project, branchId }: { project: ProjectRecord; branchId: string | null }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const { table, error, refetch } = usePagedQuery(ComparisonsDocument, (data) => data.comparisons, {
    variables: { filter: { projectId: project.id, branchId } },
  });
  const [deleteComparison] = useMutation(DeleteComparisonDocument);
  const deletion = useDeleteConfirmation<ComparisonRow>({
    title: 'Delete Comparison',
    message: (row) => `Are you sure you want to delete the comparison ${row.name}?`,
    remove: (row) => deleteComparison({ variables: { projectId: project.id, id: row.id, branchId } }),
    deletedMessage: COMPARISON_DELETED,
    onDeleted: refetch,
  });
  const saved = (id: string) => {
    const created = editing?.comparisonId === null;
    setEditing(null);
    if (created) void navigate(comparisonPath(project.id, id, branchId));
    else void refetch();
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Comparison
        </Typography>
        {mayAddComparison(project.status) ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ comparisonId: null })}>
            Add New Comparison
          </Button>
        ) : null}
      </Box>
      {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
      <DataTable
        label="Comparisons"
        columns={comparisonColumns(project.id, branchId)}
        {...table}
        rowActions={(row) =>
          row.mayEdit ? (
            <>
              <RowAction action="Edit" name={row.name} onClick={() => setEditing({ comparisonId: row.id })} />
              <RowAction action="Delete" name={row.name} onClick={() => deletion.ask(row)} />
            </>
          ) : null
        }
      />
      {deletion.dialog}
      {editing ? (
        <ComparisonDialog
          projectId={project.id}
          branchId={branchId}
          comparisonId={editing.comparisonId}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </Stack>
  );
}
