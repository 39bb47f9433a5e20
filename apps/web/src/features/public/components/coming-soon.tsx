import { Box } from '@mui/material';

/** The words a public page puts beside a feature that has not landed yet. */
export const COMING_SOON = 'Coming soon';

/**
 * The mark of a feature the public pages name before it exists (issue 31: they say "coming" until it lands). A plain
 * span rather than a Chip keeps the signed-out pages' script small.
 */
export function ComingSoon() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        ml: 1,
        px: 1,
        border: 1,
        borderColor: 'secondary.main',
        borderRadius: 4,
        color: 'secondary.main',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.8,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      {COMING_SOON}
    </Box>
  );
}
