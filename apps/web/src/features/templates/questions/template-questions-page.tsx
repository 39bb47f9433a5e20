import { Alert, AlertTitle, Stack } from '@mui/material';
import { TEMPLATE_MESSAGES } from '@shortlist/domain';
import { TemplateQuestionnaireView } from '../preview/template-questionnaire-view';
import { TemplateLayout } from '../template-layout';

/**
 * Spec 3 §2 /templates/{id}/questions. The questionnaire editor is the project questions page's, which does not take a
 * template's draft project yet: until it does, this page shows the questionnaire read-only with a note.
 */
export function TemplateQuestionsPage() {
  return (
    <TemplateLayout page="questions">
      {(template) => (
        <Stack spacing={2}>
          <Alert severity="info">
            <AlertTitle>Edit sections and questions</AlertTitle>
            {template.permissions.edit
              ? 'Editing the sections and questions of a template is not available on this page yet; they are shown as in the preview.'
              : TEMPLATE_MESSAGES.readOnly}
          </Alert>
          <TemplateQuestionnaireView draftProjectId={template.draftProjectId} />
        </Stack>
      )}
    </TemplateLayout>
  );
}
