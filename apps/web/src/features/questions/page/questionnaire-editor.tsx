import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { isQuestionnaireEditable } from '@shortlist/domain';
import { useState } from 'react';
import { PageProgress } from '../../../components/page-progress';
import { toUserMessage } from '../../../lib/errors';
import type { ProjectPeople } from './project-people';
import { QuestionnaireBoard } from './questionnaire-board';
import { type OpenDialog, QuestionnaireDialogs } from './questionnaire-dialogs';
import { ProjectQuestionnaireDocument } from './questionnaire-documents';
import type { Questionnaire, QuestionnaireSubject } from './questionnaire-model';
import { useQuestionnaireActions } from './use-questionnaire-actions';

interface QuestionnaireEditorProps {
  subject: QuestionnaireSubject;
  /** Who sections and questions may be assigned to. */
  people: ProjectPeople;
  /** Shown when the subject's status no longer takes changes. */
  lockedNote: string;
}

/** The questionnaire comes in one round trip; the page then filters it on the client. */
export function QuestionnaireEditor({ subject, people, lockedNote }: QuestionnaireEditorProps) {
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
          questionnaire={questionnaire}
          reload={reload}
        />
      ) : error ? (
        <>
          <Heading />
          <Alert severity="error">{toUserMessage(error)}</Alert>
        </>
      ) : (
        <PageProgress />
      )}
    </Stack>
  );
}

function Heading({ onAddSection }: { onAddSection?: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h4" component="h1">
        Questions
      </Typography>
      {onAddSection ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAddSection}>
          Add Section
        </Button>
      ) : null}
    </Stack>
  );
}

interface QuestionnairePageProps extends QuestionnaireEditorProps {
  questionnaire: Questionnaire;
  reload: () => Promise<Questionnaire | undefined>;
}

function QuestionnairePage({ subject, people, lockedNote, questionnaire, reload }: QuestionnairePageProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const actions = useQuestionnaireActions(subject.id, reload);
  return (
    <>
      <Heading
        onAddSection={questionnaire.permissions.addSection ? () => setDialog({ kind: 'add-section' }) : undefined}
      />
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
