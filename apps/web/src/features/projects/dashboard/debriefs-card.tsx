import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { DEBRIEF_TEXTS, formatDate } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { DebriefRecipientsDocument, SendDebriefsDocument } from './debriefs-documents';

type Recipient = { id: string; name: string; winner: boolean; lastSentAt: string | null };

const sentLine = (recipient: Recipient) =>
  recipient.lastSentAt ? DEBRIEF_TEXTS.sentOn(formatDate(recipient.lastSentAt)) : DEBRIEF_TEXTS.neverSent;

/**
 * Issue 38 item 3, on a completed RFP/RFI's dashboard for its owners: Send debriefs, behind a confirmation listing
 * the accepted suppliers (all checked) and whether each was sent one before. Nothing for anyone else.
 */
export function DebriefsCard({ projectId }: { projectId: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const { data } = useQuery(DebriefRecipientsDocument, { variables: { projectId }, fetchPolicy: 'cache-and-network' });
  const recipients = data?.debriefRecipients;
  if (!recipients) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {DEBRIEF_TEXTS.cardTitle}
        </Typography>
        <Typography>{recipients.length > 0 ? DEBRIEF_TEXTS.cardIntro : DEBRIEF_TEXTS.noRecipients}</Typography>
        {sent !== null ? <Alert severity="success">{DEBRIEF_TEXTS.sent(sent)}</Alert> : null}
        {recipients.length > 0 ? (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {DEBRIEF_TEXTS.action}
          </Button>
        ) : null}
      </Stack>
      {open ? (
        <SendDebriefsDialog
          projectId={projectId}
          recipients={recipients}
          onClose={() => setOpen(false)}
          onSent={(count) => {
            setSent(count);
            setOpen(false);
          }}
        />
      ) : null}
    </Paper>
  );
}

interface SendDebriefsDialogProps {
  projectId: string;
  recipients: readonly Recipient[];
  onClose: () => void;
  onSent: (count: number) => void;
}

function SendDebriefsDialog({ projectId, recipients, onClose, onSent }: SendDebriefsDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(recipients.map((row) => row.id)));
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendDebriefsDocument);
  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async () => {
    setError(null);
    try {
      await send({ variables: { projectId, productIds: [...chosen] } });
      onSent(chosen.size);
    } catch (failure) {
      setError(toUserMessage(failure));
    }
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{DEBRIEF_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DEBRIEF_TEXTS.intro}</DialogContentText>
        <FormGroup sx={{ mt: 1 }}>
          {recipients.map((recipient) => (
            <FormControlLabel
              key={recipient.id}
              control={
                <Checkbox
                  checked={chosen.has(recipient.id)}
                  onChange={(event) => toggle(recipient.id, event.target.checked)}
                  disabled={loading}
                />
              }
              label={`${recipient.name} · ${sentLine(recipient)}`}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </FormGroup>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading || chosen.size === 0}>
          {DEBRIEF_TEXTS.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
