import { Box, Link, Stack, Typography } from '@mui/material';
import { FirstRelatedLink } from './first-related-link';

interface SupplierDetailsProps {
  industry: string | null | undefined;
  purpose: string;
  email: string | null | undefined;
  relatedLinks: readonly string[];
}

/** Spec 2 §9 expanded supplier row: General info (industry), Reason for selection, the e-mail link, the first link. */
export function SupplierDetails({ industry, purpose, email, relatedLinks }: SupplierDetailsProps) {
  return (
    <Stack spacing={2} sx={{ overflowWrap: 'anywhere' }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          General info
        </Typography>
        <Typography variant="body2">Industry: {industry || '—'}</Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Reason for selection
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {purpose}
        </Typography>
      </Box>
      {email ? (
        <Link href={`mailto:${email}`} variant="body2">
          {email}
        </Link>
      ) : null}
      <FirstRelatedLink links={relatedLinks} />
    </Stack>
  );
}
