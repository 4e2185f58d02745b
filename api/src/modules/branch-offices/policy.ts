import { branchOffices, type BranchOfficeRow } from './tables';
import { definePolicy, loadVisible } from '../../access/policy';

/**
 * A branch office is its owner's alone: reading someone else's answers 404 (their offices'
 * existence is not revealed), changing it 403.
 */
export const branchOfficePolicy = definePolicy<BranchOfficeRow, 'read' | 'write'>({
  load: loadVisible<BranchOfficeRow>(branchOffices),
  writes: ['write'],
  decide(row, caller, action) {
    if (!row) return 'NOT_FOUND';
    if (row.userId === caller.id) return 'allow';
    return action === 'read' ? 'NOT_FOUND' : 'FORBIDDEN';
  },
});
