import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { staleAfter } from './stale-by-topic';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** Refusals that say the rows moved since they were shown: what the write named is read again, to show where they now stand. */
const MOVED_MEANWHILE = ['INVALID_REQUEST_TRANSITION'];

/** The reads each write's own success handlers set from its answer, noted while they run. */
const ownAnswers = new WeakMap<AnyMutation, { reads: Set<Query>; stop: () => void }>();

/**
 * A write that names topics has succeeded: until it settles, the reads its own handlers set in the
 * cache (the saved row, its line in the lists) are noted — they are current, and a weak rural
 * connection should not carry them twice.
 */
export function noteOwnAnswers(client: QueryClient, mutation: AnyMutation): void {
  const reads = new Set<Query>();
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.action.manual) reads.add(event.query);
  });
  ownAnswers.set(mutation, { reads, stop });
}

/**
 * After a write has settled (its own updates of the cache done): the reads of the topics it
 * changes become stale, but for those it set itself. A success waits for those on screen to be
 * read again, so the write ends with its result shown; after a failure the message is not held
 * back by them (offline they would wait for the connection).
 */
export function invalidateWritten(client: QueryClient, mutation: AnyMutation, error: unknown): Promise<void> | undefined {
  const own = ownAnswers.get(mutation);
  own?.stop();
  ownAnswers.delete(mutation);
  const { changes: topics, evenIfFailed } = mutation.meta ?? {};
  if (!topics?.length) return undefined;
  const stale = staleAfter(topics);
  const invalidate = () => client.invalidateQueries({ predicate: (query) => !own?.reads.has(query) && stale(query) });
  if (!error) return invalidate();
  if (evenIfFailed || (isApiError(error) && MOVED_MEANWHILE.includes(error.code))) void invalidate();
  return undefined;
}
