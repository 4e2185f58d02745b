import { Client } from 'pg';
import type { Database } from '../../src/db/client';

export interface QueryRecord {
  /** Every statement text sent while recording. */
  texts: string[];
  /** On PostgreSQL: the prepared statements' names, and the texts sent without one. */
  named: string[];
  unnamed: string[];
  stop(): void;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Records what the API sends to the database from now until stop(): on PostgreSQL every query of
 * any pooled client (its text and statement name), on PGlite every query of the instance.
 */
export function recordQueries(database: Database): QueryRecord {
  const record: QueryRecord = { texts: [], named: [], unnamed: [], stop: () => undefined };
  const note = (config: unknown) => {
    const { text, name } = typeof config === 'string' ? { text: config, name: undefined } : (config as { text: string; name?: string });
    record.texts.push(text);
    if (name) record.named.push(name);
    else record.unnamed.push(text);
  };
  if (database.driver === 'postgres') {
    const original = Client.prototype.query as QueryFn;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    } as typeof Client.prototype.query;
    record.stop = () => {
      Client.prototype.query = original as typeof Client.prototype.query;
    };
  } else {
    const pglite = (database.db as unknown as { $client: { query: QueryFn } }).$client;
    const original = pglite.query;
    pglite.query = (...args: unknown[]) => {
      note(args[0]);
      return original.apply(pglite, args);
    };
    record.stop = () => {
      pglite.query = original;
    };
  }
  return record;
}
