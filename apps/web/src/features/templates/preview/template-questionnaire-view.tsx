import { useQuery } from '@apollo/client/react';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { QUESTION_MESSAGES } from '@shortlist/domain';
import { PageProgress } from '../../../components/page-progress';
import type { TemplateQuestionnaireQuery } from '../../../gql/graphql';
import { toUserMessage } from '../../../lib/errors';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import { TemplateQuestionnaireDocument } from '../templates-documents';

type Section = TemplateQuestionnaireQuery['projectQuestionnaire']['sections'][number];

/**
 * Spec 3 §2 template preview: the sections of the template's draft project in order, each with its name, description
 * and numbered questions (label, type, helper text), read-only; 'There are no questions to display.' for a template or a section without any.
 */
export function TemplateQuestionnaireView({ draftProjectId }: { draftProjectId: string }) {
  const { data, error } = useQuery(TemplateQuestionnaireDocument, {
    variables: { projectId: draftProjectId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <Alert severity="error">{toUserMessage(error)}</Alert>;
  if (!data) return <PageProgress />;
  const { sections } = data.projectQuestionnaire;
  if (sections.length === 0) {
    return <Typography color="text.secondary">{QUESTION_MESSAGES.noTemplateQuestions}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </Stack>
  );
}

function SectionView({ section }: { section: Section }) {
  const headingId = `template-section-${section.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {section.name}
      </Typography>
      {section.description ? <Typography color="text.secondary">{section.description}</Typography> : null}
      {section.questions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {QUESTION_MESSAGES.noTemplateQuestions}
        </Typography>
      ) : (
        <Box component="ol" sx={{ mt: 1, mb: 0, pl: 3 }}>
          {section.questions.map(({ id, question }) => (
            <Box component="li" key={id} sx={{ py: 0.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>{question.label}</Typography>
                <Chip size="small" variant="outlined" label={QUESTION_TYPE_LABELS[question.type]} />
              </Stack>
              {question.helperText ? (
                <Typography variant="body2" color="text.secondary">
                  {question.helperText}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
