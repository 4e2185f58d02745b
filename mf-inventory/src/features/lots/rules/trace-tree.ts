import type { LotTrace, TraceEdge, TraceNode } from '@agrocadena/contracts';

/** A node as the tree draws it: the trace's node, the edge it hangs from, and what hangs from it. */
export interface TraceBranch {
  node: TraceNode;
  /** The goods between this node and the one above it; null for the traced lot itself. */
  edge: TraceEdge | null;
  /** Drawn in full elsewhere in the tree: here it is only named, and nothing hangs from it. */
  repeated: boolean;
  children: TraceBranch[];
}

/** A branch's children in the order they happened, then by lot code: the same tree on every read. */
function inOrder(edges: TraceEdge[], nodes: Map<string, TraceNode>, childOf: (edge: TraceEdge) => string) {
  const label = (edge: TraceEdge) => nodes.get(childOf(edge))?.lot?.code ?? childOf(edge);
  return [...edges].sort((a, b) => (a.day === b.day ? label(a).localeCompare(label(b)) : a.day < b.day ? -1 : 1));
}

/**
 * A trace's flat nodes and edges as a tree from the traced lot (docs/domain.md#lots). Edges point
 * the way the goods went, so backward a lot's children are the lots it came from (the edges into
 * it), forward the lots and customers it went to (the edges out of it). A node reached along
 * several paths is drawn once, where it is fewest hops away (breadth first), and elsewhere only
 * named: a genealogy that meets itself again ends instead of looping. Null when the trace lacks its
 * own lot.
 */
export function traceTree(trace: LotTrace): TraceBranch | null {
  const nodes = new Map(trace.nodes.map((node) => [node._id, node]));
  const root = nodes.get(trace.root);
  if (!root) return null;
  const forward = trace.direction === 'forward';
  const parentOf = (edge: TraceEdge) => (forward ? edge.from : edge.to);
  const childOf = (edge: TraceEdge) => (forward ? edge.to : edge.from);
  const below = new Map<string, TraceEdge[]>();
  for (const edge of trace.edges) {
    if (!nodes.has(childOf(edge))) continue;
    const edges = below.get(parentOf(edge)) ?? [];
    edges.push(edge);
    below.set(parentOf(edge), edges);
  }

  const tree: TraceBranch = { node: root, edge: null, repeated: false, children: [] };
  const drawn = new Set([root._id]);
  const queue = [tree];
  for (let next = 0; next < queue.length; next++) {
    const branch = queue[next];
    for (const edge of inOrder(below.get(branch.node._id) ?? [], nodes, childOf)) {
      const id = childOf(edge);
      const child: TraceBranch = { node: nodes.get(id) as TraceNode, edge, repeated: drawn.has(id), children: [] };
      branch.children.push(child);
      if (child.repeated) continue;
      drawn.add(id);
      queue.push(child);
    }
  }
  return tree;
}
