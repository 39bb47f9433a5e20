import { Box } from '@mui/material';
import { SIMILARITY_THRESHOLDS, similarityIsStrong, similarityLevel } from '@shortlist/domain';

/**
 * Spec 2 §4: how similar a question is, as one bar per threshold reached (0.5, 0.65, 0.75, 0.85, 0.95); drawn in the
 * success colour above 0.8.
 */
export function SimilarityIndicator({ similarity }: { similarity: number }) {
  const level = similarityLevel(similarity);
  const filled = similarityIsStrong(similarity) ? 'success.main' : 'primary.main';
  return (
    <Box
      role="meter"
      aria-label="Similarity"
      aria-valuemin={0}
      aria-valuemax={SIMILARITY_THRESHOLDS.length}
      aria-valuenow={level}
      aria-valuetext={`${level} of ${SIMILARITY_THRESHOLDS.length}`}
      title={`Similarity ${Math.round(similarity * 100)}%`}
      sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: 0.5, height: 16 }}
    >
      {SIMILARITY_THRESHOLDS.map((threshold, index) => (
        <Box
          key={threshold}
          data-filled={index < level}
          sx={{
            width: 6,
            height: 6 + index * 2.5,
            borderRadius: 0.5,
            bgcolor: index < level ? filled : 'action.disabledBackground',
          }}
        />
      ))}
    </Box>
  );
}
