// Limits on what one GraphQL operation may ask for, from GraphQL Armor: depth (counted through
// fragments), aliases (each one can be an upstream call), cost and directives; and no "Did you
// mean …" suggestions in production (they would reveal the names of fields, arguments, types and
// enum values). The token limit is
// graphql-js's own `maxTokens` parse option (what Armor's max-tokens is built on): Armor's Apollo
// plugin for it parses a second time and answers 500 to every syntax error, where Apollo's parser
// answers 400. The same limits guard HTTP (Apollo) and WebSocket (graphql-ws) operations.
//
// The defaults leave every operation of the web app (web/src/**/*.graphql) a wide margin; the test
// beside this file checks each one against them (at the time of writing the largest were depth 5,
// cost 461, 142 tokens, no alias, no directive).
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

export interface GraphqlLimits {
  /** Levels of nested selections, fragments flattened (a fragment adds the levels it selects). */
  maxDepth: number;
  maxAliases: number;
  /** GraphQL Armor's cost: 2 per object and 1 per scalar field, times 1.5 per level of nesting. */
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
}

export const DEFAULT_LIMITS: Readonly<GraphqlLimits> = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 2000,
  maxTokens: 1000,
  maxDirectives: 20,
};

export interface ArmorOptions {
  limits: GraphqlLimits;
  /** Hide field suggestions ("Did you mean …") from error messages. */
  hideSuggestions: boolean;
}

export interface Armor {
  /** For Apollo Server's options of the same names. */
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  /** Suggestion masking, when on: every error of every response. */
  plugins: ApolloServerPlugin[];
}

export function graphqlArmor({ limits, hideSuggestions }: ArmorOptions): Armor {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true },
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives },
    // Armor's masking matches only `Did you mean "…"`: enum values ("Did you mean the enum value …")
    // and inline-fragment hints slipped through. withoutSuggestions below covers every form.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules,
    plugins: hideSuggestions ? [suggestionMask] : [],
  };
}

/**
 * graphql-js appends its suggestions as one sentence: ` Did you mean "a", "b", or "c"?`,
 * ` Did you mean the enum value "X"?`, ` Did you mean to use an inline fragment on "T"?`,
 * ` Did you mean "f { ... }"?`. Names never contain a question mark.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** The message without graphql-js's "Did you mean …?" sentence. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** An error without suggestions, for errors that do not pass through Apollo (graphql-ws). */
export function maskSuggestions(error: GraphQLError): GraphQLError {
  const message = withoutSuggestions(error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: error.extensions });
}

/** Masks suggestions in every error Apollo answers: validation, variable coercion and execution. */
const suggestionMask: ApolloServerPlugin = {
  requestDidStart: async () => ({
    willSendResponse: async ({ response }) => {
      if (response.body.kind !== 'single') return;
      const errors = response.body.singleResult.errors;
      if (!errors) return;
      response.body.singleResult.errors = errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) }));
    },
  }),
};

export interface WebSocketOperationOptions extends ArmorOptions {
  schema: GraphQLSchema;
  introspection: boolean;
}

/**
 * graphql-ws's onSubscribe: parses and validates an operation under the same limits as HTTP (and
 * without introspection when it is off), answering its errors instead of running it.
 */
export function webSocketOperation(options: WebSocketOperationOptions) {
  const { parseOptions, validationRules } = graphqlArmor(options);
  const rules = [
    ...specifiedRules,
    ...validationRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const answer = (errors: readonly GraphQLError[]) => (options.hideSuggestions ? errors.map(maskSuggestions) : errors);
  return (
    _ctx: unknown,
    _id: string,
    payload: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
  ): ExecutionArgs | readonly GraphQLError[] => {
    let document;
    try {
      document = parse(payload.query, parseOptions);
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
    const errors = validate(options.schema, document, rules);
    if (errors.length > 0) return answer(errors);
    return {
      schema: options.schema,
      document,
      operationName: payload.operationName ?? null,
      variableValues: payload.variables ?? null,
    };
  };
}
