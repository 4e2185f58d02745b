import type { LiveTopic } from '@agrocadena/contracts/core';

/**
 * What a write tells the suite's query cache, as its mutation's `meta`:
 * `useMutation({ mutationFn, meta: { changes: ['requests', 'products'] } })`. The cache reads again
 * what those topics make stale once the write has succeeded (query-client.ts).
 */
export type WriteMeta = {
  /** The live topics the write changes. */
  changes?: readonly LiveTopic[];
  /**
   * A failure may have changed them too: a write of several calls that stopped partway, or one
   * whose refusal may mean someone else moved the rows first.
   */
  evenIfFailed?: boolean;
};

// Every mutation's `meta` is typed: a misspelt topic does not compile.
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}
