import { useMutation, useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Container, Link, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toUserMessage } from '../../../lib/errors';
import { LibraryQuestionBrowser } from '../browser/library-question-browser';
import { LibraryGroupNav } from '../groups/library-group-nav';
import { LIBRARY_REFETCH, QuestionGroupsDocument, UnlinkLibraryQuestionsDocument } from '../library-documents';
import { findGroup, type LibraryQuestion } from '../library-model';
import { LIBRARY_PATHS } from '../library-paths';
import type { LibraryDialog } from './library-dialog';
import { LibraryDialogs } from './library-dialogs';
import { LibraryRowActions } from './library-row-actions';
import { SelectionToolbar } from './selection-toolbar';

/**
 * Spec 3 §2 MeshVault, /library (All Questions) and /library/groups/{groupId}: the group tree on the left; the
 * filters, the questions and what can be done with the selected ones in the main area.
 */
export function LibraryPage() {
  const groupId = useParams().groupId ?? null;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const groupsQuery = useQuery(QuestionGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [unlink] = useMutation(UnlinkLibraryQuestionsDocument, { refetchQueries: LIBRARY_REFETCH });
  const [selection, setSelection] = useState<LibraryQuestion[]>([]);
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  // Another group starts with nothing selected.
  const [selectionGroupId, setSelectionGroupId] = useState(groupId);
  if (selectionGroupId !== groupId) {
    setSelectionGroupId(groupId);
    setSelection([]);
  }
  const groups = groupsQuery.data?.questionGroups ?? [];
  const group = groupId === null ? undefined : findGroup(groups, groupId);
  const groupMissing = groupId !== null && groupsQuery.data !== undefined && group === undefined;
  const selectedIds = selection.map((question) => question.id);

  const unlinkSelection = async () => {
    if (groupId === null) return;
    try {
      await unlink({ variables: { groupId, questionIds: selectedIds } });
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
      return;
    }
    enqueueSnackbar('Questions have been unlinked from the group', { variant: 'success' });
    setSelection([]);
  };

  const addQuestion = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'question', question: null })}>
      Create New Question
    </Button>
  );

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          MeshVault
        </Typography>
        {addQuestion}
      </Box>
      {groupsQuery.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toUserMessage(groupsQuery.error)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, width: { xs: '100%', lg: 280 }, flexShrink: 0 }}>
          <LibraryGroupNav
            groups={groups}
            currentGroupId={groupId}
            onAction={(action) => setDialog({ kind: 'group', action })}
          />
        </Paper>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h2">
                {group?.name ?? 'All Questions'}
              </Typography>
              {group?.description ? <Typography color="text.secondary">{group.description}</Typography> : null}
            </Box>
            {group ? (
              <Button
                variant="outlined"
                onClick={() => setDialog({ kind: 'copy', source: { kind: 'group', groupId: group.id } })}
              >
                Copy group to project
              </Button>
            ) : null}
          </Box>
          {groupMissing ? (
            <Alert severity="info">
              This group no longer exists.{' '}
              <Link component={RouterLink} to={LIBRARY_PATHS.list}>
                All Questions
              </Link>
            </Alert>
          ) : (
            <>
              {selection.length ? (
                <SelectionToolbar
                  selection={selection}
                  groupShown={groupId !== null}
                  onLink={() => setDialog({ kind: 'link', questionIds: selectedIds })}
                  onUnlink={() => void unlinkSelection()}
                  onCopy={() => setDialog({ kind: 'copy', source: { kind: 'questions', questionIds: selectedIds } })}
                  onDelete={(questions) => setDialog({ kind: 'delete-questions', questions })}
                  onClear={() => setSelection([])}
                />
              ) : null}
              <LibraryQuestionBrowser
                key={groupId ?? 'all'}
                groupId={groupId}
                selection={selection}
                onSelectionChange={setSelection}
                rowActions={(question) => <LibraryRowActions question={question} onOpen={setDialog} />}
                emptyAction={
                  <Button
                    sx={{ mt: 1 }}
                    startIcon={<AddIcon />}
                    onClick={() => setDialog({ kind: 'question', question: null })}
                  >
                    Add a question
                  </Button>
                }
              />
            </>
          )}
        </Box>
      </Box>
      <LibraryDialogs
        open={dialog}
        groups={groups}
        onClose={() => setDialog(null)}
        onQuestionsDeleted={(ids) =>
          setSelection((current) => current.filter((question) => !ids.includes(question.id)))
        }
        onGroupsDeleted={(ids) => {
          if (groupId !== null && ids.includes(groupId)) void navigate(LIBRARY_PATHS.list);
        }}
      />
    </Container>
  );
}
