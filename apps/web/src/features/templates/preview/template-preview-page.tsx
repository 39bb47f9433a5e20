import { TemplateLayout } from '../template-layout';
import { TemplateQuestionnaireView } from './template-questionnaire-view';

/** Spec 3 §2 /templates/{id}/preview: the template read-only, for everyone who reads it. */
export function TemplatePreviewPage() {
  return (
    <TemplateLayout page="preview">
      {(template) => <TemplateQuestionnaireView draftProjectId={template.draftProjectId} />}
    </TemplateLayout>
  );
}
