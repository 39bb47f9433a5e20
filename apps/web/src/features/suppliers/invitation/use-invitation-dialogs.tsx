import { INVITATION_TEXTS } from '@shortlist/domain';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AcceptInvitationDialog } from './accept-invitation-dialog';
import { useInvitationActions } from './use-invitation-actions';
import type { SupplierProductRecord, SupplierProjectRecord } from './use-supplier-project';

/**
 * The accept form and the decline confirmation of one invitation: `askAccept` and `askDecline` open them, `dialogs`
 * renders them.
 */
export function useInvitationDialogs(
  project: SupplierProjectRecord,
  product: SupplierProductRecord,
  hash: string | null,
): { askAccept: () => void; askDecline: () => void; dialogs: ReactNode } {
  const actions = useInvitationActions(project.id, hash);
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null);
  const close = () => setOpen(null);
  const dialogs = (
    <>
      <AcceptInvitationDialog
        open={open === 'accept'}
        projectName={project.name}
        productName={product.productName}
        busy={actions.busy}
        onCancel={close}
        onAccept={async () => {
          if (await actions.accept(product.id)) close();
        }}
      />
      <ConfirmDialog
        open={open === 'decline'}
        title={INVITATION_TEXTS.declineTitle}
        message={INVITATION_TEXTS.declineWarning}
        confirmLabel="Decline"
        busy={actions.busy}
        onCancel={close}
        onConfirm={async () => {
          if (await actions.decline(product.id)) close();
        }}
      />
    </>
  );
  return { askAccept: () => setOpen('accept'), askDecline: () => setOpen('decline'), dialogs };
}
