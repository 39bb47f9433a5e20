import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { type ParticipationStatus, type ProjectStatus, type ProjectType, supplierRoadMap } from '@shortlist/domain';

interface SupplierRoadMapProps {
  type: ProjectType;
  status: ProjectStatus;
  /** The product's participation: once accepted, the supplier's approval is no longer what the project waits for. */
  participation: ParticipationStatus;
  /** The percent of the product's answers, when known (an accepted product). */
  progress?: number | null;
}

/**
 * Spec 2 §4 Supplier road map: the steps of the project's type, the current one active; in AWAITING the progress of
 * the answers under it. After accepting a published project, answering is current and says it is not open yet.
 */
export function SupplierRoadMap({ type, status, participation, progress = null }: SupplierRoadMapProps) {
  const steps = supplierRoadMap(type, status, participation);
  const active = steps.findIndex((step) => step.current);
  const caption = (text: string) => <Typography variant="caption">{text}</Typography>;
  const shownProgress = status === 'AWAITING' && progress !== null ? caption(`${progress}%`) : null;
  return (
    <Box component="section" aria-label="Road Map">
      <Stepper activeStep={active} alternativeLabel>
        {steps.map((step) => (
          <Step key={step.title} aria-current={step.current ? 'step' : undefined}>
            <StepLabel optional={step.notOpenYet ? caption('Not open yet') : step.current ? shownProgress : null}>
              {step.title}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
