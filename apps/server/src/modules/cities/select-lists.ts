import type { ChildCity, ParentCity } from '@scm/contract';
import type { Db } from '../../db/client';
import { forSignedIn } from '../../platform/graphql/access';
import type { GraphqlModule } from '../../platform/graphql/modules';
import { childCities, parentCities } from './queries';

/**
 * getParentCityList and getChildCityList of the spec's call list (002 §7). Customers read them too (the shopping-bag
 * screens they see name the order's area), so any signed-in user may; a caller without a session gets 401.
 */
export const citySelectQueries = (db: Db): GraphqlModule => ({
  typeDefs: /* GraphQL */ `
    type ParentCity {
      parentCityCode: String!
      parentCityName: String!
    }
    type ChildCity {
      parentCityCode: String!
      parentCityName: String!
      childCityCode: String!
      childCityName: String!
    }
    extend type Query {
      "The 시·도, in the official order."
      getParentCityList: [ParentCity!]!
      "The 시·군·구 of one 시·도 (its 2-digit code), in the official order; empty for an unknown code."
      getChildCityList(parentCityCode: String!): [ChildCity!]!
    }
  `,
  resolvers: {
    Query: {
      getParentCityList: forSignedIn(async (): Promise<ParentCity[]> => parentCities(db)),
      getChildCityList: forSignedIn(async (args: { parentCityCode: string }): Promise<ChildCity[]> =>
        childCities(db, args.parentCityCode),
      ),
    },
  },
});
