import ErrorOutlineIcon from '@mui/icons-material/Error';
import { CircularProgress, InputAdornment, TextField, Tooltip } from '@mui/material';
import { SCORING_NOTES_MAX } from '@shortlist/domain';
import { useNotesAutosave } from './use-notes-autosave';

/** Spec 2 §5: the tooltip of a note that did not save. */
export const NOT_SAVED = 'Value is not saved';

interface NotesFieldProps {
  notes: string;
  /** 'Notes of <product> for <question>'. */
  label: string;
  readOnly: boolean;
  onSave: (notes: string) => Promise<unknown>;
}

/** Notes on an answer, saved on their own (spec 2 §5): a spinner while a save is slow, a warning when it failed. */
export function NotesField({ notes, label, readOnly, onSave }: NotesFieldProps) {
  const { value, state, change, flush } = useNotesAutosave(notes, onSave);
  return (
    <TextField
      size="small"
      label="Notes"
      multiline
      minRows={1}
      maxRows={6}
      fullWidth
      value={value}
      onChange={(event) => change(event.target.value)}
      onBlur={() => void flush()}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: SCORING_NOTES_MAX, readOnly },
        input: { endAdornment: <NotesState state={state} /> },
      }}
    />
  );
}

function NotesState({ state }: { state: ReturnType<typeof useNotesAutosave>['state'] }) {
  if (state === 'slow')
    return (
      <InputAdornment position="end">
        <CircularProgress size={16} aria-label="Saving" />
      </InputAdornment>
    );
  if (state !== 'failed') return null;
  return (
    <InputAdornment position="end">
      <Tooltip title={NOT_SAVED}>
        <ErrorOutlineIcon color="error" fontSize="small" />
      </Tooltip>
    </InputAdornment>
  );
}
