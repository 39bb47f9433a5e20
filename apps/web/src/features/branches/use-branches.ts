import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { BranchFieldsFragment } from '../../gql/graphql';
import { BranchesDocument } from './branches-documents';

/** How a branch is named on the page: the spec gives branches no name, so by their creator. */
export const branchLabel = (branch: BranchFieldsFragment) =>
  branch.isCreator ? 'My branch' : `Branch of ${branch.createdBy?.name ?? 'a former user'}`;

/**
 * The viewer's branches of the project (spec 2 §6), keeping `selectedId` on one of them: the first when none or a
 * branch no longer theirs is selected, null when they have none (the page then shows BranchRequiredNotice).
 */
export function useBranches(projectId: string, selectedId: string | null, onSelect: (id: string | null) => void) {
  const { data, loading, error } = useQuery(BranchesDocument, { variables: { projectId } });
  const branches = data?.branches ?? [];
  const selected = branches.find((branch) => branch.id === selectedId) ?? null;
  const fallback = branches[0]?.id ?? null;
  useEffect(() => {
    if (data && !selected && selectedId !== fallback) onSelect(fallback);
  }, [data, selected, selectedId, fallback, onSelect]);
  return { branches, selected, loading, error };
}
