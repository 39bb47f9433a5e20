import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import type { ProjectTemplateFieldsFragment } from '../../gql/graphql';
import { ProjectTemplateDocument } from './templates-documents';

export type TemplateRecord = ProjectTemplateFieldsFragment;

/** The template of the address's :id, from the network and kept in the cache for the template's pages. */
export function useTemplate() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(ProjectTemplateDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { template: data?.projectTemplate ?? null, error };
}
