import { definePolicy } from '../../access/policy';

/**
 * A user's own account and lists (profile, products, branch offices, unseen counts): the caller
 * themself only; anyone else gets 403. Nothing to load: the id is the row.
 */
export const selfPolicy = definePolicy<{ id: string }, 'read' | 'write'>({
  load: async (_db, id) => ({ id }),
  writes: [],
  decide: (row, caller) => (row?.id === caller.id ? 'allow' : 'FORBIDDEN'),
});
