import { useMutation } from '@apollo/client/react';
import { INVITATION_TEXTS } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { invitationPreviewPath } from '../../../lib/invitation-paths';
import { AcceptProjectInvitationDocument, DeclineProjectInvitationDocument } from './invitation-documents';

/**
 * Spec 2 §7 Accept invitation and Decline with the §8 toasts; declining goes to the preview (spec 2 §4). Each
 * resolves true when the server agreed; a refusal shows 'Sorry, we are having trouble with it. Please try again.'.
 */
export function useInvitationActions(projectId: string, hash: string | null) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const options = { refetchQueries: ['SupplierProject'], awaitRefetchQueries: true };
  const [accept, { loading: accepting }] = useMutation(AcceptProjectInvitationDocument, options);
  const [decline, { loading: declining }] = useMutation(DeclineProjectInvitationDocument, options);

  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await call();
      enqueueSnackbar(success, { variant: 'success' });
      return true;
    } catch {
      enqueueSnackbar(INVITATION_TEXTS.failure, { variant: 'error' });
      return false;
    }
  };
  const on = (productId: string) => ({ variables: { projectId, productId, hash } });

  return {
    busy: accepting || declining,
    accept: (productId: string, ownProductId: string | null) =>
      run(() => accept({ variables: { ...on(productId).variables, ownProductId } }), INVITATION_TEXTS.accepted),
    decline: async (productId: string) => {
      const declined = await run(() => decline(on(productId)), INVITATION_TEXTS.declined);
      if (declined) navigate(invitationPreviewPath(projectId, productId, hash));
      return declined;
    },
  };
}
export type InvitationActions = ReturnType<typeof useInvitationActions>;
