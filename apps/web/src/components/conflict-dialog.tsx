import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

interface ConflictDialogProps {
  /** What happened, e.g. 'This answer was changed elsewhere since you opened it'. */
  title: string;
  /** What was changed: the question, the table. */
  subject: string;
  /** The user's version; given the id of its 'Yours' heading, to name a field by. */
  mine: (labelId: string) => ReactNode;
  /** The stored version; given the id of its 'Saved' heading. */
  saved: (labelId: string) => ReactNode;
  /** One above the other (wide content such as tables) rather than side by side. */
  stacked?: boolean;
  /** A choice is being carried out: both buttons wait. */
  busy?: boolean;
  onUseSaved: () => void;
  onKeepMine: () => void;
}

/**
 * A save refused because what it was typed over changed elsewhere: both versions, and the user's choice between
 * taking the saved one (Use Saved) and saving theirs over it (Keep Mine). Nothing is decided until they choose.
 */
export function ConflictDialog({
  title,
  subject,
  mine,
  saved,
  stacked = false,
  busy = false,
  onUseSaved,
  onKeepMine,
}: ConflictDialogProps) {
  const id = useId();
  return (
    <Dialog
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-subject`}
      maxWidth={stacked ? 'lg' : 'md'}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-subject`} sx={{ mb: 2 }}>
          {subject}
        </DialogContentText>
        <Stack direction={stacked ? 'column' : { xs: 'column', md: 'row' }} spacing={3}>
          <ConflictSide title="Yours" render={mine} />
          <ConflictSide title="Saved" render={saved} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onUseSaved} disabled={busy}>
          Use Saved
        </Button>
        <Button variant="contained" onClick={onKeepMine} disabled={busy}>
          Keep Mine
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ConflictSide({ title, render }: { title: string; render: (labelId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {render(titleId)}
    </Box>
  );
}
