import type { CodeSelectItem } from '@scm/contract';
import type { Db } from '../../db/client';
import { forEmployees } from '../../platform/graphql/access';
import type { GraphqlModule } from '../../platform/graphql/modules';
import { codeSelectList } from './code-service';

/** getCode of the spec's call list: the codes of one category, looked up by its name. */
export const codeSelectQueries = (db: Db): GraphqlModule => ({
  typeDefs: /* GraphQL */ `
    type Code {
      id: Int!
      name: String!
      isUsed: Boolean!
    }
    extend type Query {
      "Codes of the code category with this name (e.g. position), in creation order."
      getCode(codeName: String!): [Code!]!
    }
  `,
  resolvers: {
    Query: {
      getCode: forEmployees(async (args: { codeName: string }): Promise<CodeSelectItem[]> =>
        codeSelectList(db, args.codeName),
      ),
    },
  },
});
