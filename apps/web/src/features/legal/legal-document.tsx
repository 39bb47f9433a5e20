import { Box, Container, Link, Typography } from '@mui/material';
import { useSession } from '../../lib/session';
import type { TermsSection } from './terms-sections';

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  /** Numbered from 1 in the order given. */
  sections: readonly TermsSection[];
  /** What the contact block's address is for; the subject of the mail it opens. */
  contactText: string;
  contactSubject: string;
}

/** A legal text (terms, privacy policy): title, last-updated date, numbered sections and a legal contact block. */
export function LegalDocument({ title, lastUpdated, sections, contactText, contactSubject }: LegalDocumentProps) {
  const { config } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Last updated: {lastUpdated}
      </Typography>
      {sections.map((section, index) => (
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
        <Typography>{contactText}</Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', mt: 1 }}>
          Shortlist Legal
          <br />
          <Link href={`mailto:${config.supportEmail}?subject=${contactSubject}`}>{config.supportEmail}</Link>
        </Typography>
      </Box>
    </Container>
  );
}
