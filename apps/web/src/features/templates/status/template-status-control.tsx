import { useMutation } from '@apollo/client/react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import {
  TEMPLATE_MESSAGES,
  TEMPLATE_STATUS_LABELS,
  TEMPLATE_STATUSES,
  type TemplateStatus,
  templateStatusConfirmation,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toUserMessage } from '../../../lib/errors';
import { ChangeProjectTemplateStatusDocument } from '../templates-documents';
import type { TemplateRecord } from '../use-template';
import { TemplateStatusChip } from './template-status-chip';

/** The permission that opens each status (spec 3 §4). */
const ALLOWED_BY = { DRAFT: 'returnToDraft', IN_REVIEW: 'submit', PUBLISHED: 'publish' } as const;
const CONFIRM_LABELS: Record<TemplateStatus, string> = {
  DRAFT: 'Move to Draft',
  IN_REVIEW: 'Submit',
  PUBLISHED: 'Publish',
};

interface TemplateStatusControlProps {
  template: TemplateRecord;
  /** After a change (the list refetches: its status filter may no longer match). */
  onChanged?: () => unknown;
}

/**
 * Spec 3 §4 the status control, for admins and users of the template's company who manage it (others see the status):
 * Draft always, Submitted unless Published, Published with REVIEW_TEMPLATES; Submitted and Published need a section.
 * Leaving Published, submitting a draft and publishing ask for confirmation first.
 */
export function TemplateStatusControl({ template, onChanged }: TemplateStatusControlProps) {
  const menuId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<TemplateStatus | null>(null);
  const [changeStatus, { loading }] = useMutation(ChangeProjectTemplateStatusDocument);
  if (!template.permissions.changeStatus) return <TemplateStatusChip status={template.status} />;

  const change = async (status: TemplateStatus) => {
    try {
      await changeStatus({ variables: { id: template.id, status } });
      enqueueSnackbar(TEMPLATE_MESSAGES.statusChanged, { variant: 'success' });
      await onChanged?.();
    } catch (error) {
      enqueueSnackbar(toUserMessage(error), { variant: 'error' });
    } finally {
      setConfirming(null);
    }
  };
  const choose = (status: TemplateStatus) => {
    setAnchor(null);
    if (templateStatusConfirmation(template.status, status) === null) void change(status);
    else setConfirming(status);
  };
  const label = TEMPLATE_STATUS_LABELS[template.status];

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-label={`Status of ${template.name}: ${label}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        disabled={loading}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {TEMPLATE_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={status === template.status}
            disabled={!template.permissions[ALLOWED_BY[status]]}
            onClick={() => choose(status)}
          >
            <ListItemText
              primary={TEMPLATE_STATUS_LABELS[status]}
              secondary={status !== 'DRAFT' && template.sectionCount === 0 ? TEMPLATE_MESSAGES.noSections : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={confirming !== null}
        title="Change Template Status"
        message={confirming ? (templateStatusConfirmation(template.status, confirming) ?? '') : ''}
        confirmLabel={confirming ? CONFIRM_LABELS[confirming] : ''}
        busy={loading}
        onConfirm={() => confirming && void change(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
