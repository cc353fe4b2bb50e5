import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/** Finishing options an order can pick: post-processing (coating, foil…) or folding/binding. */
export const itemOption = pgTable('item_option', {
  id: id(),
  optionType: varchar('option_type', { length: 20 }).notNull(),
  optionCode: varchar('option_code', { length: 30 }).notNull().unique('item_option_code_unique'),
  optionName: varchar('option_name', { length: 15 }).notNull(),
  createdAt: createdAt(),
});
