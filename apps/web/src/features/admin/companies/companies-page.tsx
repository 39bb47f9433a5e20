import { useMutation, useQuery } from '@apollo/client/react';
import BlockIcon from '@mui/icons-material/Block';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { formatDate, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus, TERMINATION_TEXTS } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, usePagedQuery } from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { toUserMessage } from '../../../lib/errors';
import { BillingConfigDocument } from '../../billing';
import { AssignPlanDialog } from './assign-plan-dialog';
import { CompaniesDocument, TerminateCompanyDocument } from './companies-documents';
import { type CompanyRecord, CompanySettingsDialog } from './company-settings-dialog';

type CompanyRow = CompanyRecord & {
  createdAt: string;
  updatedAt: string;
  terminatedAt?: string | null;
  subscription?: { status: SubscriptionStatus; cancelAtPeriodEnd: boolean; plan: { id: string; name: string } } | null;
};

/** The Plan column: plan name and status ('Professional (Active)'), or 'No plan'. */
export function planLabel(subscription: CompanyRow['subscription']): string {
  if (!subscription) return 'No plan';
  const status = SUBSCRIPTION_STATUS_LABELS[subscription.status];
  return `${subscription.plan.name} (${subscription.cancelAtPeriodEnd ? `${status}, cancelling` : status})`;
}

const COLUMNS: readonly DataTableColumn<CompanyRow>[] = [
  {
    field: 'name',
    header: 'Name',
    sortable: true,
    render: (row) => (row.terminatedAt ? `${row.name} (terminated ${formatDate(row.terminatedAt)})` : row.name),
  },
  { field: 'plan', header: 'Plan', render: (row) => planLabel(row.subscription) },
  { field: 'createdAt', header: 'Created At', sortable: true, render: (row) => formatDate(row.createdAt) },
  { field: 'updatedAt', header: 'Updated At', sortable: true, render: (row) => formatDate(row.updatedAt) },
];

/**
 * Spec 1 §2 Companies list (administrators): name, created, updated; the edit-settings dialog. Billing adds the Plan
 * column and, when plans are not paid by card, the Assign plan action.
 */
export function CompaniesPage() {
  const { table, error, refetch } = usePagedQuery(CompaniesDocument, (data) => data.companies);
  const [editing, setEditing] = useState<CompanyRow | null>(null);
  const [assigning, setAssigning] = useState<CompanyRow | null>(null);
  const config = useQuery(BillingConfigDocument);
  const assignsPlans = config.data?.config.billing.cardPayments === false;
  const [terminating, setTerminating] = useState<CompanyRow | null>(null);
  const [terminate, termination] = useMutation(TerminateCompanyDocument);
  const { enqueueSnackbar } = useSnackbar();
  const onTerminate = async (company: CompanyRow) => {
    try {
      await terminate({ variables: { id: company.id } });
      enqueueSnackbar(TERMINATION_TEXTS.terminated, { variant: 'success' });
      void refetch();
    } catch (failure) {
      enqueueSnackbar(toUserMessage(failure), { variant: 'error' });
    } finally {
      setTerminating(null);
    }
  };

  return (
    <ListPageLayout title="Companies" error={error}>
      <DataTable
        label="Companies"
        columns={COLUMNS}
        {...table}
        rowActions={(row) => (
          <>
            {assignsPlans ? (
              <Tooltip title="Assign plan">
                <IconButton aria-label={`Assign plan to ${row.name}`} onClick={() => setAssigning(row)}>
                  <CardMembershipIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            <Tooltip title="Edit settings">
              <IconButton aria-label={`Edit settings of ${row.name}`} onClick={() => setEditing(row)}>
                <SettingsIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.terminatedAt ? null : (
              <Tooltip title="Terminate">
                <IconButton aria-label={`Terminate ${row.name}`} onClick={() => setTerminating(row)}>
                  <BlockIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={terminating !== null}
        title={`Terminate ${terminating?.name ?? 'company'}`}
        message={TERMINATION_TEXTS.confirm}
        confirmLabel="Terminate"
        busy={termination.loading}
        onConfirm={() => terminating && void onTerminate(terminating)}
        onCancel={() => setTerminating(null)}
      />
      {editing !== null ? <CompanySettingsDialog company={editing} onClose={() => setEditing(null)} /> : null}
      {assigning !== null ? (
        <AssignPlanDialog
          company={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            void refetch();
          }}
        />
      ) : null}
    </ListPageLayout>
  );
}
