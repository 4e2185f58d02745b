import type { Db } from '../../db/client';
import { forgetPerDatabase, perDatabase } from '../../db/per-database';
import { departments, towns } from './tables';
import type { Department, Town } from '@agrocadena/contracts';

// Sorted in JS with the Spanish collation: both drivers then agree, whatever the server's locale.
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

const toTown = (row: { id: string; name: string; departmentId: number }): Town => ({
  _id: row.id,
  townId: row.id,
  name: row.name,
  departmentId: row.departmentId,
});

/** The geography as the routes answer it, ready-made. */
export interface Geography {
  departments: Department[];
  townsOf: Map<number, Town[]>;
  townById: Map<string, Town>;
}

async function readGeography(db: Db): Promise<Geography> {
  const [departmentRows, townRows] = await Promise.all([db.select().from(departments), db.select().from(towns)]);
  const all = townRows.map(toTown).sort(byName);
  const townsOf = new Map<number, Town[]>(departmentRows.map((d) => [d.id, []]));
  for (const town of all) townsOf.get(town.departmentId)?.push(town);
  return {
    departments: departmentRows.map((d) => ({ id: d.id, departmentId: d.id, name: d.name })).sort(byName),
    townsOf,
    townById: new Map(all.map((town) => [town.townId, town])),
  };
}

/**
 * Departments and towns (DIVIPOLA) change only with a migration, that is with a new deployment:
 * read once per process and database, then answered from memory. A failed read is not kept.
 */
export function geography(db: Db): Promise<Geography> {
  return perDatabase(db, 'geography', () => {
    const reading = readGeography(db);
    reading.catch(() => forgetPerDatabase(db, 'geography'));
    return reading;
  });
}

export async function listDepartments(db: Db): Promise<Department[]> {
  return (await geography(db)).departments;
}

export async function listTowns(db: Db, departmentId: number): Promise<Town[] | null> {
  return (await geography(db)).townsOf.get(departmentId) ?? null;
}

export async function getTown(db: Db, id: string): Promise<Town | null> {
  return (await geography(db)).townById.get(id) ?? null;
}
