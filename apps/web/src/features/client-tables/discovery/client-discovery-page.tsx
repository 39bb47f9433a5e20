import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { clientTablesLocked, formatDate } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageProgress } from '../../../components/page-progress';
import type { ClientDiscoveryFieldsFragment, ClientTableFieldsFragment } from '../../../gql/graphql';
import { toUserMessage } from '../../../lib/errors';
import { ProjectLayout } from '../../projects';
import { ClientTablesReportButton } from '../../reports';
import { ClientDiscoveryDocument, DeleteClientTableDocument } from '../client-tables-documents';
import { AiDiscoveryCard } from './ai-discovery-card';
import { ClientMembersDialog } from './client-members-dialog';
import { ClientTableDialog } from './client-table-dialog';
import { CopyTableDialog } from './copy-table-dialog';
import { LockButton } from './lock-button';
import { TablePreviewDialog } from './table-preview-dialog';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'copy' }
  | { kind: 'members' }
  | { kind: 'edit' | 'preview' | 'delete'; table: ClientTableFieldsFragment };

/** Spec 2 §2 /projects/{id}/discovery in the project's frame. */
export function ClientDiscoveryPage() {
  return <ProjectLayout>{(project) => <ClientDiscovery projectId={project.id} />}</ProjectLayout>;
}

function ClientDiscovery({ projectId }: { projectId: string }) {
  const { data, loading, error, refetch } = useQuery(ClientDiscoveryDocument, {
    variables: { projectId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return loading ? <PageProgress /> : <Alert severity="error">{toUserMessage(error)}</Alert>;
  return <Discovery discovery={data.clientDiscovery} reload={refetch} />;
}

/**
 * Client tables (create, edit, copy from another project, delete with confirmation, preview), client members and the
 * lock. While the tables are locked they can only be previewed.
 */
function Discovery({
  discovery,
  reload,
}: {
  discovery: ClientDiscoveryFieldsFragment;
  reload: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [remove, { loading: removing }] = useMutation(DeleteClientTableDocument);
  const { enqueueSnackbar } = useSnackbar();
  const locked = clientTablesLocked(discovery.clientTablesStatus, discovery.status);
  const close = () => setOpen(null);
  const reloadList = () => void reload();

  const confirmDelete = async (table: ClientTableFieldsFragment) => {
    try {
      await remove({ variables: { projectId: discovery.id, id: table.id } });
      await reload();
    } catch (problem) {
      enqueueSnackbar(toUserMessage(problem), { variant: 'error' });
    } finally {
      close();
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h5">
          Client Discovery
        </Typography>
        <Typography color="text.secondary">
          {`${locked ? 'Locked' : 'Unlocked'} · Deadline: ${formatDate(discovery.clientTablesDeadline)} · Client members: ${discovery.clientMembers.length}`}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })} disabled={locked}>
          Create Table
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'copy' })} disabled={locked}>
          Copy From Another Project
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'members' })}>
          Client Members
        </Button>
        <LockButton discovery={discovery} />
        <Suspense fallback={null}>
          <ClientTablesReportButton projectId={discovery.id} />
        </Suspense>
      </Stack>
      {locked ? null : <AiDiscoveryCard projectId={discovery.id} onAdded={reloadList} />}
      {discovery.clientTables.length === 0 ? (
        <Typography color="text.secondary">There are no client tables yet.</Typography>
      ) : null}
      <Stack spacing={2} component="ul" aria-label="Client tables" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {discovery.clientTables.map((table) => (
          <Card key={table.id} variant="outlined" component="li">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography component="h2" variant="h6">
                  {table.name}
                </Typography>
                {table.visibleToVendor ? <Chip size="small" label="Visible to vendor" /> : null}
              </Stack>
            </CardContent>
            <CardActions>
              <Button onClick={() => setOpen({ kind: 'preview', table })} aria-label={`Preview ${table.name}`}>
                Preview
              </Button>
              <Button
                onClick={() => setOpen({ kind: 'edit', table })}
                disabled={locked}
                aria-label={`Edit ${table.name}`}
              >
                Edit
              </Button>
              <Button
                color="error"
                onClick={() => setOpen({ kind: 'delete', table })}
                disabled={locked}
                aria-label={`Delete ${table.name}`}
              >
                Delete
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <ClientTableDialog
          projectId={discovery.id}
          table={open.kind === 'edit' ? open.table : null}
          onClose={close}
          onSaved={reloadList}
        />
      ) : null}
      {open?.kind === 'copy' ? (
        <CopyTableDialog projectId={discovery.id} onClose={close} onCopied={reloadList} />
      ) : null}
      {open?.kind === 'members' ? <ClientMembersDialog discovery={discovery} onClose={close} /> : null}
      {open?.kind === 'preview' ? <TablePreviewDialog table={open.table} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="Delete Client Table"
        message={`Are you sure you want to delete the table '${open?.kind === 'delete' ? open.table.name : ''}'?`}
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => (open?.kind === 'delete' ? confirmDelete(open.table) : undefined)}
        onCancel={close}
      />
    </Stack>
  );
}
