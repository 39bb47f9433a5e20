import { useMutation } from '@apollo/client/react';
import { SUPPLIER_MESSAGES } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import {
  AddProjectSuppliersDocument,
  BlockProjectSuppliersDocument,
  DeleteProjectSuppliersDocument,
  UnblockProjectSuppliersDocument,
} from './suppliers-documents';

/** Every change reloads the table and the search card (its Add buttons follow the project's suppliers). */
const REFETCH = ['ProjectProducts', 'VendorDirectory'];

/**
 * Spec 2 §7 supplier calls of the Suppliers tab. Each resolves true when the server agreed; a failure shows spec 2
 * §8's 'Sorry, we are having trouble with it. Please try again.' and resolves false.
 */
export function useSupplierActions(projectId: string) {
  const { enqueueSnackbar } = useSnackbar();
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [add] = useMutation(AddProjectSuppliersDocument, options);
  const [remove] = useMutation(DeleteProjectSuppliersDocument, options);
  const [block] = useMutation(BlockProjectSuppliersDocument, options);
  const [unblock] = useMutation(UnblockProjectSuppliersDocument, options);

  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch {
      enqueueSnackbar(SUPPLIER_MESSAGES.actionFailed, { variant: 'error' });
      return false;
    }
  };
  const on = (ids: string[]) => ({ variables: { projectId, products: ids.map((id) => ({ id })) } });

  return {
    add: (productId: string, purpose: string) =>
      run(() => add({ variables: { projectId, products: [{ id: productId, purpose }] } })),
    remove: (id: string) => run(() => remove(on([id]))),
    block: (id: string) => run(() => block(on([id]))),
    unblock: (id: string) => run(() => unblock(on([id]))),
  };
}
export type SupplierActions = ReturnType<typeof useSupplierActions>;
