import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface CharacterLimits {
  max: number;
  /** A required minimum, named until it is reached. */
  min?: number;
}

/**
 * The live count under a limited text: '42 / 5000 characters (at least 100)' until the minimum is reached, then
 * '120 / 5000 characters'. It counts the text as the rules do, without the spaces around it.
 */
export function characterCountText(text: string, { max, min }: CharacterLimits): string {
  const length = text.trim().length;
  const count = `${length} / ${max} characters`;
  return min !== undefined && length < min ? `${count} (at least ${min})` : count;
}

/** A field's helper line with the count at its end: the message (error or hint) first, when there is one. */
export function WithCharacterCount({ message, count }: { message: ReactNode; count: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {count}
      </Box>
    </Box>
  );
}
