import { Box, Typography } from '@mui/material';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Questions visitors ask, each opening its answer. Native disclosure elements: keyboard and screen readers handle
 * them without script.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box sx={{ maxWidth: 860 }}>
      {entries.map((entry) => (
        <Box
          component="details"
          key={entry.question}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            py: 2,
            '& > summary': { cursor: 'pointer', fontWeight: 700, fontSize: '1.1rem' },
            '& > summary:focus-visible': { outline: '2px solid var(--focus-ring-color)', outlineOffset: 2 },
          }}
        >
          <summary>{entry.question}</summary>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {entry.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
