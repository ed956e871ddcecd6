import { char, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

// Reference data seeded by the platform: languages, the 27 Brazilian states and the
// sector → category → role taxonomy that job preferences point into.

export const idiomas = pgTable('idiomas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const brazilianStates = pgTable('brazilian_states', {
  uf: char('uf', { length: 2 }).primaryKey(),
  name: text('name').notNull().unique(),
});

export const industrySectors = pgTable('industry_sectors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const jobCategories = pgTable(
  'job_categories',
  {
    id: serial('id').primaryKey(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => industrySectors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    unique('job_categories_sector_name_key').on(t.sectorId, t.name),
    index('job_categories_sector_idx').on(t.sectorId, t.name),
  ],
);

export const jobRoles = pgTable(
  'job_roles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    unique('job_roles_category_name_key').on(t.categoryId, t.name),
    index('job_roles_category_idx').on(t.categoryId, t.name),
  ],
);
