import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { isQuestionnaireEditable } from '@shortlist/domain';
import { useState } from 'react';
import { PageProgress } from '../../../components/page-progress';
import { toUserMessage } from '../../../lib/errors';
import { ProjectLayout } from '../../projects/layout/project-layout';
import type { ProjectRecord } from '../../projects/layout/use-project';
import { projectPeople } from './project-people';
import { QuestionnaireBoard } from './questionnaire-board';
import { type OpenDialog, QuestionnaireDialogs } from './questionnaire-dialogs';
import { ProjectQuestionnaireDocument } from './questionnaire-documents';
import type { Questionnaire } from './questionnaire-model';
import { useQuestionnaireActions } from './use-questionnaire-actions';

/** Spec 3 §4: beyond DRAFT and IN_REVIEW the questionnaire is read-only (the server's wording). */
const LOCKED_NOTE = 'Questions and sections can be changed only in Draft and In Review';

/** Spec 3 §2 /projects/{id}/questions (MANAGE_PROJECT_QUESTIONS) inside the project layout. */
export function ProjectQuestionsPage() {
  return <ProjectLayout>{(project) => <ProjectQuestions project={project} />}</ProjectLayout>;
}

/** The questionnaire comes in one round trip; the page then filters it on the client. */
function ProjectQuestions({ project }: { project: ProjectRecord }) {
  const { data, error, refetch } = useQuery(ProjectQuestionnaireDocument, {
    variables: { projectId: project.id },
    fetchPolicy: 'cache-and-network',
  });
  const questionnaire = data?.projectQuestionnaire;
  const reload = async () => (await refetch()).data?.projectQuestionnaire;
  return (
    <Stack spacing={3}>
      {questionnaire ? (
        <QuestionnairePage project={project} questionnaire={questionnaire} reload={reload} />
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

interface QuestionnairePageProps {
  project: ProjectRecord;
  questionnaire: Questionnaire;
  reload: () => Promise<Questionnaire | undefined>;
}

function QuestionnairePage({ project, questionnaire, reload }: QuestionnairePageProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const actions = useQuestionnaireActions(project.id, reload);
  const people = projectPeople(project);
  return (
    <>
      <Heading
        onAddSection={questionnaire.permissions.addSection ? () => setDialog({ kind: 'add-section' }) : undefined}
      />
      {isQuestionnaireEditable(project.status) ? null : <Alert severity="info">{LOCKED_NOTE}</Alert>}
      <QuestionnaireBoard project={project} questionnaire={questionnaire} actions={actions} onOpen={setDialog} />
      <QuestionnaireDialogs
        open={dialog}
        onOpenChange={setDialog}
        questionnaire={questionnaire}
        project={project}
        people={people}
        actions={actions}
        reload={reload}
      />
    </>
  );
}
