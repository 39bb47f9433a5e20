import { Container, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { IMPORT_STEPS } from '@shortlist/domain';
import type { ReactNode } from 'react';

interface ImportWizardLayoutProps {
  /** The step shown, 0-based in IMPORT_STEPS. */
  step: number;
  children: ReactNode;
}

/** Spec 3 §2 Import wizard: the heading and its steps (Upload File, Review Questions, Manage Data) above each page. */
export function ImportWizardLayout({ step, children }: ImportWizardLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Import Questions
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 4 }}>
        {IMPORT_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {children}
    </Container>
  );
}
