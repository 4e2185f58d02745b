import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_TYPES } from '@agrocadena/contracts';
import { activities } from '../activities/tables';
import { branchOffices } from '../branch-offices/tables';
import { isOneOf } from '../../db/schema/columns';
import { towns } from '../geo/tables';
import { ownedHidingColumns, visibleByOwnerIndex } from '../../db/schema/owned-rows';
import { processes } from '../processes/tables';

/**
 * A service a carrier or an enterprise offers, tied by its type to an activity, a process or a
 * branch office (or to towns, in service_towns). Deleting hides it: requests made to it keep it.
 */
export const services = pgTable(
  'services',
  {
    ...ownedHidingColumns(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: SERVICE_TYPES }).notNull(),
    public: boolean('public').notNull().default(false),
    image: text('image'),
    imageThumbnail: text('image_thumbnail'),
    activityId: uuid('activity_id').references(() => activities.id),
    processId: uuid('process_id').references(() => processes.id),
    branchOfficeId: uuid('branch_office_id').references(() => branchOffices.id),
  },
  (t) => [
    visibleByOwnerIndex('services_user_idx', t),
    check('services_type', isOneOf(t.type, SERVICE_TYPES)),
    index('services_activity_idx').on(t.activityId),
    index('services_process_idx').on(t.processId),
    index('services_branch_office_idx').on(t.branchOfficeId),
  ],
);

/** The towns a transport service covers, in the order given. */
export const serviceTowns = pgTable(
  'service_towns',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    townId: text('town_id')
      .notNull()
      .references(() => towns.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.townId] }), index('service_towns_town_idx').on(t.townId)],
);

export type ServiceRow = typeof services.$inferSelect;
