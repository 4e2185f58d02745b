import type { InUse } from '@agrocadena/contracts';
import type { Db } from '../db/client';
import { hideRow, type HidingTable } from '../db/visible-rows';
import { AppError } from '../errors';
import type { Caller } from './policy';

/** A run or a production order that is over (completed or aborted) uses nothing any more. */
export const RUN_OVER = ['COMPLETED', 'ABORTED'] as const;

/** What the owner asked for: delete it, or retire it (docs/domain.md#in-use). */
export type Removal = 'delete' | 'retire';

/**
 * The one rule for products, activities and processes (docs/domain.md#in-use): retiring is always
 * possible; deleting is refused while anything uses the row, so nothing that uses it is left
 * pointing at a row it can no longer read or choose.
 */
export function removalOutcome(asked: Removal, uses: readonly InUse[]): 'delete' | 'retire' | 'refuse' {
  if (asked === 'retire') return 'retire';
  return uses.length > 0 ? 'refuse' : 'delete';
}

/** The names of what uses a row, as the 409's message lists them: «A», «B». Each name once. */
export function usesText(uses: readonly InUse[]): string {
  return [...new Set(uses.map((use) => use.name))].map((name) => `«${name}»`).join(', ');
}

/** 409 IN_USE carrying what uses the row, so the owner's dialog can list it and offer to retire it. */
export function inUse(name: string, uses: InUse[]): AppError {
  return new AppError('IN_USE', { data: uses, params: { name, uses: usesText(uses) } });
}

/** A module's part of the rule: who may remove its row, what uses it, and what deleting does. */
export interface Removable<Deleted> {
  table: HidingTable;
  /** The caller's row, locked for the write (404/403 otherwise, by the module's policy); its name. */
  authorize(tx: Db, caller: Caller, id: string): Promise<{ name: string }>;
  /** What uses the row now: visible activities and processes, runs, orders and requests not over. */
  usesOf(tx: Db, id: string, caller: Caller): Promise<InUse[]>;
  /** What deleting an unused row does (hide it, or remove it for good). */
  remove(tx: Db, id: string): Promise<Deleted>;
}

/**
 * DELETE or retire, in one transaction: retiring hides the row (deleted_at) whatever uses it — it is
 * no longer offered for new use, and what uses it keeps reading it; deleting is 409 IN_USE while
 * anything uses it, the module's `remove` otherwise.
 */
export async function removeOrRetire<Deleted>(
  db: Db,
  caller: Caller,
  id: string,
  asked: Removal,
  removable: Removable<Deleted>,
): Promise<Deleted | 'retired'> {
  return db.transaction(async (tx) => {
    const { name } = await removable.authorize(tx, caller, id);
    const uses = asked === 'delete' ? await removable.usesOf(tx, id, caller) : [];
    const outcome = removalOutcome(asked, uses);
    if (outcome === 'refuse') throw inUse(name, uses);
    if (outcome === 'retire') {
      await hideRow(tx, removable.table, id);
      return 'retired' as const;
    }
    return removable.remove(tx, id);
  });
}
