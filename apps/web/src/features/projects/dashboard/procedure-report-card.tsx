import { Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { ProcedureReportButton } from '../../reports';
import type { ProjectRecord } from '../layout/use-project';
import { DashboardWidget } from './dashboard-widget';

export const PROCEDURE_REPORT_CARD_TITLE = 'Reports';

/**
 * Issue 38: the procedure report (PDF) of an RFP or RFI, offered to the project's owners only (the record of the
 * procedure: timeline, people, suppliers, method, scores, winners, unsealing and overrides).
 */
export function ProcedureReportCard({ project }: { project: Pick<ProjectRecord, 'id' | 'type' | 'productOwners'> }) {
  const { profile } = useSession();
  const owner = project.productOwners.some((person) => person.id === profile?.id);
  if (!owner || project.type === 'PANEL') return null;
  return (
    <DashboardWidget title={PROCEDURE_REPORT_CARD_TITLE}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          The record of this procedure: its timeline, people and declarations, suppliers, evaluation method, scores,
          winners, and every early opening and override.
        </Typography>
        <Suspense fallback={null}>
          <ProcedureReportButton projectId={project.id} />
        </Suspense>
      </Stack>
    </DashboardWidget>
  );
}
