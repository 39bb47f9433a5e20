/** Tarjan's strongly connected components of a directed graph; each component sorted, components in name order. */
export function strongComponents(nodes: Iterable<string>, edges: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };

  for (const node of nodes) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The components that are cycles: more than one node. */
export function cyclesOf(nodes: Iterable<string>, edges: ReadonlyMap<string, Iterable<string>>): string[][] {
  return strongComponents(nodes, edges).filter((component) => component.length > 1);
}
