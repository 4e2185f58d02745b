import { useTranslation } from 'react-i18next';
import type { TraceDirection } from '@agrocadena/contracts';
import type { TraceBranch } from '../rules/trace-tree';
import { TraceNodeCard } from './trace-node-card';
import { TraceEdgeLabel } from './trace-edge-label';
import './trace-tree.css';

/** Past this depth a branch stops stepping right: a long chain still fits a 360 px phone. */
const MAX_INDENTED_DEPTH = 5;

interface ItemProps {
  branch: TraceBranch;
  direction: TraceDirection;
  depth: number;
}

function TraceItem({ branch, direction, depth }: ItemProps) {
  return (
    <li className="inv-trace-item" data-testid="trace-item">
      {branch.edge && <TraceEdgeLabel edge={branch.edge} direction={direction} />}
      <TraceNodeCard node={branch.node} repeated={branch.repeated} />
      {branch.children.length > 0 && (
        <ul className={`inv-trace-branches${depth >= MAX_INDENTED_DEPTH ? ' inv-trace-branches--flat' : ''}`}>
          {branch.children.map((child, index) => (
            <TraceItem key={`${child.node._id}-${index}`} branch={child} direction={direction} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

interface Props {
  tree: TraceBranch;
  direction: TraceDirection;
}

/** A trace drawn as cards joined by lines, the traced lot on top and each branch indented under it. */
export function TraceTreeView({ tree, direction }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <ul className="inv-trace-tree" aria-label={t(`lots.trace.${direction}`)} data-testid={`trace-tree-${direction}`}>
      <TraceItem branch={tree} direction={direction} depth={0} />
    </ul>
  );
}
