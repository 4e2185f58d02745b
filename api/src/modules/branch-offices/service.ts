import { eq, isNull } from 'drizzle-orm';
import type { BranchOffice, BranchOfficeBody, PageQuery } from '@agrocadena/contracts';
import { branchOfficePolicy } from './policy';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { hideRow } from '../../db/visible-rows';
import { branchOffices, type BranchOfficeRow } from './tables';
import { normaliseBranchOffice, type BranchOfficeFields } from './rules';
import type { Page } from '../../http/routes';

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

export async function createBranchOffice(db: Db, caller: Caller, body: BranchOfficeBody): Promise<BranchOffice> {
  const fields = normaliseBranchOffice(body, caller.id);
  const [row] = await db
    .insert(branchOffices)
    .values({ userId: caller.id, ...columns(fields) })
    .returning();
  return toBranchOffice(row);
}

/** A user's visible offices, newest first. */
const userOffices = pagedList({
  name: 'branch_offices',
  owner: branchOffices.userId,
  visible: isNull(branchOffices.deletedAt),
  key: [branchOffices.createdAt, branchOffices.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ office: branchOffices, ...fields })
      .from(branchOffices)
      .$dynamic(),
});

export async function listBranchOffices(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<BranchOffice>> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, userOffices, userId, page, ({ office }) => toBranchOffice(office));
}

export async function getBranchOffice(db: Db, caller: Caller, id: string): Promise<BranchOffice> {
  return toBranchOffice(await branchOfficePolicy.authorize(db, caller, id, 'read'));
}

export async function updateBranchOffice(db: Db, caller: Caller, id: string, body: BranchOfficeBody): Promise<BranchOffice> {
  const fields = normaliseBranchOffice(body, caller.id);
  return db.transaction(async (tx) => {
    await branchOfficePolicy.authorize(tx, caller, id, 'write');
    const [updated] = await tx
      .update(branchOffices)
      .set({ ...columns(fields), updatedAt: new Date() })
      .where(eq(branchOffices.id, id))
      .returning();
    return toBranchOffice(updated);
  });
}

/** Hides the office: services that point at it keep a readable reference. */
export async function deleteBranchOffice(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await branchOfficePolicy.authorize(tx, caller, id, 'write');
    await hideRow(tx, branchOffices, id);
  });
}
