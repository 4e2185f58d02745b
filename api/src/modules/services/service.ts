import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PageQuery, Service, ServiceBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { servicePolicy } from './policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { firstNotOwnVisible, hideRow } from '../../db/visible-rows';
import { activities } from '../activities/tables';
import { branchOffices } from '../branch-offices/tables';
import { processes } from '../processes/tables';
import { serviceTowns, services, type ServiceRow } from './tables';
import { towns } from '../geo/tables';
import { assertOffersServices, normaliseService, type ServiceFields } from './rules';
import { validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import type { Page } from '../../http/routes';
import { productFileUrl } from '../products/rows';

type Named = { _id: string; name: string };
type Office = Named & { address: string };
type Town = Named & { departmentId: number };

// The association as JSON columns of the same statement; a hidden activity, process or office
// still shows by name: the service was offered with it.
const associationColumns = {
  activity: sql<Named | null>`(select json_build_object('_id', a.id, 'name', a.name) from ${activities} a where a.id = "services"."activity_id")`,
  process: sql<Named | null>`(select json_build_object('_id', p.id, 'name', p.name) from ${processes} p where p.id = "services"."process_id")`,
  branchOffice: sql<Office | null>`(select json_build_object('_id', b.id, 'name', b.name, 'address', b.address)
    from ${branchOffices} b where b.id = "services"."branch_office_id")`,
  towns: sql<Town[]>`(select coalesce(json_agg(json_build_object('_id', t.id, 'name', t.name, 'departmentId', t.department_id)
    order by st.position), '[]'::json) from ${serviceTowns} st join ${towns} t on t.id = st.town_id where st.service_id = "services"."id")`,
};

type ServiceRead = { service: ServiceRow; activity: Named | null; process: Named | null; branchOffice: Office | null; towns: Town[] };

function toService(row: ServiceRead, links: FileLinks): Service {
  const s = row.service;
  // A service's picture is linked as a product's: plainly when public, signed for its owner otherwise.
  const url = (path: string | null) => (path ? productFileUrl(links, s, path) : null);
  return {
    _id: s.id,
    name: s.name,
    description: s.description,
    type: s.type,
    public: s.public,
    image: url(s.image),
    imageThumbnail: url(s.imageThumbnail),
    activity: row.activity,
    process: row.process,
    branchOffice: row.branchOffice,
    towns: row.towns,
    logisticService: s.type === 'LOGISTIC',
    user: s.userId,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

async function readService(db: Db, id: string, links: FileLinks): Promise<Service> {
  const [found] = await db
    .select({ service: services, ...associationColumns })
    .from(services)
    .where(eq(services.id, id));
  return toService(found, links);
}

/** docs/domain.md#services: what the service is tied to must be the caller's own and visible; towns must exist. */
async function assertOwnAssociation(db: Db, caller: Caller, fields: ServiceFields): Promise<void> {
  const { association } = fields;
  const own = async (
    table: typeof activities | typeof processes | typeof branchOffices,
    id: string,
    field: string,
    reason: 'unknownActivity' | 'unknownProcess' | 'unknownBranchOffice',
  ) => {
    if ((await firstNotOwnVisible(db, table, caller.id, [id])) >= 0) throw validationError(field, reason);
  };
  if (association.kind === 'activity') await own(activities, association.id, 'activity', 'unknownActivity');
  if (association.kind === 'process') await own(processes, association.id, 'process', 'unknownProcess');
  if (association.kind === 'branchOffice') await own(branchOffices, association.id, 'branchOffice', 'unknownBranchOffice');
  if (association.kind === 'towns') {
    const found = await db.select({ id: towns.id }).from(towns).where(inArray(towns.id, association.ids));
    const known = new Set(found.map((town) => town.id));
    const unknown = association.ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw validationError(`towns.${unknown}`, 'unknownTown');
  }
}

const columns = (fields: ServiceFields) => ({
  name: fields.name,
  description: fields.description,
  type: fields.type,
  public: fields.public,
  activityId: fields.association.kind === 'activity' ? fields.association.id : null,
  processId: fields.association.kind === 'process' ? fields.association.id : null,
  branchOfficeId: fields.association.kind === 'branchOffice' ? fields.association.id : null,
});

async function writeTowns(db: Db, serviceId: string, fields: ServiceFields): Promise<void> {
  await db.delete(serviceTowns).where(eq(serviceTowns.serviceId, serviceId));
  if (fields.association.kind === 'towns') {
    await db.insert(serviceTowns).values(fields.association.ids.map((townId, position) => ({ serviceId, townId, position })));
  }
}

export async function createService(db: Db, caller: Caller, body: ServiceBody, links: FileLinks): Promise<Service> {
  const fields = normaliseService(body, caller);
  return db.transaction(async (tx) => {
    await assertOwnAssociation(tx, caller, fields);
    const [row] = await tx
      .insert(services)
      .values({ userId: caller.id, ...columns(fields) })
      .returning({ id: services.id });
    await writeTowns(tx, row.id, fields);
    return readService(tx, row.id, links);
  });
}

/** A user's visible services, newest first, each with its association. */
const userServices = pagedList({
  name: 'services',
  owner: services.userId,
  visible: isNull(services.deletedAt),
  key: [services.createdAt, services.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ service: services, ...associationColumns, ...fields })
      .from(services)
      .$dynamic(),
});

export async function listServices(db: Db, caller: Caller, userId: string, page: PageQuery, links: FileLinks): Promise<Page<Service>> {
  assertOffersServices(caller);
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, userServices, userId, page, (row) => toService(row, links));
}

export async function getService(db: Db, caller: Caller, id: string, links: FileLinks): Promise<Service> {
  await servicePolicy.authorize(db, caller, id, 'read');
  return readService(db, id, links);
}

export async function updateService(db: Db, caller: Caller, id: string, body: ServiceBody, links: FileLinks): Promise<Service> {
  const fields = normaliseService(body, caller);
  return db.transaction(async (tx) => {
    await servicePolicy.authorize(tx, caller, id, 'write');
    await assertOwnAssociation(tx, caller, fields);
    await tx
      .update(services)
      .set({ ...columns(fields), updatedAt: new Date() })
      .where(and(eq(services.id, id), isNull(services.deletedAt)));
    await writeTowns(tx, id, fields);
    return readService(tx, id, links);
  });
}

/** Hides the service (a soft delete, docs/domain.md#services); requests made to it keep reading it. */
export async function deleteService(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await servicePolicy.authorize(tx, caller, id, 'write');
    await hideRow(tx, services, id);
  });
}
