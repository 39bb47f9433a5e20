import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { usePagedQuery } from '../../../components/data-table/use-paged-query';
import { ListPageLayout } from '../../../components/list-page-layout';
import { formatListDate } from '../../../lib/format';
import { CompaniesDocument } from './companies-documents';
import { type CompanyRecord, CompanySettingsDialog } from './company-settings-dialog';

type CompanyRow = CompanyRecord & { createdAt: string; updatedAt: string };

const COLUMNS: readonly DataTableColumn<CompanyRow>[] = [
  { field: 'name', header: 'Name', sortable: true, render: (row) => row.name },
  { field: 'createdAt', header: 'Created At', sortable: true, render: (row) => formatListDate(row.createdAt) },
  { field: 'updatedAt', header: 'Updated At', sortable: true, render: (row) => formatListDate(row.updatedAt) },
];

/** Spec 1 §2 Companies list (administrators): name, created, updated; only an edit-settings dialog. */
export function CompaniesPage() {
  const { table, error } = usePagedQuery(CompaniesDocument, (data) => data.companies);
  const [editing, setEditing] = useState<CompanyRow | null>(null);

  return (
    <ListPageLayout title="Companies" error={error}>
      <DataTable
        label="Companies"
        columns={COLUMNS}
        {...table}
        rowActions={(row) => (
          <Tooltip title="Edit settings">
            <IconButton aria-label={`Edit settings of ${row.name}`} onClick={() => setEditing(row)}>
              <SettingsIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
      {editing !== null ? <CompanySettingsDialog company={editing} onClose={() => setEditing(null)} /> : null}
    </ListPageLayout>
  );
}
