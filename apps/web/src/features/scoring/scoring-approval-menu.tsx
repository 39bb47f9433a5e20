import { useMutation } from '@apollo/client/react';
import { Button, Chip, Menu, MenuItem, Stack } from '@mui/material';
import type { ApprovalAction, QuestionStatus } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import { RejectQuestionDialog } from '../question-editor';
import { QUESTION_STATUS_COLORS, QUESTION_STATUS_LABELS } from '../questions';
import { DecideScoringQuestionDocument } from './scoring-approval-documents';
import type { ScoringQuestion, ScoringTarget } from './scoring-model';

interface ScoringApprovalMenuProps {
  projectId: string;
  question: ScoringQuestion;
  target: ScoringTarget;
  /** Reads the scoring again: an approval changes which answers count and who may rate them. */
  onDecided: () => Promise<void>;
}

/** What each status may become (spec 3 §4: approve, unapprove, reject). */
const OFFERED: Readonly<Record<QuestionStatus, ApprovalAction[]>> = {
  PENDING: ['APPROVE', 'REJECT'],
  APPROVED: ['UNAPPROVE', 'REJECT'],
  REJECTED: ['APPROVE', 'UNAPPROVE'],
};

const ACTION_NAMES: Readonly<Record<ApprovalAction, string>> = {
  APPROVE: 'Approve',
  UNAPPROVE: 'Unapprove',
  REJECT: 'Reject',
};

/**
 * Spec 3 §6 scoring-page approve rights: the question's approval (a chip unless approved) and, for whoever may
 * approve it here, Approve, Unapprove and Reject (a reason asked, as on the questions page).
 */
export function ScoringApprovalMenu({ projectId, question, target, onDecided }: ScoringApprovalMenuProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [decideQuestion, { loading }] = useMutation(DecideScoringQuestionDocument);
  const label = question.definition.label;
  const decide = async (action: ApprovalAction, reason?: string) => {
    await decideQuestion({ variables: { input: { projectId, ...target, action, reason } } });
    await onDecided();
  };
  const choose = async (action: ApprovalAction) => {
    setAnchor(null);
    if (action === 'REJECT') return setRejecting(true);
    try {
      await decide(action);
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {question.status !== 'APPROVED' ? (
        <Chip
          size="small"
          color={QUESTION_STATUS_COLORS[question.status]}
          label={QUESTION_STATUS_LABELS[question.status]}
        />
      ) : null}
      {question.mayApprove ? (
        <Button
          size="small"
          aria-label={`Approval of ${label}`}
          aria-haspopup="menu"
          disabled={loading}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Approval
        </Button>
      ) : null}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {OFFERED[question.status].map((action) => (
          <MenuItem key={action} onClick={() => void choose(action)}>
            {ACTION_NAMES[action]}
          </MenuItem>
        ))}
      </Menu>
      {rejecting ? (
        <RejectQuestionDialog
          label={label}
          onReject={(reason) => decide('REJECT', reason)}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Stack>
  );
}
