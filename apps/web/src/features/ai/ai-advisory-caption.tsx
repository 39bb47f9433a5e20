import { Typography } from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';

/** Spec 1 §1 terms: AI output is advisory only, so every AI result says it is a suggestion to check. */
export function AiAdvisoryCaption() {
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {AI_MESSAGES.advisory}
    </Typography>
  );
}
