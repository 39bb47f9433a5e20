import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a request asks for under the field being resolved, or under `path` below it (`results` of a
 * page), through fragments too. @skip and @include are not evaluated: a field they may leave out counts as asked.
 */
export function askedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    nodes = nodes.flatMap((node) => fieldsOf(node.selectionSet, info)).filter((node) => node.name.value === name);
  }
  return new Set(nodes.flatMap((node) => fieldsOf(node.selectionSet, info)).map((node) => node.name.value));
}

function fieldsOf(selectionSet: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
    return fieldsOf(fragment?.selectionSet, info);
  });
}
