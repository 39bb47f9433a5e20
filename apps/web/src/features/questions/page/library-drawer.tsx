import { useMutation, useQuery } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControlLabel,
  IconButton,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import {
  CopyLibraryGroupToSectionDocument,
  CopyLibraryQuestionsToSectionDocument,
  flattenGroups,
  indentedName,
  type LibraryQuestion,
  LibraryQuestionBrowser,
  QuestionGroupsDocument,
} from '../../library';
import type { QuestionnaireSection } from './questionnaire-model';

interface LibraryDrawerProps {
  section: QuestionnaireSection;
  reload: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Spec 3 §2 the library side drawer of the project questions page: MeshVault's filters and list, from all questions
 * or one group; the selected questions, or the whole group (with its subgroups if asked), are copied to the end of
 * the section as questions taken from the library (read-only until Extract Question).
 */
export function LibraryDrawer({ section, reload, onClose }: LibraryDrawerProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [groupId, setGroupId] = useState('');
  const [withSubgroups, setWithSubgroups] = useState(false);
  const [selection, setSelection] = useState<LibraryQuestion[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = flattenGroups(useQuery(QuestionGroupsDocument).data?.questionGroups ?? []);
  const [copyQuestions] = useMutation(CopyLibraryQuestionsToSectionDocument);
  const [copyGroup] = useMutation(CopyLibraryGroupToSectionDocument);

  const run = async (copy: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await copy();
      await reload();
      enqueueSnackbar(`Questions have been added to ${section.name}`, { variant: 'success' });
      onClose();
    } catch (failure) {
      setError(toUserMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const addSelected = () =>
    run(() =>
      copyQuestions({ variables: { questionIds: selection.map((question) => question.id), sectionId: section.id } }),
    );
  const addGroup = () => run(() => copyGroup({ variables: { groupId, sectionId: section.id, withSubgroups } }));

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100vw', md: 'min(92vw, 1040px)' }, p: 2, gap: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6">
            MeshVault
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Add questions to {section.name}
          </Typography>
        </Box>
        <IconButton aria-label="Close MeshVault" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Group"
          value={groupId}
          onChange={(event) => {
            setGroupId(event.target.value);
            setSelection([]);
          }}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">All Questions</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {indentedName(group)}
            </MenuItem>
          ))}
        </TextField>
        {groupId ? (
          <>
            <FormControlLabel
              control={
                <Checkbox checked={withSubgroups} onChange={(event) => setWithSubgroups(event.target.checked)} />
              }
              label="Include subgroups"
            />
            <Button variant="outlined" disabled={busy} onClick={() => void addGroup()}>
              Add Group
            </Button>
          </>
        ) : null}
      </Box>
      <LibraryQuestionBrowser
        key={groupId}
        groupId={groupId || null}
        selection={selection}
        onSelectionChange={setSelection}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || selection.length === 0} onClick={() => void addSelected()}>
          {`Add Selected Questions (${selection.length})`}
        </Button>
      </Box>
    </Drawer>
  );
}
