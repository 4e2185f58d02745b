import { PATTERNS } from '@agrocadena/contracts';

const UUID = new RegExp(PATTERNS.uuid);

/** Row ids are UUIDs; anything else names no row (and must not reach PostgreSQL as one). */
export const isUuid = (id: string): boolean => UUID.test(id);
