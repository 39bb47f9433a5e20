import { useQuery } from '@apollo/client/react';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { ProjectQuestionnaireDocument, projectPeople, QuestionnaireEditor } from '../../questions';
import { ImportPage } from '../import-page';
import { importManagePath, importProgressPath } from '../imports-paths';
import type { QuestionImportRecord } from '../use-question-import';

/**
 * Spec 3 §2 Review Questions: the import's draft in the project questionnaire's own editor (edit and delete
 * questions and sections, drag-sort sections, rendered near the viewport when long). Next is disabled until at least
 * one section has a question.
 */
export function ImportQuestionsPage() {
  return (
    <ImportPage step={1} parsed>
      {(record) => <ImportReview record={record} />}
    </ImportPage>
  );
}

/** An import's draft has no members: its sections and questions are assigned to the one reviewing it. */
function ImportReview({ record }: { record: QuestionImportRecord }) {
  const { profile } = useSession();
  const reviewer = profile ? [{ id: profile.id, name: profile.name }] : [];
  // The editor's own query fills the cache; this follows it as sections and questions are deleted.
  const { data } = useQuery(ProjectQuestionnaireDocument, {
    variables: { projectId: record.draftProjectId },
    fetchPolicy: 'cache-only',
  });
  const hasQuestion = data?.projectQuestionnaire.sections.some((section) => section.questions.length > 0) ?? false;
  return (
    <Stack spacing={3}>
      <QuestionnaireEditor
        subject={{
          id: record.draftProjectId,
          status: 'DRAFT',
          settings: { enableExperts: false, scoringType: 'NUMBERS' },
        }}
        people={projectPeople({ productOwners: reviewer, domainExperts: reviewer })}
        // An import's draft always takes changes: no locked note is ever shown.
        lockedNote=""
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={importProgressPath(record.id)}>
          Back
        </Button>
        {hasQuestion ? (
          <Button variant="contained" component={RouterLink} to={importManagePath(record.id)}>
            Next
          </Button>
        ) : (
          <Button variant="contained" disabled>
            Next
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
