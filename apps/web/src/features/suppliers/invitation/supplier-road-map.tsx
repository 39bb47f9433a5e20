import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { type ProjectStatus, type ProjectType, supplierRoadMap } from '@shortlist/domain';

interface SupplierRoadMapProps {
  type: ProjectType;
  status: ProjectStatus;
  /** The percent of the product's answers, when known (an accepted product). */
  progress?: number | null;
}

/**
 * Spec 2 §4 Supplier road map: the steps of the project's type, the current one active; in AWAITING the progress of
 * the answers under it.
 */
export function SupplierRoadMap({ type, status, progress = null }: SupplierRoadMapProps) {
  const steps = supplierRoadMap(type, status);
  const active = steps.findIndex((step) => step.current);
  const shownProgress =
    status === 'AWAITING' && progress !== null ? <Typography variant="caption">{progress}%</Typography> : null;
  return (
    <Box component="section" aria-label="Road Map">
      <Stepper activeStep={active} alternativeLabel>
        {steps.map((step) => (
          <Step key={step.title} aria-current={step.current ? 'step' : undefined}>
            <StepLabel optional={step.current ? shownProgress : null}>{step.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
