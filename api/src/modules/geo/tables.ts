import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Id = DANE department code as a number (Atlántico = 8). */
export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Id = 5-digit DANE municipality code ('08001' = Barranquilla). */
export const towns = pgTable(
  'towns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
  },
  (t) => [index('towns_department_idx').on(t.departmentId)],
);
