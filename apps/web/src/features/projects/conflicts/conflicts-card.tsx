import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { CONFLICT_TEXTS, conflictAdmissionSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { DashboardWidget } from '../dashboard/dashboard-widget';
import { AdmitConflictedEvaluatorDocument, ConflictsOfInterestDocument } from '../project-dashboard-documents';

interface Admitted {
  userId: string;
  userName: string;
  supplierId: string;
  supplierName: string;
}

type AdmissionValues = z.infer<typeof conflictAdmissionSchema>;

/** A project owner lets a user with a declared conflict in on the supplier, with a reason (mounted while open). */
function LetInDialog({ projectId, target, onClose }: { projectId: string; target: Admitted; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [admit] = useMutation(AdmitConflictedEvaluatorDocument, { refetchQueries: 'active' });
  const form = useForm<z.input<typeof conflictAdmissionSchema>, unknown, AdmissionValues>({
    resolver: zodResolver(conflictAdmissionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await admit({
        variables: { projectId, userId: target.userId, projectProductId: target.supplierId, reason },
      });
      enqueueSnackbar(`${target.userName} is let in on ${target.supplierName}`, { variant: 'success' });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    onClose();
  });
  return (
    <FormDialog
      title={CONFLICT_TEXTS.letInTitle(target.userName, target.supplierName)}
      formState={form.formState}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={CONFLICT_TEXTS.letIn}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={CONFLICT_TEXTS.reasonLabel}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}

/**
 * Issue 37, on the dashboard for project owners with the project's declarations on: every declaration (newest
 * first) with the same-e-mail-domain flag, "Let in" on a conflict not let in yet, and the admissions given.
 */
export function ConflictsCard({ projectId }: { projectId: string }) {
  const { data } = useQuery(ConflictsOfInterestDocument, {
    variables: { projectId },
    fetchPolicy: 'cache-and-network',
  });
  const [letting, setLetting] = useState<Admitted | null>(null);
  const conflicts = data?.conflictsOfInterest;
  if (!conflicts?.enabled || !conflicts.isProjectOwner) return null;
  const declarations = conflicts.declarations ?? [];
  const admissions = conflicts.admissions ?? [];
  return (
    <DashboardWidget title={CONFLICT_TEXTS.title}>
      {declarations.length === 0 ? <Typography>{CONFLICT_TEXTS.noDeclarations}</Typography> : null}
      <List dense aria-label="Declarations">
        {declarations.map((row) => (
          <ListItem key={row.id} disableGutters>
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {row.hasConflict
                  ? CONFLICT_TEXTS.declaredConflict(
                      row.userName,
                      row.supplierName,
                      row.createdAt,
                      row.description ?? '',
                    )
                  : CONFLICT_TEXTS.declared(row.userName, row.supplierName, row.createdAt)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {row.sameDomain ? <Chip size="small" color="warning" label={CONFLICT_TEXTS.domainFlag} /> : null}
                {row.mayLetIn && row.userId ? (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={CONFLICT_TEXTS.letInTitle(row.userName, row.supplierName)}
                    onClick={() =>
                      setLetting({
                        userId: row.userId ?? '',
                        userName: row.userName,
                        supplierId: row.supplierId,
                        supplierName: row.supplierName,
                      })
                    }
                  >
                    {CONFLICT_TEXTS.letIn}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
      {admissions.length > 0 ? (
        <List dense aria-label="Let in">
          {admissions.map((row) => (
            <ListItem key={row.id} disableGutters sx={{ overflowWrap: 'anywhere' }}>
              {`${row.userName} on ${row.supplierName}. ${CONFLICT_TEXTS.admitted(row.admittedByName, row.createdAt, row.reason)}`}
            </ListItem>
          ))}
        </List>
      ) : null}
      {letting ? <LetInDialog projectId={projectId} target={letting} onClose={() => setLetting(null)} /> : null}
    </DashboardWidget>
  );
}
