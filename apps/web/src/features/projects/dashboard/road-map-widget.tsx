import { Box, Button, Step, StepLabel, Stepper } from '@mui/material';
import { nextStatus, roadMapButtonLabel, roadMapSteps } from '@shortlist/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ProjectRecord } from '../layout/use-project';
import { DashboardWidget } from './dashboard-widget';

interface RoadMapWidgetProps {
  project: ProjectRecord;
  /** Whether the viewer may move the project on (MANAGE_PROJECT_STATE). */
  canManage: boolean;
  busy: boolean;
  onMove: (status: NonNullable<ReturnType<typeof nextStatus>>) => Promise<void>;
}

/**
 * Spec 2 §4 road map: the steps of the project's type with the current one marked, and the next-status button
 * behind a plain confirmation. (Panel's Restart opens another flow, not part of this increment.)
 */
export function RoadMapWidget({ project, canManage, busy, onMove }: RoadMapWidgetProps) {
  const [confirming, setConfirming] = useState(false);
  const steps = roadMapSteps(project.type, project.status);
  const active = steps.findIndex((step) => step.status === project.status);
  const target = nextStatus(project.status);
  const label = roadMapButtonLabel(project.status, project.type);
  const restart = project.type === 'PANEL' && project.status === 'COMPLETED';
  const showButton = canManage && target !== null && label !== null && !restart;

  return (
    <DashboardWidget title="Road Map">
      <Stepper activeStep={active < 0 ? steps.length - 1 : active} alternativeLabel sx={{ overflowX: 'auto', py: 1 }}>
        {steps.map((step) => (
          <Step key={step.status}>
            <StepLabel>{step.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {showButton ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
            {label}
          </Button>
        </Box>
      ) : null}
      {showButton ? (
        <ConfirmDialog
          open={confirming}
          title={label}
          message={`Are you sure you want to move the project to the next step?`}
          confirmLabel="Confirm"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void onMove(target);
          }}
        />
      ) : null}
    </DashboardWidget>
  );
}
