import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Button, Chip, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import { PARTICIPATION_DISPLAY_LABELS, submissionReceipt } from '@shortlist/domain';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ServiceTypesWarning } from './service-types-warning';
import { SupplierDetails } from './supplier-details';
import type { ProjectSupplier } from './supplier-model';
import type { SupplierActions } from './use-supplier-actions';

/** The row actions: those of the Suppliers tab, and Resend Invite for an invited supplier. */
export type SupplierRowActions = SupplierActions & { resend: (id: string) => Promise<boolean> };

interface SupplierRowProps {
  supplier: ProjectSupplier;
  editable: boolean;
  actions: SupplierRowActions;
  /** Opens the Notes dialog; absent for a user who does not keep notes (mayKeepSupplierNotes). */
  onNotes?: (supplier: ProjectSupplier) => void;
  /** More row actions (the answers menu of an accepted supplier). */
  menu?: ReactNode;
}

/**
 * One supplier: title (an e-mail invitation, which has no vendor yet, with its address), status (with the receipt of
 * its submitted answers: when and by whom) and the spec 2 §4 row
 * action (blocked → Unblock; added → Delete) with Block while not blocked and Resend Invite while invited. A row with
 * a purpose expands to General info (industry), Reason for selection, the e-mail link and the first related link; a
 * supplier without required service types is flagged.
 */
export function SupplierRow({ supplier, editable, actions, onNotes, menu }: SupplierRowProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const detailsId = useId();
  const blocked = supplier.participationStatus === 'BLOCKED';
  const invited = supplier.participationStatus === 'INVITED';
  const invitedByEmail = !supplier.vendor.id && supplier.email;
  const act = (action: (id: string) => Promise<boolean>) => async () => {
    setBusy(true);
    await action(supplier.id);
    setBusy(false);
  };
  const button = (label: string, onClick: () => void) => (
    <Button size="small" disabled={busy} onClick={onClick} aria-label={`${label} ${supplier.name}`}>
      {label}
    </Button>
  );
  const action = (label: string, run: (id: string) => Promise<boolean>) => button(label, act(run));
  const withActions = editable || Boolean(onNotes) || menu !== undefined;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell>
          {supplier.purpose ? (
            <IconButton
              size="small"
              aria-label={`Details of ${supplier.name}`}
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              onClick={() => setOpen(!open)}
            >
              {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
            </IconButton>
          ) : null}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          {supplier.name}
          <ServiceTypesWarning lacksServiceTypes={supplier.lacksServiceTypes} />
          {invitedByEmail ? (
            <Typography variant="body2" color="text.secondary">
              {supplier.email}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          <Chip size="small" label={PARTICIPATION_DISPLAY_LABELS[supplier.displayStatus]} />
          {supplier.answersSubmittedAt ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {submissionReceipt(supplier.answersSubmittedAt, supplier.answersSubmittedBy)}
            </Typography>
          ) : null}
        </TableCell>
        {withActions ? (
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {editable ? (
              <>
                {blocked ? action('Unblock', actions.unblock) : button('Delete', () => setConfirmingDelete(true))}
                {blocked ? null : action('Block', actions.block)}
                {invited ? action('Resend Invite', actions.resend) : null}
              </>
            ) : null}
            {onNotes ? button('Notes', () => onNotes(supplier)) : null}
            {menu}
          </TableCell>
        ) : null}
      </TableRow>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete Supplier"
        message={`Are you sure you want to delete ${supplier.name} from the project?`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => {
          setConfirmingDelete(false);
          void act(actions.remove)();
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
      {open ? (
        <TableRow>
          <TableCell id={detailsId} colSpan={withActions ? 4 : 3}>
            <SupplierDetails
              industry={supplier.vendor.industry}
              purpose={supplier.purpose}
              email={supplier.email}
              relatedLinks={supplier.relatedLinks}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
