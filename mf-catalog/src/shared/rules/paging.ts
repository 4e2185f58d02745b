import { PAGE_SIZE } from '@agrocadena/contracts/core';

/** The `skip` and `limit` of a 1-based page of a catalogue. */
export const pageWindow = (page: number) => ({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
