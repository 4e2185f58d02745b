import type { UserType } from '@agrocadena/contracts';
import type { Db } from '../db/client';
import { visibleRow, type HidingTable } from '../db/visible-rows';
import { AppError, type ErrorCode } from '../errors';

/** Who is asking, as far as access rules care. */
export interface Caller {
  id: string;
  userType: UserType;
}

/** 'allow', or the error the caller gets: NOT_FOUND where the row's existence is not theirs to know. */
export type Decision = 'allow' | ErrorCode;

export interface PolicySpec<Row, Action extends string> {
  /** The row named by `id`, or undefined (a malformed id names no row). `lock`: FOR UPDATE. */
  load(db: Db, id: string, lock: boolean): Promise<Row | undefined>;
  /** The actions that change the row: their row is loaded locked, so run them in a transaction. */
  writes: readonly Action[];
  /** Pure: may `caller` do `action` with `row`? Unit-tested without a database. */
  decide(row: Row | undefined, caller: Caller, action: Action): Decision;
}

export interface Policy<Row, Action extends string> {
  /**
   * The row, once `caller` may do `action` with it; otherwise the decided error (naming `field`,
   * when the id came in a body field). Writes load the row locked until the transaction ends.
   */
  authorize(db: Db, caller: Caller, id: string, action: Action, options?: { field?: string }): Promise<Row>;
  decide: PolicySpec<Row, Action>['decide'];
}

/**
 * One access rule per domain, one signature for all: `policy.authorize(db, caller, id, action)`.
 * A domain with two parties or rights that depend on a state (requests) is one more policy whose
 * `decide` reads them from the row.
 */
export function definePolicy<Row, Action extends string>(spec: PolicySpec<Row, Action>): Policy<Row, Action> {
  return {
    decide: spec.decide,
    async authorize(db, caller, id, action, options = {}) {
      const row = await spec.load(db, id, spec.writes.includes(action));
      const decision = spec.decide(row, caller, action);
      if (decision !== 'allow') throw new AppError(decision, options.field ? { field: options.field } : {});
      return row as Row;
    },
  };
}

/** `load` for a table whose rows a delete hides: the visible row (db/visible-rows.ts). */
export function loadVisible<Row>(table: HidingTable): PolicySpec<Row, string>['load'] {
  return (db, id, lock) => visibleRow<Row>(db, table, id, lock);
}
