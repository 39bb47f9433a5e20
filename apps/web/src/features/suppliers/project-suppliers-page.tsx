import { useQuery } from '@apollo/client/react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  areSuppliersEditable,
  mayKeepSupplierNotes,
  SEARCH_DEBOUNCE_MS,
  SUPPLIER_MESSAGES,
  WITH_ISSUES_FILTER,
} from '@shortlist/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess, useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ProductAnswersMenu } from '../answers';
import type { ProjectRecord } from '../projects';
import { NotInDraft, ProjectLayout } from '../projects';
import { AiSupplierSearchCard } from './ai-search/ai-supplier-search-card';
import { INVITE_BY_EMAIL_TITLE, InviteByEmailDialog } from './invite-by-email-dialog';
import { INVITE_BY_FILE_TITLE, InviteByFileDialog } from './invite-by-file-dialog';
import { SupplierExportButton } from './supplier-export-button';
import { EMPTY_SUPPLIER_FILTER, type ProjectSupplier } from './supplier-model';
import { SupplierNotesDialog } from './supplier-notes-dialog';
import { SupplierSearchCard } from './supplier-search-card';
import { ProjectProductsDocument } from './suppliers-documents';
import { SuppliersFilterBar } from './suppliers-filter-bar';
import { SuppliersTable } from './suppliers-table';
import { useInviteActions } from './use-invite-actions';
import { useSupplierActions } from './use-supplier-actions';

export const SUPPLIERS_TITLE = 'Suppliers';

/** Spec 2 §2 /projects/{id}/products, the Suppliers tab (MANAGE_PROJECT_STATE). Not in Draft. */
export function ProjectSuppliersPage() {
  return (
    <NotInDraft>
      <ProjectLayout>{(loaded) => <ProjectSuppliers project={loaded} />}</ProjectLayout>
    </NotInDraft>
  );
}

/**
 * Spec 2 §9 Suppliers tab: in IN_REVIEW to AWAITING the supplier search card, Invite by E-mail, the filter bar and the
 * table with its actions; in later statuses the table alone.
 */
function ProjectSuppliers({ project }: { project: ProjectRecord }) {
  // The issue check's link opens the tab with the with-issues quick filter on (?filter=with-issues).
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState(() => ({
    ...EMPTY_SUPPLIER_FILTER,
    withIssues: searchParams.get('filter') === WITH_ISSUES_FILTER,
  }));
  const [inviting, setInviting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [noting, setNoting] = useState<ProjectSupplier | null>(null);
  const { privileges, profile } = useSession();
  const isProjectOwner = project.productOwners.some((owner) => owner.id === profile?.id);
  const keepsNotes = mayKeepSupplierNotes({ privileges, isProjectOwner, projectType: project.type });
  const keyword = useDebouncedValue(filter.keyword.trim(), SEARCH_DEBOUNCE_MS);
  const supplierActions = useSupplierActions(project.id);
  const invites = useInviteActions(project.id, project.status);
  const actions = { ...supplierActions, resend: async (id: string) => (await invites.resend(id)).kind === 'sent' };
  const editable = areSuppliersEditable(project.status);
  const can = useAccess();
  const { data, previousData, loading, error } = useQuery(ProjectProductsDocument, {
    variables: { projectId: project.id, filter: { keyword, statuses: filter.statuses, withIssues: filter.withIssues } },
    fetchPolicy: 'cache-and-network',
  });
  const suppliers = (data ?? previousData)?.projectProducts;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {SUPPLIERS_TITLE}
      </Typography>
      {editable ? (
        <>
          <AiSupplierSearchCard projectId={project.id} actions={actions} />
          <SupplierSearchCard projectId={project.id} actions={actions} />
        </>
      ) : null}
      <Stack direction="row" spacing={2}>
        {editable ? (
          <>
            <Button variant="outlined" onClick={() => setInviting(true)}>
              {INVITE_BY_EMAIL_TITLE}
            </Button>
            <Button variant="outlined" onClick={() => setUploading(true)}>
              {INVITE_BY_FILE_TITLE}
            </Button>
          </>
        ) : null}
        {can('MANAGE_BROKERS') ? <SupplierExportButton projectId={project.id} /> : null}
      </Stack>
      {inviting ? <InviteByEmailDialog actions={invites} onClose={() => setInviting(false)} /> : null}
      {uploading ? <InviteByFileDialog project={project} onClose={() => setUploading(false)} /> : null}
      <SuppliersFilterBar projectStatus={project.status} filter={filter} onChange={setFilter} />
      {error && !suppliers ? <Alert severity="error">{SUPPLIER_MESSAGES.actionFailed}</Alert> : null}
      {loading && !suppliers ? <LinearProgress aria-label="Loading suppliers" /> : null}
      {suppliers ? (
        <SuppliersTable
          suppliers={suppliers}
          editable={editable}
          actions={actions}
          onNotes={keepsNotes ? setNoting : undefined}
          rowMenu={(supplier) => <ProductAnswersMenu project={project} supplier={supplier} />}
        />
      ) : null}
      {noting ? <SupplierNotesDialog projectId={project.id} supplier={noting} onClose={() => setNoting(null)} /> : null}
    </Stack>
  );
}
