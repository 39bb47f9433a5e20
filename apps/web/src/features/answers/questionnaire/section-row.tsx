import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { memo, useId } from 'react';
import { AskClarificationButton } from '../../faq';
import type { QuestionnaireSection } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';

interface SectionRowProps {
  section: QuestionnaireSection;
  /** How many of its questions the filters show. */
  shown: number;
  expanded: boolean;
  onToggle: (sectionId: string, expanded: boolean) => void;
  /** Offered while every answer may change (spec 2 §4: mark a whole section unanswered). */
  onMarkNotApplicable?: (section: QuestionnaireSection) => void;
}

/** The header of a section: its name (which expands and collapses it), description, count and section action. */
export const SectionRow = memo(function SectionRow({
  section,
  shown,
  expanded,
  onToggle,
  onMarkNotApplicable,
}: SectionRowProps) {
  const nameId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3, bgcolor: 'action.hover', borderRadius: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h3" id={nameId}>
          <Button
            color="inherit"
            aria-expanded={expanded}
            startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => onToggle(section.sectionId, !expanded)}
            sx={{ font: 'inherit', textTransform: 'none', textAlign: 'left' }}
          >
            {section.name}
          </Button>
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {shown === 1 ? '1 question' : `${shown} questions`}
          </Typography>
          <AskClarificationButton sectionId={section.sectionId} describedBy={nameId} />
          {onMarkNotApplicable ? (
            <Button size="small" aria-describedby={nameId} onClick={() => onMarkNotApplicable(section)}>
              {QUESTIONNAIRE_TEXTS.markSection}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {section.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {section.description}
        </Typography>
      ) : null}
    </Paper>
  );
});
