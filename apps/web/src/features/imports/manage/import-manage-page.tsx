import { Alert, Button, FormControlLabel, FormHelperText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { IMPORT_ACTION_LABELS, IMPORT_MESSAGES, type ImportAction, importActionsAllowed } from '@shortlist/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { countOf } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { projectWizardImportPath } from '../../projects';
import { ImportPage } from '../import-page';
import { importQuestionsPath } from '../imports-paths';
import type { QuestionImportRecord } from '../use-question-import';
import { CopyToLibraryForm } from './copy-to-library-form';
import { CreateTemplateForm } from './create-template-form';
import { ACTION_FORM_ID } from './manage-form';

/**
 * Spec 3 §2 Manage Data, §5 Import destination: where the reviewed questions go, among the actions the viewer's
 * privileges allow (spec 3 §6): a project (the project wizard), a template, or MeshVault groups.
 */
export function ImportManagePage() {
  return (
    <ImportPage step={2} parsed>
      {(record) => <ManageData record={record} />}
    </ImportPage>
  );
}

function ManageData({ record }: { record: QuestionImportRecord }) {
  const { privileges } = useSession();
  const navigate = useNavigate();
  const allowed = importActionsAllowed(privileges);
  const [action, setAction] = useState<ImportAction | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  if (allowed.length === 0) {
    return <Alert severity="info">Your privileges allow none of the actions that complete an import.</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Typography>
        {record.name}: {countOf(record.sectionCount, 'section')} and {countOf(record.questionCount, 'question')}. Choose
        what to do with them.
      </Typography>
      <div>
        <RadioGroup
          aria-label="Action"
          value={action ?? ''}
          onChange={(event) => {
            setAction(allowed.find((candidate) => candidate === event.target.value) ?? null);
            setUnchosen(false);
          }}
        >
          {allowed.map((candidate) => (
            <FormControlLabel
              key={candidate}
              value={candidate}
              control={<Radio />}
              label={IMPORT_ACTION_LABELS[candidate]}
            />
          ))}
        </RadioGroup>
        {unchosen ? (
          <FormHelperText error role="alert">
            {IMPORT_MESSAGES.selectAction}
          </FormHelperText>
        ) : null}
      </div>
      {action === 'CREATE_PROJECT' ? (
        <form
          id={ACTION_FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(projectWizardImportPath(record.id));
          }}
        >
          <Typography>The project wizard opens next, with the reviewed sections and questions.</Typography>
        </form>
      ) : null}
      {action === 'CREATE_TEMPLATE' ? <CreateTemplateForm record={record} /> : null}
      {action === 'COPY_TO_LIBRARY' ? <CopyToLibraryForm record={record} /> : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={importQuestionsPath(record.id)}>
          Back
        </Button>
        {action === null ? (
          <Button variant="contained" onClick={() => setUnchosen(true)}>
            Finish
          </Button>
        ) : (
          <Button variant="contained" type="submit" form={ACTION_FORM_ID}>
            Finish
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
