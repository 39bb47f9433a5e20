import { useApolloClient, useQuery } from '@apollo/client/react';
import { TEMPLATE_MESSAGES } from '@shortlist/domain';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { ProjectQuestionnaireDocument, projectPeople, QuestionnaireEditor } from '../../questions';
import { TemplateLayout } from '../template-layout';
import { ProjectTemplateDocument } from '../templates-documents';
import type { TemplateRecord } from '../use-template';

/**
 * Spec 3 §2 /templates/{id}/questions: the project questions editor on the template's draft project. Only a Draft
 * template takes changes (the server treats a Submitted or Published one as locked). A template has no project
 * members, so its sections and questions are assigned to the editor; a project made from it reassigns them.
 */
export function TemplateQuestionsPage() {
  return <TemplateLayout page="questions">{(template) => <TemplateQuestions template={template} />}</TemplateLayout>;
}

/**
 * The status control allows Submitted and Published only with a section: when the questionnaire's number of sections
 * no longer matches the template's, the template is read again.
 */
function useSectionCountFollowed(template: TemplateRecord) {
  const client = useApolloClient();
  const { data } = useQuery(ProjectQuestionnaireDocument, {
    variables: { projectId: template.draftProjectId },
    fetchPolicy: 'cache-only',
  });
  const sections = data?.projectQuestionnaire.sections.length;
  useEffect(() => {
    if (sections !== undefined && sections !== template.sectionCount) {
      void client.refetchQueries({ include: [ProjectTemplateDocument] });
    }
  }, [client, sections, template.sectionCount]);
}

function TemplateQuestions({ template }: { template: TemplateRecord }) {
  const { profile } = useSession();
  useSectionCountFollowed(template);
  const editor = profile ? [{ id: profile.id, name: profile.name }] : [];
  return (
    <QuestionnaireEditor
      subject={{
        id: template.draftProjectId,
        status: template.status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
        settings: template.settings,
      }}
      people={projectPeople({ productOwners: editor, domainExperts: editor })}
      lockedNote={TEMPLATE_MESSAGES.readOnly}
    />
  );
}
