import { useApolloClient, useMutation } from '@apollo/client/react';
import { INVITE_ERROR_CODES, INVITE_MESSAGES, SUPPLIER_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { errorCode } from '../../lib/errors';
import {
  AddProjectSuppliersDocument,
  BlockProjectSuppliersDocument,
  DeleteProjectSuppliersDocument,
  UnblockProjectSuppliersDocument,
} from './suppliers-documents';

/** Every change reloads the table and the search cards (their Add buttons follow the project's suppliers). */
export const SUPPLIER_QUERIES = ['ProjectProducts', 'VendorDirectory', 'AiSearch'];

/**
 * Spec 2 §7 supplier calls of the Suppliers tab. Each resolves true when the server agreed; a failure shows spec 2
 * §8's 'Sorry, we are having trouble with it. Please try again.' and resolves false. A supplier added or unblocked
 * past review is invited: when its e-mail could not be sent the change is kept, so 'Unable to send the invite' is
 * shown, the lists are reloaded and the call resolves true.
 */
export function useSupplierActions(projectId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const options = { refetchQueries: SUPPLIER_QUERIES, awaitRefetchQueries: true };
  const [add] = useMutation(AddProjectSuppliersDocument, options);
  const [remove] = useMutation(DeleteProjectSuppliersDocument, options);
  const [block] = useMutation(BlockProjectSuppliersDocument, options);
  const [unblock] = useMutation(UnblockProjectSuppliersDocument, options);

  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      const unsent = errorCode(error) === INVITE_ERROR_CODES.notSent;
      enqueueSnackbar(unsent ? INVITE_MESSAGES.failed : SUPPLIER_MESSAGES.actionFailed, { variant: 'error' });
      if (unsent) await client.refetchQueries({ include: SUPPLIER_QUERIES });
      return unsent;
    }
  };
  const on = (ids: string[]) => ({ variables: { projectId, products: ids.map((id) => ({ id })) } });

  return {
    add: (productId: string, purpose: string) =>
      run(() => add({ variables: { projectId, products: [{ id: productId, purpose }] } })),
    remove: (id: string) => run(() => remove(on([id]))),
    block: (id: string) => run(() => block(on([id]))),
    /** Spec 2 §4 candidate Block: a product of the vendor directory joins the project blocked. */
    blockCandidate: (productId: string) =>
      run(() => block({ variables: { projectId, products: [], candidates: [{ id: productId }] } })),
    unblock: (id: string) => run(() => unblock(on([id]))),
  };
}
export type SupplierActions = ReturnType<typeof useSupplierActions>;
