import { Box, Button, Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import {
  completesWithWinners,
  nextStatus,
  roadMapButtonLabel,
  roadMapSteps,
  type ScoredProduct,
  statusMoveQuestion,
} from '@shortlist/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ProjectRecord } from '../layout/use-project';
import { projectWizardOriginPath } from '../projects-paths';
import { ChoiceProductsDialog } from './choice-products-dialog';
import { DashboardWidget } from './dashboard-widget';
import { SelectWinnersDialog } from './select-winners-dialog';

interface RoadMapWidgetProps {
  project: ProjectRecord;
  /** Whether the viewer may move the project on (MANAGE_PROJECT_STATE). */
  canManage: boolean;
  busy: boolean;
  onMove: (status: NonNullable<ReturnType<typeof nextStatus>>) => Promise<void>;
  /** The dashboard's scored products: the Select Winners dialog's candidates. */
  scoredProducts?: readonly ScoredProduct[];
  /** Issue 37 blind scoring: false for a viewer who reads the suppliers as aliases (the owners select winners). */
  choosesWinners?: boolean;
}

export const RESTART_PANEL_TITLE = 'Restart Panel';

/**
 * Spec 2 §4 road map: the steps of the project's type with the current one marked, and the next-status button
 * behind a plain confirmation that names the status and step it moves to. Exceptions (spec 2 §4): in AWAITING with the
 * extended answers deadline on, the Choice Products for Scoring dialog replaces the confirmation; an RFP or RFI in
 * SCORING opens Select Winners, which completes it with its winners; a Panel in COMPLETED shows Restart, whose
 * confirmation opens the wizard for the next iteration (the Panel's own status does not change).
 */
export function RoadMapWidget({
  project,
  canManage,
  busy,
  onMove,
  scoredProducts = [],
  choosesWinners = true,
}: RoadMapWidgetProps) {
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [confirming, setConfirming] = useState(false);
  const steps = roadMapSteps(project.type, project.status);
  const active = steps.findIndex((step) => step.status === project.status);
  const target = nextStatus(project.status);
  const label = roadMapButtonLabel(project.status, project.type);
  const restart = project.type === 'PANEL' && project.status === 'COMPLETED';
  const withWinners = target !== null && completesWithWinners(project.type, project.status, target);
  const showButton = canManage && label !== null && (restart || target !== null) && (choosesWinners || !withWinners);
  const choosing = project.status === 'AWAITING' && project.settings.enableExtendedAnswersDeadline;

  const confirm = () => {
    setConfirming(false);
    if (restart) void navigate(projectWizardOriginPath(project.id, 'NEXT_ITERATION'));
    else if (target !== null) void onMove(target);
  };

  return (
    <DashboardWidget title="Road Map">
      {/* Six steps do not fit a phone's width side by side; there they run down the card. */}
      <Stepper
        activeStep={active < 0 ? steps.length - 1 : active}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
        sx={{ py: 1 }}
      >
        {steps.map((step) => (
          <Step key={step.status}>
            <StepLabel>{step.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {showButton ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy} fullWidth={phone}>
            {label}
          </Button>
        </Box>
      ) : null}
      {showButton && withWinners && confirming ? (
        <SelectWinnersDialog
          projectId={project.id}
          products={scoredProducts}
          showSensitivity={project.settings.integrity.winnerSensitivity}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {showButton && choosing && confirming ? (
        <ChoiceProductsDialog
          projectId={project.id}
          onDecided={() => onMove('SCORING')}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {showButton && !withWinners && !choosing ? (
        <ConfirmDialog
          open={confirming}
          title={restart ? RESTART_PANEL_TITLE : label}
          message={
            restart
              ? `Do you want to start the next iteration of the Panel ${project.name}? You will set it up in the project wizard with the approvers, question statuses, weights and answer length of this Panel, which stays closed.`
              : target !== null
                ? statusMoveQuestion(target, project.type)
                : ''
          }
          confirmLabel={restart ? 'Restart' : 'Confirm'}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={confirm}
        />
      ) : null}
    </DashboardWidget>
  );
}
