import type { CodeSelectItem, DepartmentSelectItem } from '@scm/contract';
import type { Db } from '../../db/client';
import { selectCodesOfCategory } from '../../modules/codes/queries';
import { selectDepartments } from '../../modules/departments/queries';
import { forEmployees } from './access';
import type { GraphqlModule } from './modules';

/** The two starter select queries of the spec's call list; later modules bring their own pieces. */
export const commonSelectLists = (db: Db): GraphqlModule => ({
  typeDefs: /* GraphQL */ `
    type Code {
      id: Int!
      name: String!
      isUsed: Boolean!
    }
    type Department {
      id: Int!
      name: String!
      color: String!
      isUsed: Boolean!
    }
    extend type Query {
      "Codes of the code category with this name (e.g. position), in creation order."
      getCode(codeName: String!): [Code!]!
      getDepartmentSelectList: [Department!]!
    }
  `,
  resolvers: {
    Query: {
      getCode: forEmployees(async (args: { codeName: string }): Promise<CodeSelectItem[]> =>
        selectCodesOfCategory(db, args.codeName),
      ),
      getDepartmentSelectList: forEmployees(async (): Promise<DepartmentSelectItem[]> => selectDepartments(db)),
    },
  },
});
