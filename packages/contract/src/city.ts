import { z } from 'zod';

/**
 * Province/city reference lists (spec 002 §3, §7): the 시·도 (parent) and the 시·군·구 under one of them (child), served by
 * the GraphQL queries getParentCityList and getChildCityList to every signed-in user. Codes are legal-district code
 * prefixes: 2 digits for a 시·도, 5 for a 시·군·구 (the child's code starts with its parent's).
 */
export const PARENT_CITY_CODE = /^\d{2}$/;
export const CHILD_CITY_CODE = /^\d{5}$/;

export const ParentCitySchema = z.object({ parentCityCode: z.string(), parentCityName: z.string() });
export type ParentCity = z.infer<typeof ParentCitySchema>;

export const ChildCitySchema = ParentCitySchema.extend({ childCityCode: z.string(), childCityName: z.string() });
export type ChildCity = z.infer<typeof ChildCitySchema>;

/** The two select queries as the web sends them to /graphql. */
export const CITY_QUERIES = {
  parents: '{ getParentCityList { parentCityCode parentCityName } }',
  children:
    'query($parentCityCode: String!) { getChildCityList(parentCityCode: $parentCityCode) { parentCityCode parentCityName childCityCode childCityName } }',
} as const;
