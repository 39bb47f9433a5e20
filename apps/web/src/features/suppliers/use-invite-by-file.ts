import { useApolloClient, useMutation } from '@apollo/client/react';
import { INVITE_ERROR_CODES, INVITE_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import type { InviteProjectSuppliersByFileMutation } from '../../gql/graphql';
import { errorCode, toUserMessage } from '../../lib/errors';
import { InviteProjectSuppliersByFileDocument } from './invite-by-file-documents';
import { SUPPLIER_QUERIES } from './use-supplier-actions';

export type FileInvitation = InviteProjectSuppliersByFileMutation['inviteProjectSuppliersByFile'];

/** What an invitation file came to: the result to show, a refusal of the file to show, or the dialog is done. */
export type FileInviteOutcome =
  | { kind: 'done'; result: FileInvitation }
  | { kind: 'refused'; message: string }
  /** The invitations are kept, but an e-mail could not be sent: 'Unable to send the invite' (Resend Invite). */
  | { kind: 'unsent' };

/**
 * Spec 2 §7 Invite by file upload ({file id, project}); the suppliers table is reloaded after it, and also when the
 * invitations were kept but an e-mail could not be sent.
 */
export function useInviteByFile(projectId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [invite] = useMutation(InviteProjectSuppliersByFileDocument, {
    refetchQueries: SUPPLIER_QUERIES,
    awaitRefetchQueries: true,
  });
  return async (fileId: string): Promise<FileInviteOutcome> => {
    try {
      const { data } = await invite({ variables: { projectId, fileId } });
      if (!data) return { kind: 'refused', message: INVITE_MESSAGES.failed };
      return { kind: 'done', result: data.inviteProjectSuppliersByFile };
    } catch (error) {
      if (errorCode(error) !== INVITE_ERROR_CODES.notSent) return { kind: 'refused', message: toUserMessage(error) };
      enqueueSnackbar(INVITE_MESSAGES.failed, { variant: 'error' });
      await client.refetchQueries({ include: SUPPLIER_QUERIES });
      return { kind: 'unsent' };
    }
  };
}
