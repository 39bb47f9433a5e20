import { DataTable, type DataTableColumn, usePagedQuery } from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { AdminSuppliersDocument } from './suppliers-documents';

interface SupplierRow {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
}

const COLUMNS: readonly DataTableColumn<SupplierRow>[] = [
  { field: 'companyName', header: 'Company Name', sortable: true, render: (row) => row.companyName },
  { field: 'contactName', header: 'Contact Name', sortable: true, render: (row) => row.contactName },
  { field: 'email', header: 'Email', sortable: true, render: (row) => row.email },
  { field: 'phone', header: 'Phone', sortable: true, render: (row) => row.phone },
];

/** Spec 1 §2 Suppliers list (read only): search, default sort by name ascending. */
export function SuppliersPage() {
  const { table, error } = usePagedQuery(AdminSuppliersDocument, (data) => data.adminSuppliers, {
    defaultSort: { field: 'companyName', direction: 'ASC' },
  });
  return (
    <ListPageLayout title="Suppliers" error={error}>
      <DataTable label="Suppliers" columns={COLUMNS} {...table} />
    </ListPageLayout>
  );
}
