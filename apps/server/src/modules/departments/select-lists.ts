import type { DepartmentSelectItem } from '@scm/contract';
import type { Db } from '../../db/client';
import { forEmployees } from '../../platform/graphql/access';
import type { GraphqlModule } from '../../platform/graphql/modules';
import { departmentSelectList } from './service';

/** getDepartmentSelectList of the spec's call list. */
export const departmentSelectQueries = (db: Db): GraphqlModule => ({
  typeDefs: /* GraphQL */ `
    type Department {
      id: Int!
      name: String!
      color: String!
      isUsed: Boolean!
    }
    extend type Query {
      getDepartmentSelectList: [Department!]!
    }
  `,
  resolvers: {
    Query: {
      getDepartmentSelectList: forEmployees(async (): Promise<DepartmentSelectItem[]> => departmentSelectList(db)),
    },
  },
});
