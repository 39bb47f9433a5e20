import { Box, Button, Typography } from '@mui/material';
import type { LibraryQuestion } from '../library-model';

interface SelectionToolbarProps {
  selection: readonly LibraryQuestion[];
  /** The group shown: its questions can be unlinked from it. */
  groupShown: boolean;
  onLink: () => void;
  onUnlink: () => void;
  onCopy: () => void;
  onDelete: (questions: readonly LibraryQuestion[]) => void;
  onClear: () => void;
}

/** Spec 3 §2 what can be done with the selected questions: link, unlink, copy to a project, delete. */
export function SelectionToolbar({
  selection,
  groupShown,
  onLink,
  onUnlink,
  onCopy,
  onDelete,
  onClear,
}: SelectionToolbarProps) {
  const deletable = selection.filter((question) => question.permissions.delete);
  return (
    <Box
      role="toolbar"
      aria-label="Selected questions"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography sx={{ mr: 1 }}>{selection.length} selected</Typography>
      <Button variant="outlined" size="small" onClick={onLink}>
        Link to Group
      </Button>
      {groupShown ? (
        <Button variant="outlined" size="small" onClick={onUnlink}>
          Unlink
        </Button>
      ) : null}
      <Button variant="outlined" size="small" onClick={onCopy}>
        Copy to Project
      </Button>
      {deletable.length ? (
        <Button variant="outlined" size="small" color="error" onClick={() => onDelete(deletable)}>
          Delete
        </Button>
      ) : null}
      <Button size="small" onClick={onClear}>
        Clear Selection
      </Button>
    </Box>
  );
}
