import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { departments, towns } from '../db/schema';
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

export async function listDepartments(db: Db): Promise<Department[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.id));
  return rows.map((d) => ({ id: d.id, departmentId: d.id, name: d.name })).sort(byName);
}

export async function listTowns(db: Db, departmentId: number): Promise<Town[] | null> {
  const [department] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
  if (!department) return null;
  const rows = await db.select().from(towns).where(eq(towns.departmentId, departmentId));
  return rows.map(toTown).sort(byName);
}

export async function getTown(db: Db, id: string): Promise<Town | null> {
  const [row] = await db.select().from(towns).where(eq(towns.id, id));
  return row ? toTown(row) : null;
}
