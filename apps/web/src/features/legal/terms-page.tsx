import { Box, Container, Link, Typography } from '@mui/material';
import { TERMS_LAST_UPDATED } from '@shortlist/domain';
import { useSession } from '../../lib/session/session-context';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  const { config } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" gutterBottom>
        Terms and Conditions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Last updated: {TERMS_LAST_UPDATED}
      </Typography>
      {TERMS_SECTIONS.map((section, index) => (
        <Box component="section" key={section.title} sx={{ mb: 4 }}>
          <Typography component="h2" variant="h5" gutterBottom>
            {`${index + 1}. ${section.title}`}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Box component="section" sx={{ mt: 6, p: 3, bgcolor: 'background.paper', borderRadius: 1 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          Legal Contact
        </Typography>
        <Typography>
          Questions about these terms, notices of breach and opt-out requests go to our legal team:
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
          Shortlist Legal
          <br />
          <Link href={`mailto:${config.supportEmail}?subject=Legal`}>{config.supportEmail}</Link>
        </Typography>
      </Box>
    </Container>
  );
}
