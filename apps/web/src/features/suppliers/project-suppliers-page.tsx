import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { areSuppliersEditable, SEARCH_DEBOUNCE_MS, SUPPLIER_MESSAGES } from '@shortlist/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { useAccess } from '../../lib/session/session-context';
import { useDebouncedValue } from '../library/use-debounced-value';
import { INVITE_BY_EMAIL_TITLE, InviteByEmailDialog } from './invite-by-email-dialog';
import { ProjectLayout } from '../projects/layout/project-layout';
import { type ProjectRecord, useProject } from '../projects/layout/use-project';
import { projectDashboardPath } from '../projects/projects-paths';
import { SupplierSearchCard } from './supplier-search-card';
import { EMPTY_SUPPLIER_FILTER } from './supplier-model';
import { SuppliersFilterBar } from './suppliers-filter-bar';
import { ProjectProductsDocument } from './suppliers-documents';
import { SuppliersTable } from './suppliers-table';
import { useInviteActions } from './use-invite-actions';
import { useSupplierActions } from './use-supplier-actions';

export const SUPPLIERS_TITLE = 'Suppliers';

/**
 * Spec 2 §2 /projects/{id}/products, the Suppliers tab (MANAGE_PROJECT_STATE). Not in Draft (the route table): a
 * DRAFT project goes to the dashboard for VIEW_DASHBOARD, otherwise it is not found.
 */
export function ProjectSuppliersPage() {
  const { project } = useProject();
  const can = useAccess();
  if (project?.status === 'DRAFT') {
    return can('VIEW_DASHBOARD') ? <Navigate to={projectDashboardPath(project.id)} replace /> : <NotFoundPage />;
  }
  return <ProjectLayout>{(loaded) => <ProjectSuppliers project={loaded} />}</ProjectLayout>;
}

/**
 * Spec 2 §9 Suppliers tab: in DRAFT to AWAITING the supplier search card, Invite by E-mail, the filter bar and the
 * table with its actions; in later statuses the table alone.
 */
function ProjectSuppliers({ project }: { project: ProjectRecord }) {
  const [filter, setFilter] = useState(EMPTY_SUPPLIER_FILTER);
  const [inviting, setInviting] = useState(false);
  const keyword = useDebouncedValue(filter.keyword.trim(), SEARCH_DEBOUNCE_MS);
  const supplierActions = useSupplierActions(project.id);
  const invites = useInviteActions(project.id);
  const actions = { ...supplierActions, resend: async (id: string) => (await invites.resend(id)).kind === 'sent' };
  const editable = areSuppliersEditable(project.status);
  const { data, previousData, loading, error } = useQuery(ProjectProductsDocument, {
    variables: { projectId: project.id, filter: { keyword, statuses: filter.statuses } },
    fetchPolicy: 'cache-and-network',
  });
  const suppliers = (data ?? previousData)?.projectProducts;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {SUPPLIERS_TITLE}
      </Typography>
      {editable ? <SupplierSearchCard projectId={project.id} actions={actions} /> : null}
      {editable ? (
        <Box>
          <Button variant="outlined" onClick={() => setInviting(true)}>
            {INVITE_BY_EMAIL_TITLE}
          </Button>
        </Box>
      ) : null}
      {inviting ? <InviteByEmailDialog actions={invites} onClose={() => setInviting(false)} /> : null}
      <SuppliersFilterBar projectStatus={project.status} filter={filter} onChange={setFilter} />
      {error && !suppliers ? <Alert severity="error">{SUPPLIER_MESSAGES.actionFailed}</Alert> : null}
      {loading && !suppliers ? <LinearProgress aria-label="Loading suppliers" /> : null}
      {suppliers ? <SuppliersTable suppliers={suppliers} editable={editable} actions={actions} /> : null}
    </Stack>
  );
}
