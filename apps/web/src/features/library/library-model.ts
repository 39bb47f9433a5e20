import type { LibraryGroupFieldsFragment, LibraryQuestionFieldsFragment } from '../../gql/graphql';

export type LibraryQuestion = LibraryQuestionFieldsFragment;

/** A group of the tree with its subgroups (the query answers three levels). */
export type LibraryGroupNode = LibraryGroupFieldsFragment & { groups?: readonly LibraryGroupNode[] };

/** Every group of the tree, parents before their subgroups, in the tree's order. */
export function flattenGroups(groups: readonly LibraryGroupNode[]): LibraryGroupNode[] {
  return groups.flatMap((group) => [group, ...flattenGroups(group.groups ?? [])]);
}

export function findGroup(groups: readonly LibraryGroupNode[], id: string): LibraryGroupNode | undefined {
  return flattenGroups(groups).find((group) => group.id === id);
}

/** A group's name indented by its depth, for the group selects. */
export const indentedName = (group: LibraryGroupNode) => `${'\u2003'.repeat(group.depth - 1)}${group.name}`;
