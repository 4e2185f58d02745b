import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branchOffices, type BranchOfficeRow } from '../db/schema';
import { assertOwner, type BranchOfficeFields } from '../domain/branch-offices';
import { AppError } from '../errors';
import type { BranchOffice } from '../schemas/branch-offices';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toBranchOffice(row: BranchOfficeRow): BranchOffice {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (fields: BranchOfficeFields) => ({
  name: fields.name,
  description: fields.description,
  address: fields.address,
  latitude: String(fields.latitude),
  longitude: String(fields.longitude),
});

export async function createBranchOffice(db: Db, userId: string, fields: BranchOfficeFields): Promise<BranchOffice> {
  const [row] = await db.insert(branchOffices).values({ userId, ...columns(fields) }).returning();
  return toBranchOffice(row);
}

/** The user's visible offices, newest first, and how many there are. */
export async function listBranchOffices(db: Db, userId: string, skip: number, limit: number) {
  const mine = and(eq(branchOffices.userId, userId), isNull(branchOffices.deletedAt));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(branchOffices)
      .where(mine)
      .orderBy(desc(branchOffices.createdAt), desc(branchOffices.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(branchOffices).where(mine),
  ]);
  return { items: rows.map(toBranchOffice), totalItems: Number(n) };
}

/** A visible office, locked for update when asked; 404 when there is none with that id. */
async function findVisible(db: Db, id: string, lock: boolean): Promise<BranchOfficeRow> {
  if (!UUID_RE.test(id)) throw new AppError('NOT_FOUND');
  const query = db
    .select()
    .from(branchOffices)
    .where(and(eq(branchOffices.id, id), isNull(branchOffices.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getBranchOffice(db: Db, id: string, callerId: string): Promise<BranchOffice> {
  const row = await findVisible(db, id, false);
  assertOwner(row.userId, callerId, 'read');
  return toBranchOffice(row);
}

export async function updateBranchOffice(db: Db, id: string, callerId: string, fields: BranchOfficeFields): Promise<BranchOffice> {
  return db.transaction(async (tx) => {
    const row = await findVisible(tx, id, true);
    assertOwner(row.userId, callerId, 'write');
    const [updated] = await tx
      .update(branchOffices)
      .set({ ...columns(fields), updatedAt: new Date() })
      .where(eq(branchOffices.id, id))
      .returning();
    return toBranchOffice(updated);
  });
}

/** Hides the office: services that point at it keep a readable reference. */
export async function deleteBranchOffice(db: Db, id: string, callerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findVisible(tx, id, true);
    assertOwner(row.userId, callerId, 'write');
    const now = new Date();
    await tx.update(branchOffices).set({ deletedAt: now, updatedAt: now }).where(eq(branchOffices.id, id));
  });
}
