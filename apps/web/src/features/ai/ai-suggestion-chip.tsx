import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Chip } from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';

/** The visible mark of something the AI generated (a generated section, a suggested table). */
export function AiSuggestionChip() {
  return (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      icon={<AutoAwesomeIcon />}
      label={AI_MESSAGES.suggestionMark}
    />
  );
}
