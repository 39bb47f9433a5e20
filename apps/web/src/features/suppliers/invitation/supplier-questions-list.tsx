import { List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import type { SupplierProjectRecord } from './use-supplier-project';

/** The project's questions, read-only, for an accepted supplier (answering them comes with the answers pages). */
export function SupplierQuestionsList({ sections }: { sections: SupplierProjectRecord['sections'] }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="supplier-questions-title">
      <Typography variant="h5" component="h2" id="supplier-questions-title">
        Questions
      </Typography>
      {sections.map((section) => (
        <Paper key={section.id} variant="outlined" sx={{ p: 2 }} component="section" aria-label={section.name}>
          <Typography variant="h6" component="h3">
            {section.name}
          </Typography>
          {section.description ? <Typography color="text.secondary">{section.description}</Typography> : null}
          <List dense>
            {section.questions.map((question) => (
              <ListItem key={question.id} disableGutters>
                <ListItemText
                  primary={question.label}
                  secondary={[QUESTION_TYPE_LABELS[question.type], question.helperText].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
