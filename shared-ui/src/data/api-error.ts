import type { InUse } from '@agrocadena/contracts';
import type { ApiFailure, ApiResult } from '../api/api-client';

/**
 * A failed call as an exception, for the query library: queries and mutations reject with it, and
 * it keeps everything the client's ApiFailure had (translated message, code, field, 409 data).
 */
export class ApiError<D = unknown> extends Error {
  readonly status: number;
  readonly code: ApiFailure['code'];
  readonly field?: string;
  readonly data: D | null;

  constructor(failure: ApiFailure<D>) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.field = failure.field;
    this.data = failure.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The data of a success, or an ApiError to throw. */
export function unwrap<T, D>(result: ApiResult<T, D>): T {
  if (!result.success) throw new ApiError(result);
  return result.data;
}

/** One page of a paged route: its items, how many there are in all, the cursors of its neighbours. */
export interface PageOf<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

export function unwrapPage<T, D>(result: ApiResult<T[], D>): PageOf<T> {
  const items = unwrap(result);
  if (!result.success) return { items, total: 0, nextCursor: null, prevCursor: null };
  return { items, total: result.totalItems ?? items.length, nextCursor: result.nextCursor ?? null, prevCursor: result.prevCursor ?? null };
}

/** What to show for a failed query: the server's translated message (null while there is none). */
export function messageOf(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** What a 409 IN_USE says uses the row a delete was asked for (docs/domain.md#in-use); none for any other failure. */
export function usesOf(error: unknown): InUse[] {
  return isApiError(error) && error.code === 'IN_USE' && Array.isArray(error.data) ? (error.data as InUse[]) : [];
}

// Queries and mutations of the suite fail with an ApiError: `error.field`, `error.data` are typed.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
