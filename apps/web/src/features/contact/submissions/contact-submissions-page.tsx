import { Link, Typography } from '@mui/material';
import { formatDate } from '@shortlist/domain';
import { DataTable, type DataTableColumn, usePagedQuery } from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { ContactSubmissionsDocument } from './contact-submissions-documents';

interface SubmissionRow {
  id: string;
  kind: 'DEMO' | 'CONTACT';
  firstName: string;
  lastName: string;
  email: string;
  company?: string | null;
  jobTitle?: string | null;
  companySize?: string | null;
  phone?: string | null;
  message: string;
  createdAt: string;
}

const FORM_LABELS = { DEMO: 'Demo request', CONTACT: 'Contact message' } as const;
const orDash = (value: string | null | undefined) => value || '—';

const COLUMNS: readonly DataTableColumn<SubmissionRow>[] = [
  { field: 'createdAt', header: 'Received', sortable: true, render: (row) => formatDate(row.createdAt) },
  { field: 'kind', header: 'Form', hideOnPhone: true, render: (row) => FORM_LABELS[row.kind] },
  { field: 'name', header: 'Name', render: (row) => `${row.firstName} ${row.lastName}` },
  { field: 'email', header: 'Email', render: (row) => <Link href={`mailto:${row.email}`}>{row.email}</Link> },
  {
    field: 'company',
    header: 'Company',
    hideOnPhone: true,
    render: (row) =>
      [row.company, row.jobTitle, row.companySize && `${row.companySize} employees`].filter(Boolean).join(' · ') || '—',
  },
  { field: 'phone', header: 'Phone', hideOnPhone: true, render: (row) => orDash(row.phone) },
  {
    field: 'message',
    header: 'Message',
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', minWidth: 240 }}>
        {orDash(row.message)}
      </Typography>
    ),
  },
];

/** Issue 17: what visitors sent through the demo and contact forms, newest first (platform administrators). */
export function ContactSubmissionsPage() {
  const { table, error } = usePagedQuery(ContactSubmissionsDocument, (data) => data.contactSubmissions, {
    defaultSort: { field: 'createdAt', direction: 'DESC' },
  });
  return (
    <ListPageLayout title="Contact Requests" error={error}>
      <DataTable label="Contact requests" columns={COLUMNS} {...table} />
    </ListPageLayout>
  );
}
