import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import type { SupplierProjectQuery } from '../../../gql/graphql';
import { SupplierProjectDocument } from './invitation-documents';

export type SupplierProjectRecord = NonNullable<SupplierProjectQuery['supplierProject']>;
export type SupplierProductRecord = SupplierProjectRecord['products'][number];

/** What a supplier page shows: the project, the product of the address and the invitation token, if any. */
export interface InvitationViewProps {
  project: SupplierProjectRecord;
  product: SupplierProductRecord;
  hash: string | null;
}

/**
 * The supplier side of the project of the address's :id, read as the signed-in supplier or with the invitation token
 * of the query's `hash`; the product is the one of :productId, else the first of the reader's invitations.
 */
export function useSupplierProject() {
  const { id = '', productId } = useParams();
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const { data, loading, error } = useQuery(SupplierProjectDocument, {
    variables: { id, hash },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.supplierProject ?? null;
  const products = project?.products ?? [];
  const product = (productId ? products.find((candidate) => candidate.id === productId) : products[0]) ?? null;
  return { id, hash, project, product, loading, error };
}
