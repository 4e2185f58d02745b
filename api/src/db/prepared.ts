import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built and prepared once per database, then only executed: the query builder does
 * not assemble its SQL again for every request, and on PostgreSQL the statement is named, so each
 * connection parses and plans it once. `name` must name one statement text (it is the server's
 * statement name).
 */
export function preparedFor<S>(db: Db, name: string, build: () => S): S {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as S | undefined;
  if (!statement) byName.set(name, (statement = build()));
  return statement;
}
