import { Box, Container, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

interface PageSectionProps {
  heading: string;
  intro?: string;
  /** A tinted band, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A band of a public page with its heading (h2) and an optional introduction. */
export function PageSection({ heading, intro, tinted = false, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: intro ? 1.5 : 4 }}>
          {heading}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760, fontSize: '1.1rem' }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
