import { LIMITS } from '@agrocadena/contracts/core';

/** A page number of the URL (`?page=2`): a whole number from 1, else the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A text of the URL as the API takes it: trimmed, at most the search limit, '' when absent. */
export function readText(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim().slice(0, LIMITS.searchText);
}

/** One of `allowed` from the URL, or null: a hand-edited link never reaches the API with a bad value. */
export function readChoice<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | null {
  const value = params.get(key);
  return allowed.find((choice) => choice === value) ?? null;
}

/** The URL of a filter and a page: only the values set, the first page left out. */
export function searchOf(values: Record<string, string | null | undefined>, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  return search;
}
