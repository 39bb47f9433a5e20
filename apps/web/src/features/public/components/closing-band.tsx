import { Box, Container, Typography } from '@mui/material';
import { FOOTER_COLORS, ON_DARK_SURFACE } from '../../../lib/theme';
import { type CallToAction, CallToActions } from './call-to-actions';

/** The last band of a public page: one sentence and where to go next. */
export function ClosingBand({
  heading,
  text,
  actions,
}: {
  heading: string;
  text: string;
  actions: readonly CallToAction[];
}) {
  return (
    <Box
      component="section"
      aria-label={heading}
      sx={{ bgcolor: 'primary.main', color: FOOTER_COLORS.text, py: { xs: 6, md: 8 }, ...ON_DARK_SURFACE }}
    >
      <Container maxWidth="lg">
        <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 720, fontSize: '1.1rem' }}>{text}</Typography>
        <CallToActions actions={actions} onDark />
      </Container>
    </Box>
  );
}
