import { useQuery } from '@apollo/client/react';
import { Alert, Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { SECTION_WEIGHT_MAX, sectionFlipText } from '@shortlist/domain';
import { useId } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { WinnerSensitivityDocument } from '../project-dashboard-documents';

const marginText = (index: number, margin: number | null) => {
  if (margin === null) return 'the only scored supplier';
  return index === 0 ? `leads by ${margin}` : `${margin} behind the one above`;
};

/**
 * Issue 37 item 5, in the Select Winners dialog when the project's feature is on: the ranking with each score's
 * margin, and per section the smallest weight that would change first place, computed exactly on the server.
 */
export function WinnerSensitivityPanel({ projectId }: { projectId: string }) {
  const headingId = useId();
  const { data, loading, error } = useQuery(WinnerSensitivityDocument, {
    variables: { projectId },
    fetchPolicy: 'network-only',
  });
  const result = data?.winnerSensitivity;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        What would flip the winner
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A section’s weight multiplies its questions’ weights; today it is 1 for every section. For each section alone:
        the smallest weight up to {SECTION_WEIGHT_MAX} at which another supplier ties or passes the leader.
      </Typography>
      {loading ? <CircularProgress size={24} aria-label="Loading what would flip the winner" sx={{ mt: 1 }} /> : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {toUserMessage(error)}
        </Alert>
      ) : null}
      {result ? (
        <>
          <List dense aria-label="Ranking">
            {result.ranking.map((product, index) => (
              <ListItem key={product.productId} disableGutters>
                <ListItemText
                  primary={`${index + 1}. ${product.name}`}
                  secondary={`Score ${product.score} · ${marginText(index, product.margin)}`}
                />
              </ListItem>
            ))}
          </List>
          <List dense aria-label="Section weights">
            {result.sections.map((section) => (
              <ListItem key={section.sectionId} disableGutters>
                <ListItemText
                  primary={sectionFlipText({
                    name: section.name,
                    flip: section.flip
                      ? {
                          weight: { num: section.flip.weightNumerator, den: section.flip.weightDenominator },
                          productName: section.flip.productName,
                        }
                      : null,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Box>
  );
}
