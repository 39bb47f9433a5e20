import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate, RETENTION_TEXTS } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { countOf } from '../../../lib/format';
import { ApplyRetentionDocument, RetentionDryRunDocument, RetentionSettingsDocument } from './retention-documents';
import { RetentionForm } from './retention-form';

/** Issue 38: the retention periods, a dry run of the next run, and applying it now (platform administrators). */
export function RetentionPage() {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useQuery(RetentionSettingsDocument);
  const [dryRun, plan] = useLazyQuery(RetentionDryRunDocument, { fetchPolicy: 'network-only' });
  const [apply, applying] = useMutation(ApplyRetentionDocument);
  const [confirming, setConfirming] = useState(false);

  const onApply = async () => {
    try {
      const result = await apply();
      const run = result.data?.applyRetention;
      const total = run ? run.projects + run.accounts + run.analytics + run.audit : 0;
      enqueueSnackbar(`${RETENTION_TEXTS.applied} ${countOf(total, 'record')} removed or anonymised.`, {
        variant: 'success',
      });
      if (plan.called) await dryRun();
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Data Retention
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A daily job removes what is past these periods. The dry run lists what the next run would remove.
      </Typography>
      {settings.error && <Alert severity="error">{toUserMessage(settings.error)}</Alert>}
      {settings.loading && <CircularProgress aria-label="Loading the retention periods" />}
      {settings.data && (
        <RetentionForm periods={settings.data.retentionSettings} onSaved={() => plan.called && void dryRun()} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 3 }}>
        <Button variant="outlined" onClick={() => void dryRun()} disabled={plan.loading}>
          Dry run
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={applying.loading}>
          Apply now
        </Button>
      </Stack>
      {plan.error && <Alert severity="error">{toUserMessage(plan.error)}</Alert>}
      {plan.data && (
        <Stack spacing={2} component="section" aria-label="Dry run">
          {plan.data.retentionDryRun.map((group) => (
            <Paper
              key={group.group}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={group.description}
            >
              <Typography component="h2" variant="h6">
                {group.description}
              </Typography>
              <Typography color="text.secondary">
                {`${countOf(group.count, 'record')} before ${formatDate(group.cutoff)}`}
              </Typography>
              {group.rows.length > 0 && (
                <List dense>
                  {group.rows.map((row) => (
                    <ListItem key={`${row.type}-${row.id}`} disableGutters>
                      <ListItemText
                        primary={row.label}
                        secondary={`${row.type}, ${formatDate(row.date)}`}
                        sx={{ overflowWrap: 'anywhere' }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {group.count > group.rows.length && (
                <Box component="p" sx={{ m: 0 }}>{`and ${group.count - group.rows.length} more`}</Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Apply retention now"
        message={RETENTION_TEXTS.confirmApply}
        confirmLabel="Apply now"
        busy={applying.loading}
        onConfirm={() => void onApply()}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
