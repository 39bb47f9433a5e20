import { Box, FormHelperText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface QuestionAttachmentsSectionProps {
  /** The attachments field. */
  children: ReactNode;
  /** The attachments' error, e.g. 'Please add not more than 5 files'. */
  error?: string;
}

/**
 * The Question Attachments section (spec 3 §2): the attachments field and its error; with an error it can take the
 * focus, so a failed Save leads the user here.
 */
export function QuestionAttachmentsSection({ children, error }: QuestionAttachmentsSectionProps) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      tabIndex={error ? -1 : undefined}
      data-invalid={error ? 'true' : undefined}
      sx={{ mt: 3 }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1">
        Question Attachments
      </Typography>
      {children}
      {error ? (
        <FormHelperText error id={errorId}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
