import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { isQuestionnaireEditable } from '@shortlist/domain';
import { useState } from 'react';
import { PageProgress } from '../../../components/page-progress';
import { toUserMessage } from '../../../lib/errors';
import { AiQuestionsHeading } from './ai-question-generation';
import type { ProjectPeople } from './project-people';
import { QuestionnaireBoard } from './questionnaire-board';
import { type OpenDialog, QuestionnaireDialogs } from './questionnaire-dialogs';
import { ProjectQuestionnaireDocument } from './questionnaire-documents';
import { QuestionnaireHeading } from './questionnaire-heading';
import type { Questionnaire, QuestionnaireSubject } from './questionnaire-model';
import { useQuestionnaireActions } from './use-questionnaire-actions';

interface QuestionnaireEditorProps {
  subject: QuestionnaireSubject;
  /** Who sections and questions may be assigned to. */
  people: ProjectPeople;
  /** Shown when the subject's status no longer takes changes. */
  lockedNote: string;
  /** Spec 3 §2: a project's questions page offers AI generation to whoever may add sections (not a template's). */
  aiGeneration?: boolean;
}

/** The questionnaire comes in one round trip; the page then filters it on the client. */
export function QuestionnaireEditor({ subject, people, lockedNote, aiGeneration = false }: QuestionnaireEditorProps) {
  const { data, error, refetch } = useQuery(ProjectQuestionnaireDocument, {
    variables: { projectId: subject.id },
    fetchPolicy: 'cache-and-network',
  });
  const questionnaire = data?.projectQuestionnaire;
  const reload = async () => (await refetch()).data?.projectQuestionnaire;
  return (
    <Stack spacing={3}>
      {questionnaire ? (
        <QuestionnairePage
          subject={subject}
          people={people}
          lockedNote={lockedNote}
          aiGeneration={aiGeneration}
          questionnaire={questionnaire}
          reload={reload}
        />
      ) : error ? (
        <>
          <QuestionnaireHeading />
          <Alert severity="error">{toUserMessage(error)}</Alert>
        </>
      ) : (
        <PageProgress />
      )}
    </Stack>
  );
}

interface QuestionnairePageProps extends QuestionnaireEditorProps {
  questionnaire: Questionnaire;
  reload: () => Promise<Questionnaire | undefined>;
}

function QuestionnairePage({
  subject,
  people,
  lockedNote,
  aiGeneration,
  questionnaire,
  reload,
}: QuestionnairePageProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const actions = useQuestionnaireActions(subject.id, reload);
  const onAddSection = questionnaire.permissions.addSection ? () => setDialog({ kind: 'add-section' }) : undefined;
  return (
    <>
      {aiGeneration && onAddSection ? (
        <AiQuestionsHeading
          projectId={subject.id}
          generated={questionnaire.sections.some((section) => section.aiSearchId)}
          onAddSection={onAddSection}
          reload={reload}
        />
      ) : (
        <QuestionnaireHeading onAddSection={onAddSection} />
      )}
      {isQuestionnaireEditable(subject.status) ? null : <Alert severity="info">{lockedNote}</Alert>}
      <QuestionnaireBoard project={subject} questionnaire={questionnaire} actions={actions} onOpen={setDialog} />
      <QuestionnaireDialogs
        open={dialog}
        onOpenChange={setDialog}
        questionnaire={questionnaire}
        project={subject}
        people={people}
        actions={actions}
        reload={reload}
      />
    </>
  );
}
