import { Step, StepLabel, Stepper } from '@mui/material';
import { currentRegistrationStepIndex, REGISTRATION_STEP_LABELS, type VendorRegistrationStep } from '@shortlist/domain';

/** Spec 2 §4 Supplier registration steps, the current one marked. */
export function RegistrationStepper({ step }: { step: VendorRegistrationStep }) {
  const current = currentRegistrationStepIndex(step);
  return (
    <Stepper activeStep={current} alternativeLabel sx={{ mb: 3 }} aria-label="Registration steps">
      {REGISTRATION_STEP_LABELS.map((label, index) => (
        <Step key={label} completed={index < current}>
          <StepLabel aria-current={index === current ? 'step' : undefined}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
