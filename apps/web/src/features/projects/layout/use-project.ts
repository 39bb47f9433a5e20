import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { ProjectDocument } from '../projects-documents';

export type ProjectRecord = ProjectFieldsFragment;

/** The project of the address's :id, fetched from the network and kept in the cache for the project's pages. */
export function useProject() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProjectDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { id, project: data?.project ?? null, loading, error, refetch };
}
