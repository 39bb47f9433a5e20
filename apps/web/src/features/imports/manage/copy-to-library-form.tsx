import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { IMPORT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import { countOf } from '../../../lib/format';
import { flattenGroups, indentedName, LIBRARY_PATHS, QuestionGroupsDocument } from '../../library';
import { ProjectQuestionnaireDocument } from '../../questions';
import { CopyDraftSectionsToLibraryDocument } from '../imports-documents';
import { importFailure, type QuestionImportRecord } from '../use-question-import';
import { ACTION_FORM_ID } from './manage-form';

/** The MeshVault group chosen for each section ticked for copying ('' until one is chosen). */
type Chosen = ReadonlyMap<string, string>;

/**
 * Spec 3 §5 Import destination, copy to MeshVault: the sections to copy (at least one), each with the group that
 * receives its questions (required); then MeshVault.
 */
export function CopyToLibraryForm({ record }: { record: QuestionImportRecord }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const questionnaire = useQuery(ProjectQuestionnaireDocument, {
    variables: { projectId: record.draftProjectId },
    fetchPolicy: 'cache-and-network',
  });
  const groupsQuery = useQuery(QuestionGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [copy, { loading: copying }] = useMutation(CopyDraftSectionsToLibraryDocument);
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sections = questionnaire.data?.projectQuestionnaire.sections;
  const groups = flattenGroups(groupsQuery.data?.questionGroups ?? []);
  if (!sections) return <PageProgress />;

  const choose = (sectionId: string, groupId: string | null) =>
    setChosen((current) => {
      const next = new Map(current);
      if (groupId === null) next.delete(sectionId);
      else next.set(sectionId, groupId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const picked = [...chosen].map(([id, groupId]) => ({ id, groupId }));
    if (picked.length === 0 || picked.some((section) => section.groupId === '') || copying) return;
    try {
      const { data } = await copy({ variables: { draftProjectId: record.draftProjectId, sections: picked } });
      if (data === undefined) return;
      enqueueSnackbar(`${countOf(data.copyDraftSectionsToLibrary, 'question')} copied to MeshVault`, {
        variant: 'success',
      });
      void navigate(LIBRARY_PATHS.list);
    } catch (error) {
      setFailure(importFailure(error));
    }
  };

  return (
    <form id={ACTION_FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
      <Stack spacing={1}>
        {groupsQuery.data && groups.length === 0 ? (
          <Alert severity="info">MeshVault has no group yet: add one in MeshVault first.</Alert>
        ) : null}
        {sections.map((section) => {
          const groupId = chosen.get(section.id);
          return (
            <Stack key={section.id} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControlLabel
                sx={{ flexGrow: 1 }}
                label={`${section.name} (${countOf(section.questions.length, 'question')})`}
                control={
                  <Checkbox
                    checked={groupId !== undefined}
                    onChange={(event) => choose(section.id, event.target.checked ? '' : null)}
                  />
                }
              />
              {groupId === undefined ? null : (
                <TextField
                  select
                  size="small"
                  required
                  sx={{ minWidth: 260 }}
                  label={`Group for ${section.name}`}
                  value={groupId}
                  onChange={(event) => choose(section.id, event.target.value)}
                  error={submitted && groupId === ''}
                  helperText={submitted && groupId === '' ? MESSAGES.required : undefined}
                >
                  {groups.map((group) => (
                    <MenuItem key={group.id} value={group.id}>
                      {indentedName(group)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          );
        })}
        {submitted && chosen.size === 0 ? (
          <FormHelperText error role="alert">
            {IMPORT_MESSAGES.selectSection}
          </FormHelperText>
        ) : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </Stack>
    </form>
  );
}
