/**
 * The list planner's one face: a module declares its list (`defineList`), reads a page of it (`fetchList`) and
 * answers it (`toPage`). Nothing outside this folder imports any other file in it, bar the tests and benchmarks of
 * its parts.
 *
 *   definition.ts  what a list declares, and the types the other files share (imports none of them)
 *   plan.ts        a page's plan from the request and the definition: pure, reads nothing
 *   run.ts         runs a plan: the page's rows, then its total (count.ts)
 *   fetch.ts       fetchList: look up the keyword's ids → plan → rows → total
 *   terms.ts       keyword and date window; keyset.ts keyset paging; joins.ts joins a query needs;
 *   rows.ts        page statements and their rows; statements.ts statement shapes, names, values written in;
 *   settings.ts    per-database limits (configureLists)
 * drizzle-orm beyond its typed surface: db/drizzle-internals.ts.
 */
export { defineList, lookup } from './definition';
export type { IdLookup, ListDefinition, ListJoin, ListRow, ListTotal, SearchOf } from './definition';
export { fetchList, toPage } from './fetch';
export { configureLists } from './settings';
