import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { itemCategory } from '../../db/schema/item-categories';

/**
 * SQL pieces other modules (items, stock, purchase orders, inspections) use to show and filter by category
 * without reaching into this module's table themselves.
 */

/** The category's path from level 1, e.g. '용지 > 아트지 > 아트지 150g', for the category id in `categoryId`. */
export const categoryPathSql = (categoryId: AnyColumn | SQL): SQL<string> => sql<string>`(
  select concat_ws(' > ', gp.${sql.identifier('name')}, p.${sql.identifier('name')}, c.${sql.identifier('name')})
  from ${itemCategory} c
  left join ${itemCategory} p on p.${sql.identifier('id')} = c.${sql.identifier('parent_id')}
  left join ${itemCategory} gp on gp.${sql.identifier('id')} = p.${sql.identifier('parent_id')}
  where c.${sql.identifier('id')} = ${categoryId}
)`;

/** The level-1 category's name above `categoryId` (the item's kind: 용지, 잉크 …). */
export const topCategoryNameSql = (categoryId: AnyColumn | SQL): SQL<string> => sql<string>`(
  select coalesce(gp.${sql.identifier('name')}, p.${sql.identifier('name')}, c.${sql.identifier('name')})
  from ${itemCategory} c
  left join ${itemCategory} p on p.${sql.identifier('id')} = c.${sql.identifier('parent_id')}
  left join ${itemCategory} gp on gp.${sql.identifier('id')} = p.${sql.identifier('parent_id')}
  where c.${sql.identifier('id')} = ${categoryId}
)`;

/** True when `categoryId` is `rootId` or lies under it (levels are at most three deep). */
export const inCategorySubtree = (categoryId: AnyColumn | SQL, rootId: number): SQL => sql`${categoryId} in (
  select c.${sql.identifier('id')} from ${itemCategory} c
  left join ${itemCategory} p on p.${sql.identifier('id')} = c.${sql.identifier('parent_id')}
  where c.${sql.identifier('id')} = ${rootId} or c.${sql.identifier('parent_id')} = ${rootId}
    or p.${sql.identifier('parent_id')} = ${rootId}
)`;
