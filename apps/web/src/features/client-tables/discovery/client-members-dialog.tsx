import { useMutation } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import {
  CLIENT_TABLE_MESSAGES,
  clientDeadlineProblem,
  clientMemberLabel,
  clientMemberStatusLabel,
  memberEmailProblems,
  normalizedMemberEmail,
  type UserStatus,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import type { ClientDiscoveryFieldsFragment } from '../../../gql/graphql';
import { toUserMessage } from '../../../lib/errors';
import { fromDateInput, toDateInput } from '../../../lib/project-dates';
import { ResendClientMemberInviteDocument, UpdateClientMembersDocument } from '../client-tables-documents';

interface ListedMember {
  id: string | null;
  email: string;
  name: string | null;
  status: UserStatus | null;
}

interface ClientMembersDialogProps {
  discovery: ClientDiscoveryFieldsFragment;
  onClose: () => void;
}

/**
 * Spec 2 §9 Client Members Invitations: the members ('name (email)' when active, else the e-mail, with their status),
 * new e-mails to invite, Resend Invite, and the deadline (today or later; not while the tables are locked).
 */
export function ClientMembersDialog({ discovery, onClose }: ClientMembersDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [members, setMembers] = useState<ListedMember[]>(discovery.clientMembers);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(toDateInput(discovery.clientTablesDeadline));
  const [deadlineError, setDeadlineError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateClientMembersDocument);
  const [resend] = useMutation(ResendClientMemberInviteDocument);
  const locked = discovery.clientTablesStatus === 'SUBMITTED' || discovery.status === 'COMPLETED';

  const add = () => {
    const problem = memberEmailProblems([...members.map((member) => member.email), email])[members.length];
    setEmailError(problem ?? null);
    if (problem) return;
    setMembers([...members, { id: null, email: normalizedMemberEmail(email), name: null, status: null }]);
    setEmail('');
  };

  const checkedDeadline = (): Date | null | 'invalid' => {
    const unchanged = toDateInput(discovery.clientTablesDeadline) === deadline;
    if (unchanged && locked) return discovery.clientTablesDeadline ? new Date(discovery.clientTablesDeadline) : null;
    const day = fromDateInput(deadline);
    if (!day) {
      setDeadlineError(CLIENT_TABLE_MESSAGES.required);
      return 'invalid';
    }
    const problem = unchanged
      ? null
      : clientDeadlineProblem(day, { status: discovery.clientTablesStatus, projectStatus: discovery.status });
    setDeadlineError(problem);
    return problem ? 'invalid' : day;
  };

  const submit = async () => {
    const day = checkedDeadline();
    if (day === 'invalid') return;
    try {
      const list = members.map((member) => (member.id ? { id: member.id } : { email: member.email }));
      await save({ variables: { projectId: discovery.id, members: list, deadline: day?.toISOString() ?? null } });
      onClose();
    } catch (error) {
      setFailure(toUserMessage(error));
    }
  };

  const resendTo = async (member: ListedMember) => {
    if (!member.id) return;
    try {
      await resend({ variables: { projectId: discovery.id, memberId: member.id } });
      enqueueSnackbar('The invite is successfully sent', { variant: 'success' });
    } catch {
      enqueueSnackbar('Unable to send the invite', { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Client Members Invitations</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Deadline"
            type="date"
            required
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
            disabled={locked}
            error={Boolean(deadlineError)}
            helperText={deadlineError ?? (locked ? CLIENT_TABLE_MESSAGES.deadlineWhileLocked : ' ')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <List dense aria-label="Client members">
            {members.map((member) => (
              <ListItem
                key={member.id ?? member.email}
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {member.id ? (
                      <Button
                        size="small"
                        onClick={() => resendTo(member)}
                        aria-label={`Resend invite to ${member.email}`}
                      >
                        Resend Invite
                      </Button>
                    ) : null}
                    <IconButton
                      edge="end"
                      aria-label={`Remove ${member.email}`}
                      onClick={() => setMembers(members.filter((each) => each !== member))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText
                  primary={clientMemberLabel(member)}
                  secondary={<Chip size="small" label={clientMemberStatusLabel(member.status)} component="span" />}
                />
              </ListItem>
            ))}
          </List>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              error={Boolean(emailError)}
              helperText={emailError ?? ' '}
              size="small"
              fullWidth
            />
            <Button onClick={add}>Add</Button>
          </Stack>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={loading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
