import { Box, Step, StepLabel, Stepper } from '@mui/material';
import { type ProjectStatus, type ProjectType, supplierRoadMap } from '@shortlist/domain';

/** Spec 2 §4 Supplier road map: the steps of the project's type, the current one active. */
export function SupplierRoadMap({ type, status }: { type: ProjectType; status: ProjectStatus }) {
  const steps = supplierRoadMap(type, status);
  const active = steps.findIndex((step) => step.current);
  return (
    <Box component="section" aria-label="Road Map">
      <Stepper activeStep={active} alternativeLabel>
        {steps.map((step) => (
          <Step key={step.title} aria-current={step.current ? 'step' : undefined}>
            <StepLabel>{step.title}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
