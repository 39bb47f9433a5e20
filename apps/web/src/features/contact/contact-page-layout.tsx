import { Box, Container, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';

interface ContactPageLayoutProps {
  title: string;
  lead: string;
  /** What happens after sending, beside the form. */
  points: readonly string[];
  children: ReactNode;
}

/** A public form page: what to expect on one side, the form on the other (one column on small screens). */
export function ContactPageLayout({ title, lead, points, children }: ContactPageLayoutProps) {
  const { config } = useSession();
  return (
    <Container
      maxWidth="lg"
      sx={{
        py: { xs: 4, md: 8 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
      }}
    >
      <Box>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
          {title}
        </Typography>
        <Typography component="p" variant="h6" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          {lead}
        </Typography>
        <Box component="ul" sx={{ mt: 3, pl: 3 }}>
          {points.map((point) => (
            <Typography component="li" key={point} sx={{ mb: 1 }}>
              {point}
            </Typography>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          Prefer e-mail? Write to <Link href={`mailto:${config.salesEmail}`}>{config.salesEmail}</Link>.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, minWidth: 0 }}>
        {children}
      </Paper>
    </Container>
  );
}
