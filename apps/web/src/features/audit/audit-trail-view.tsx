import { useMutation, useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Button } from '@mui/material';
import { formatDateTime, PICKER_PAGE_SIZE } from '@shortlist/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn, usePagedQuery } from '../../components/data-table';
import { ListPageLayout } from '../../components/list-page-layout';
import { toUserMessage } from '../../lib/errors';
import { readOnBehalfChoice } from '../../lib/on-behalf';
import { useSession } from '../../lib/session';
import {
  AuditChoicesDocument,
  AuditCompaniesDocument,
  AuditEntriesDocument,
  CheckAuditTrailDocument,
} from './audit-documents';
import { AuditFilters } from './audit-filters';
import { type AuditFilterValues, auditCsvPath, auditFilterInput, NO_AUDIT_FILTER } from './audit-paths';

type Entry = {
  id: string;
  createdAt: string;
  companyName?: string | null;
  actorEmail?: string | null;
  onBehalf: boolean;
  actorCompanyName?: string | null;
  kindLabel: string;
  projectName?: string | null;
  targetLabel?: string | null;
  change: string;
  address?: string | null;
};

function who(entry: Entry): string {
  const email = entry.actorEmail ?? 'Unknown';
  if (!entry.onBehalf) return email;
  return `${email} (on behalf, from ${entry.actorCompanyName ?? 'another company'})`;
}

/** Whether the viewer reads every company's trail: a platform administrator not acting on behalf of a company. */
function usePlatformReader(): boolean {
  const { profile, privileges } = useSession();
  return profile?.type === 'ADMIN' && privileges.has('MANAGE_BROKERS') && readOnBehalfChoice() === null;
}

/**
 * Issue 38: the audit trail, newest first, with its filters and CSV export; for platform administrators every
 * company's, with a company filter and the chain check; for a project (its owners), that project's entries.
 */
export function AuditTrailView({ projectId }: { projectId?: string }) {
  const platform = usePlatformReader();
  const [values, setValues] = useState<AuditFilterValues>({ ...NO_AUDIT_FILTER, projectId: projectId ?? '' });
  const { table, state, setState, error } = usePagedQuery(AuditEntriesDocument, (data) => data.auditEntries, {
    variables: { filter: auditFilterInput(values) },
  });
  const choices = useQuery(AuditChoicesDocument, {
    variables: { companyId: values.companyId || null, projectId: projectId ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const companies = useQuery(AuditCompaniesDocument, {
    skip: !platform,
    variables: { pagination: { page: 1, pageSize: PICKER_PAGE_SIZE, sort: { field: 'name', direction: 'ASC' } } },
  });
  const [check, checking] = useMutation(CheckAuditTrailDocument);
  const people = (choices.data?.auditChoices.people ?? []).map((person) => ({ id: person.id, label: person.email }));
  const projects = (choices.data?.auditChoices.projects ?? []).map((project) => ({
    id: project.id,
    label: project.name,
  }));
  const columns: DataTableColumn<Entry>[] = [
    { field: 'createdAt', header: 'When', render: (entry) => formatDateTime(entry.createdAt) },
    { field: 'who', header: 'Who', render: who },
    ...(platform ? [{ field: 'company', header: 'Company', render: (entry: Entry) => entry.companyName ?? '' }] : []),
    { field: 'kind', header: 'Kind', render: (entry) => entry.kindLabel },
    ...(projectId
      ? []
      : [
          { field: 'project', header: 'Project', hideOnPhone: true, render: (entry: Entry) => entry.projectName ?? '' },
        ]),
    { field: 'target', header: 'Target', hideOnPhone: true, render: (entry) => entry.targetLabel ?? '' },
    {
      field: 'change',
      header: 'Change',
      hideOnPhone: true,
      render: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{entry.change}</span>,
    },
    { field: 'address', header: 'Address', hideOnPhone: true, render: (entry) => entry.address ?? '' },
  ];
  const onBehalf = readOnBehalfChoice()?.companyId;

  return (
    <ListPageLayout
      title="Audit Trail"
      error={error}
      actions={
        <>
          {platform ? (
            <Button
              variant="outlined"
              startIcon={<VerifiedUserIcon />}
              disabled={checking.loading}
              onClick={() => void check().catch(() => undefined)}
            >
              Check integrity
            </Button>
          ) : null}
          <Button variant="contained" startIcon={<DownloadIcon />} href={auditCsvPath(values, onBehalf)} download>
            Export CSV
          </Button>
        </>
      }
    >
      {checking.data ? (
        <Alert severity={checking.data.checkAuditTrail.intact ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {checking.data.checkAuditTrail.message}
        </Alert>
      ) : null}
      {checking.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toUserMessage(checking.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Audit trail"
        columns={columns}
        {...table}
        toolbar={
          <AuditFilters
            values={values}
            people={people}
            {...(projectId ? {} : { projects })}
            {...(platform
              ? {
                  companies: (companies.data?.companies.results ?? []).map((company) => ({
                    id: company.id,
                    label: company.name,
                  })),
                }
              : {})}
            onChange={(next) => {
              setValues(next);
              setState({ ...state, page: 1 });
            }}
          />
        }
      />
    </ListPageLayout>
  );
}
