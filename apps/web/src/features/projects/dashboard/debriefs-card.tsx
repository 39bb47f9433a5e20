import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { DEBRIEF_TEXTS, formatDate } from '@shortlist/domain';
import { useId, useState } from 'react';
import { ChecklistDialog, useCheckedSet } from '../../../components/checklist-dialog';
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
  const { checked, toggle } = useCheckedSet(() => recipients.map((row) => row.id));
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendDebriefsDocument);
  const submit = async () => {
    setError(null);
    try {
      await send({ variables: { projectId, productIds: [...checked] } });
      onSent(checked.size);
    } catch (failure) {
      setError(toUserMessage(failure));
    }
  };
  return (
    <ChecklistDialog
      title={DEBRIEF_TEXTS.title}
      intro={DEBRIEF_TEXTS.intro}
      items={recipients.map((recipient) => ({
        id: recipient.id,
        label: `${recipient.name} · ${sentLine(recipient)}`,
        checked: checked.has(recipient.id),
      }))}
      onToggle={toggle}
      error={error}
      submitLabel={DEBRIEF_TEXTS.send}
      busy={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
    />
  );
}
