import ErrorOutlineIcon from '@mui/icons-material/Error';
import { CircularProgress, InputAdornment, TextField, Tooltip } from '@mui/material';
import { SCORING_NOTES_MAX } from '@shortlist/domain';
import { useState } from 'react';
import { ROW_PART } from './scoring-row-styles';
import { type NotesSaveState, useNotesAutosave } from './use-notes-autosave';

/** Spec 2 §5: the tooltip of a note that did not save. */
export const NOT_SAVED = 'Value is not saved';

interface NotesFieldProps {
  notes: string;
  /** 'Notes of <product> for <question>'. */
  label: string;
  readOnly: boolean;
  onSave: (notes: string) => Promise<unknown>;
}

/**
 * Notes on an answer, saved on their own (spec 2 §5): a spinner while a save is slow, a warning when it failed.
 * Issue 33 point 7: shown as text in a light button until focused, and only then as the autosizing field, which
 * measures its text and would make a screenful of cells too slow to render.
 */
export function NotesField({ notes, label, readOnly, onSave }: NotesFieldProps) {
  const { value, state, change, flush } = useNotesAutosave(notes, onSave);
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <div className={ROW_PART.field}>
        {readOnly ? (
          <div role="note" className={ROW_PART.notes} aria-label={label} style={{ cursor: 'auto' }}>
            {value}
          </div>
        ) : (
          <button
            type="button"
            className={value ? ROW_PART.notes : `${ROW_PART.notes} ${ROW_PART.emptyNotes}`}
            aria-label={label}
            onFocus={() => setEditing(true)}
            onClick={() => setEditing(true)}
          >
            {value || 'Add notes'}
          </button>
        )}
        <span className={ROW_PART.caption} aria-hidden>
          Notes
        </span>
        <NotesState state={state} light />
      </div>
    );
  return (
    <TextField
      size="small"
      label="Notes"
      multiline
      minRows={1}
      maxRows={6}
      fullWidth
      autoFocus
      value={value}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        setEditing(false);
        void flush();
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: SCORING_NOTES_MAX },
        input: { endAdornment: <NotesState state={state} /> },
      }}
    />
  );
}

/** The save's state at the field's end: in the text field's adornment, or over the light button (`light`). */
function NotesState({ state, light = false }: { state: NotesSaveState; light?: boolean }) {
  const shown =
    state === 'slow' ? (
      <CircularProgress size={16} aria-label="Saving" />
    ) : state === 'failed' ? (
      <Tooltip title={NOT_SAVED}>
        <ErrorOutlineIcon color="error" fontSize="small" />
      </Tooltip>
    ) : null;
  if (!shown) return null;
  if (light) return <span className={ROW_PART.fieldState}>{shown}</span>;
  return <InputAdornment position="end">{shown}</InputAdornment>;
}
