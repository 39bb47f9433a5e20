import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface QuestionnaireHeadingProps {
  onAddSection?: () => void;
  /** More buttons before Add Section (AI generation). */
  extra?: ReactNode;
}

export function QuestionnaireHeading({ onAddSection, extra }: QuestionnaireHeadingProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="h4" component="h1">
        Questions
      </Typography>
      {onAddSection ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {extra}
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAddSection}>
            Add Section
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
