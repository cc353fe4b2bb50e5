import {
  GraphQLError,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ERRORS, MSG } from '@scm/contract';

/*
 * The spec's select queries ask for one list each, a handful of fields deep. These limits leave them ample room
 * and refuse at once, before any resolver runs, a request that would make the server do much more (2,000 aliases
 * of one list held every other request for 13 s on PGlite).
 */
export const GRAPHQL_LIMITS = {
  /** Bytes of a POST body to /graphql. */
  maxBodyBytes: 16 * 1024,
  /** Lexical tokens of a query; graphql-js stops parsing past this. */
  maxTokens: 1000,
  /** Fields at the top of the operation: each one is a resolver reading the database. */
  maxRootFields: 10,
  /** Aliased fields anywhere: an alias is how one list is asked for many times. */
  maxAliases: 10,
  /** Fields in the whole operation once fragments are expanded. */
  maxFields: 200,
} as const;

/** A refusal before execution, answered GraphQL-shaped with its status. */
export class GraphqlRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

const tooComplex = () => new GraphqlRefusal(400, ERRORS.GRAPHQL_TOO_COMPLEX);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

function parseQuery(source: string): DocumentNode {
  try {
    return parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(error.message)) throw tooComplex();
    // Answered here: mercurius would otherwise read an unparsable query as a JSON syntax tree and run it unchecked.
    const detail = error instanceof Error ? ` (${error.message})` : '';
    throw new GraphqlRefusal(400, `GraphQL 조회문 문법이 올바르지 않습니다.${detail}`);
  }
}

/** Counts what the operation would resolve, fragments expanded; stops as soon as a limit is passed. */
class CostCounter {
  fields = 0;
  aliases = 0;
  introspection = false;
  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  count(set: SelectionSetNode, inFragments: ReadonlySet<string>): number {
    let fieldsHere = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fieldsHere++;
        this.fields++;
        if (selection.alias) this.aliases++;
        if (INTROSPECTION_FIELDS.has(selection.name.value)) this.introspection = true;
        if (this.fields > GRAPHQL_LIMITS.maxFields || this.aliases > GRAPHQL_LIMITS.maxAliases) throw tooComplex();
        if (selection.selectionSet) this.count(selection.selectionSet, inFragments);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        fieldsHere += this.count(selection.selectionSet, inFragments);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        // Unknown or cyclic fragments are the validator's to report; they add nothing here.
        if (!fragment || inFragments.has(name)) continue;
        fieldsHere += this.count(fragment.selectionSet, new Set([...inFragments, name]));
      }
    }
    return fieldsHere;
  }
}

/**
 * Parses a /graphql query and refuses it when it is too costly to run, holds a NUL character in a string
 * literal, or (for anyone but staff) asks for the schema itself. Throws a GraphqlRefusal; returns nothing.
 */
export function checkQueryCost(
  source: string,
  { allowIntrospection, operationName }: { allowIntrospection: boolean; operationName?: string },
) {
  const document = parseQuery(source);
  let nul = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) nul = true;
    },
  });
  if (nul) throw new GraphqlRefusal(400, MSG.forbiddenCharacter);

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  // Which operation runs must be clear before it runs (graphql-js would fail inside execution instead).
  const named = operationName ? operations.filter((d) => d.name?.value === operationName) : operations;
  if (named.length !== 1) {
    const message =
      named.length > 1
        ? '조회문에 조회가 여러 개 있으면 operationName 으로 하나를 골라주세요.'
        : '조회문에 실행할 조회가 없습니다. operationName 을 확인해주세요.';
    throw new GraphqlRefusal(400, message);
  }
  // Only one operation runs, but each is counted: none may be costly.
  for (const d of operations) {
    const counter = new CostCounter(fragments);
    const rootFields = counter.count(d.selectionSet, new Set());
    if (rootFields > GRAPHQL_LIMITS.maxRootFields) throw tooComplex();
    if (counter.introspection && !allowIntrospection) {
      throw new GraphqlRefusal(403, '스키마 조회는 직원만 할 수 있습니다.');
    }
  }
}
