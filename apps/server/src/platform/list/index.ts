/**
 * The list planner's one face: a module declares its list (`defineList`), reads a page of it (`fetchList`) and
 * answers it (`toPage`). Nothing outside this folder imports any other file in it.
 */
export { defineList, fetchList, toPage, type ListDefinition, type ListRow } from './query';
export { configureLists, type ListTotal } from './count';
export type { ListJoin } from './joins';
export { lookup, type IdLookup, type SearchOf } from './terms';
