import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  INVITE_ERROR_CODES,
  INVITE_MESSAGES,
  inviteSuccessMessage,
  type ProjectStatus,
  type RegisteredVendorDetails,
} from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { z } from 'zod';
import { errorCode, serverFieldErrors } from '../../lib/errors';
import {
  AddProjectSuppliersDocument,
  InviteProjectSuppliersByEmailDocument,
  ResendProjectSupplierInvitesDocument,
} from './suppliers-documents';
import { SUPPLIER_QUERIES } from './use-supplier-actions';

/** What an invitation call came to; only a refusal the dialog shows itself is returned with its facts. */
export type InviteOutcome =
  | { kind: 'sent' }
  | { kind: 'registered'; vendor: RegisteredVendorDetails }
  | { kind: 'invalid'; fields: Partial<Record<'email' | 'productName', string>> }
  /** The invitation is kept, but its e-mail could not be sent (Resend Invite tries again). */
  | { kind: 'unsent' }
  | { kind: 'failed' };

const detailsSchema = z.object({
  email: z.string(),
  vendor: z.object({ id: z.string(), name: z.string() }),
  products: z.array(z.object({ id: z.string(), name: z.string(), isAdded: z.boolean() })),
});

/** Spec 2 §5: the registered vendor a DOMAIN_IS_ALREADY_EXISTED refusal names, with its products. */
function registeredVendor(error: unknown): RegisteredVendorDetails | null {
  if (errorCode(error) !== INVITE_ERROR_CODES.domainExists || !CombinedGraphQLErrors.is(error)) return null;
  return detailsSchema.safeParse(error.errors[0]?.extensions?.details).data ?? null;
}

/** The server's field messages of the one invited row ('products.0.email' → email). */
function rowFieldErrors(error: unknown): Partial<Record<'email' | 'productName', string>> {
  const fields = serverFieldErrors(error);
  const email = fields['products.0.email'];
  const productName = fields['products.0.productName'];
  return { ...(email ? { email } : {}), ...(productName ? { productName } : {}) };
}

/**
 * Spec 2 §7 invitation calls of the Suppliers tab with spec 2 §8's toasts: 'The invite is successfully sent' (in Draft
 * and In Review, when it will be: on publishing), or 'Unable to send the invite'. A refusal the dialog shows (the
 * registered domain, field messages) has no toast. An invitation whose e-mail could not be sent is kept by the
 * server, so the table is reloaded then too.
 */
export function useInviteActions(projectId: string, projectStatus: ProjectStatus) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const options = { refetchQueries: SUPPLIER_QUERIES, awaitRefetchQueries: true };
  const [inviteByEmail] = useMutation(InviteProjectSuppliersByEmailDocument, options);
  const [add] = useMutation(AddProjectSuppliersDocument, options);
  const [resend] = useMutation(ResendProjectSupplierInvitesDocument);

  const run = async (
    call: () => Promise<unknown>,
    sent = inviteSuccessMessage(projectStatus),
  ): Promise<InviteOutcome> => {
    try {
      await call();
      enqueueSnackbar(sent, { variant: 'success' });
      return { kind: 'sent' };
    } catch (error) {
      const vendor = registeredVendor(error);
      if (vendor) return { kind: 'registered', vendor };
      const fields = rowFieldErrors(error);
      if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
      enqueueSnackbar(INVITE_MESSAGES.failed, { variant: 'error' });
      if (errorCode(error) !== INVITE_ERROR_CODES.notSent) return { kind: 'failed' };
      await client.refetchQueries({ include: SUPPLIER_QUERIES });
      return { kind: 'unsent' };
    }
  };

  return {
    inviteByEmail: (email: string, productName: string) =>
      run(() => inviteByEmail({ variables: { projectId, products: [{ email, productName }] } })),
    /** Spec 2 §5: the registered vendor's product picked instead, added with the existing Add supplier call. */
    addVendorProduct: (productId: string) =>
      run(() => add({ variables: { projectId, products: [{ id: productId }] } })),
    /** Only invited suppliers are sent the invite again, always at once. */
    resend: (id: string) => run(() => resend({ variables: { projectId, products: [{ id }] } }), INVITE_MESSAGES.sent),
  };
}
export type InviteActions = ReturnType<typeof useInviteActions>;
