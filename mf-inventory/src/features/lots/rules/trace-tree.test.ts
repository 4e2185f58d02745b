import type { TraceBranch } from './trace-tree';
import { traceTree } from './trace-tree';
import { aLot, aTrace, anEdge, anOwner, customerNode, lotNode, theirLot } from '../../../test/lots-fixtures';

const MILK = aLot({ _id: 'milk', code: 'LEC-20260301-01' });
const CHEESE = aLot({ _id: 'cheese', code: 'QUE-20260302-01' });
const BUTTER = aLot({ _id: 'butter', code: 'MAN-20260302-01' });
const SHOP = theirLot({ _id: 'shop', code: 'T-77' });
const CONSUMER = customerNode('customer:q9', anOwner({ _id: 'u-9', enterpriseName: null, firstName: 'Luis', lastName: 'Mendoza' }), 2);

/** The tree as lines: each node's id indented by its depth, `*` for one only named again. */
function outline(branch: TraceBranch | null, depth = 0): string[] {
  if (!branch) return [];
  const line = `${'  '.repeat(depth)}${branch.node._id}${branch.repeated ? ' *' : ''}`;
  return [line, ...branch.children.flatMap((child) => outline(child, depth + 1))];
}

describe('traceTree', () => {
  it('forward hangs from each lot what its goods went into, customers included, each child under the edge it came by', () => {
    const toCheese = anEdge('milk', 'cheese', { amount: 20, unitMeasure: 'Lt', day: '2026-03-02', run: { _id: 'r1', activity: 'Cuajado' } });
    const toButter = anEdge('milk', 'butter', { amount: 5, unitMeasure: 'Lt', day: '2026-03-02' });
    const toShop = anEdge('cheese', 'shop', { day: '2026-03-04', request: { _id: 'q1', kind: 'PRODUCT' } });
    const toConsumer = anEdge('cheese', 'customer:q9', { day: '2026-03-03', request: { _id: 'q9', kind: 'PRODUCT' } });
    const tree = traceTree(
      aTrace({
        root: 'milk',
        direction: 'forward',
        nodes: [lotNode(MILK), lotNode(CHEESE, 1), lotNode(BUTTER, 1), lotNode(SHOP, 2), CONSUMER],
        edges: [toShop, toCheese, toConsumer, toButter],
      }),
    );
    // Children in the order they happened, then by code.
    expect(outline(tree)).toEqual(['milk', '  butter', '  cheese', '    customer:q9', '    shop']);
    expect(tree!.edge).toBeNull();
    const cheese = tree!.children[1];
    expect(cheese.edge).toBe(toCheese);
    expect(cheese.children.map((child) => child.edge)).toEqual([toConsumer, toShop]);
  });

  it('backward hangs from each lot the lots it came from', () => {
    const tree = traceTree(
      aTrace({
        root: 'cheese',
        direction: 'backward',
        nodes: [lotNode(CHEESE), lotNode(MILK, 1), lotNode(theirLot({ _id: 'farm', code: 'F-1' }), 2)],
        edges: [anEdge('milk', 'cheese'), anEdge('farm', 'milk', { day: '2026-03-01' })],
      }),
    );
    expect(outline(tree)).toEqual(['cheese', '  milk', '    farm']);
    expect(tree!.children[0].edge).toMatchObject({ from: 'milk', to: 'cheese' });
  });

  it('draws a node reached twice once, where it is nearest, and only names it elsewhere', () => {
    // The milk went into the cheese and the butter, and both into one blend.
    const tree = traceTree(
      aTrace({
        root: 'milk',
        nodes: [lotNode(MILK), lotNode(CHEESE, 1), lotNode(BUTTER, 1), lotNode(aLot({ _id: 'blend', code: 'MEZ-1' }), 2)],
        edges: [anEdge('milk', 'cheese'), anEdge('milk', 'butter'), anEdge('cheese', 'blend'), anEdge('butter', 'blend'), anEdge('blend', 'x')],
      }),
    );
    expect(outline(tree)).toEqual(['milk', '  butter', '    blend', '  cheese', '    blend *']);
  });

  it('ends where the genealogy meets itself again instead of looping', () => {
    const tree = traceTree(
      aTrace({
        root: 'milk',
        nodes: [lotNode(MILK), lotNode(CHEESE, 1)],
        edges: [anEdge('milk', 'cheese'), anEdge('cheese', 'milk')],
      }),
    );
    expect(outline(tree)).toEqual(['milk', '  cheese', '    milk *']);
  });

  it('is the lot alone when nothing came in or went out, and nothing when the trace lacks its own lot', () => {
    expect(outline(traceTree(aTrace({ root: 'milk', nodes: [lotNode(MILK)] })))).toEqual(['milk']);
    expect(traceTree(aTrace({ root: 'gone', nodes: [lotNode(MILK)] }))).toBeNull();
  });
});
