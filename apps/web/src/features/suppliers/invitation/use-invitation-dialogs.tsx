import { useQuery } from '@apollo/client/react';
import { INVITATION_TEXTS } from '@shortlist/domain';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AcceptInvitationDialog } from './accept-invitation-dialog';
import { OwnProductsDocument } from './invitation-documents';
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
  // An invitation sent by e-mail only names no product yet: the signed-in supplier picks one of its own.
  const choosing = product.productId === null && project.signedIn;
  const ownProducts = useQuery(OwnProductsDocument, { skip: !choosing || open !== 'accept' });
  const dialogs = (
    <>
      <AcceptInvitationDialog
        open={open === 'accept'}
        projectName={project.name}
        productName={product.productName}
        choices={choosing ? (ownProducts.data?.companyProfile.products ?? []) : null}
        busy={actions.busy}
        onCancel={close}
        onAccept={async (ownProductId) => {
          if (await actions.accept(product.id, ownProductId)) close();
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
