import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import { CLIENT_TABLE_MESSAGES, formatDate } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLeavePrompt } from '../../../components/leave-prompt';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import type { ClientProjectFieldsFragment } from '../../../gql/graphql';
import { ClientProjectDocument, SubmitClientTableDataDocument } from '../client-tables-documents';
import { ClientTableFill } from './client-table-fill';

/**
 * Spec 2 §2 Client data page (/client-projects/{id}): back button to /, project name, brokerage firm name, deadline,
 * lock icon, the tables in tabs and Submit Data (irreversible, after a confirmation).
 */
export function ClientDataPage() {
  const { id = '' } = useParams();
  const { data, loading, refetch } = useQuery(ClientProjectDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return loading ? <PageProgress /> : <NotFoundPage />;
  return <ClientData project={data.clientProject} reload={refetch} />;
}

function ClientData({ project, reload }: { project: ClientProjectFieldsFragment; reload: () => Promise<unknown> }) {
  const [tab, setTab] = useState(0);
  const [dirtyTables, setDirtyTables] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [submit, { loading: submitting }] = useMutation(SubmitClientTableDataDocument);
  const { enqueueSnackbar } = useSnackbar();
  const editable = !project.locked && project.editProblem === null;
  const leavePrompt = useLeavePrompt(dirtyTables.size > 0);
  const table = project.clientTables[Math.min(tab, project.clientTables.length - 1)];

  const markDirty = useCallback((tableId: string, dirty: boolean) => {
    setDirtyTables((current) => {
      if (current.has(tableId) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(tableId);
      else next.delete(tableId);
      return next;
    });
  }, []);

  const submitData = async () => {
    try {
      await submit({ variables: { projectId: project.id } });
      enqueueSnackbar('The data has been submitted', { variant: 'success' });
    } catch {
      enqueueSnackbar(CLIENT_TABLE_MESSAGES.submitFailed, { variant: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        {project.locked ? (
          <LockIcon color="action" titleAccess="Locked" />
        ) : (
          <LockOpenIcon color="action" titleAccess="Unlocked" />
        )}
      </Stack>
      <Typography color="text.secondary">{`Brokerage firm: ${project.brokerageFirm}`}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Deadline: ${formatDate(project.clientTablesDeadline)}`}
      </Typography>
      {project.editProblem ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {project.editProblem}
        </Alert>
      ) : null}
      {table ? (
        <>
          <Tabs
            value={Math.min(tab, project.clientTables.length - 1)}
            onChange={(_event, next: number) => setTab(next)}
            variant="scrollable"
            aria-label="Client tables"
          >
            {project.clientTables.map((each) => (
              <Tab
                key={each.id}
                label={each.name}
                id={`client-table-tab-${each.id}`}
                aria-controls={`client-table-${each.id}`}
              />
            ))}
          </Tabs>
          {/* Every table stays mounted, so that what is typed in one tab survives a look at another. */}
          {project.clientTables.map((each) => (
            <Box
              key={each.id}
              role="tabpanel"
              hidden={each.id !== table.id}
              id={`client-table-${each.id}`}
              aria-labelledby={`client-table-tab-${each.id}`}
              sx={{ py: 2 }}
            >
              <ClientTableFill
                key={each.id}
                projectId={project.id}
                table={each}
                editable={editable}
                onDirtyChange={markDirty}
                reload={reload}
              />
            </Box>
          ))}
        </>
      ) : (
        <Typography color="text.secondary">There are no tables to fill in yet.</Typography>
      )}
      {!project.locked ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={dirtyTables.size > 0 || submitting}>
            Submit Data
          </Button>
          {dirtyTables.size > 0 ? (
            <Typography variant="body2" color="text.secondary">
              Save your changes before submitting.
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Submit Data"
        message="Once submitted, the data can no longer be changed. Do you want to submit it?"
        confirmLabel="Submit"
        busy={submitting}
        onConfirm={submitData}
        onCancel={() => setConfirming(false)}
      />
      {leavePrompt}
    </Container>
  );
}
