// The GraphQL server of a component test: msw answers the Apollo client's HTTP requests, one handler
// per operation, named by its generated document (graphql/hooks.gen.ts) and typed with its generated
// result and variables types:
//
//   answerQuery<WaiterTablesQuery, WaiterTablesQueryVariables>(WaiterTablesDocument, { waiterTables: [] })
//   answerMutation<PlaceOrderMutation, PlaceOrderMutationVariables>(PlaceOrderDocument, ({ input }) =>
//     input.items.length > 0 ? { placeOrder: { … } } : refusal('BAD_USER_INPUT', 'The order has no items'))
//
// An answer is resolved through the real schema (schema/schema.graphql) as the BFF would: the client
// gets exactly the fields it asked for, with __typename, so Apollo's cache normalises as in the app.
// An answer that breaks the schema (a missing non-null field, an unknown enum value) and a request no
// handler answers fail the test, instead of turning into an error state the test might not notice.

import {
  buildSchema,
  execute,
  parse,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLFormattedError,
} from 'graphql';
import { graphql, HttpResponse, type GraphQLHandler, type GraphQLQuery, type GraphQLResponseBody } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorCode } from '../graphql/errors';
import { BusinessDayDocument, type BusinessDayQuery, type BusinessDayQueryVariables } from '../graphql/hooks.gen';
import sdl from '../../../schema/schema.graphql?raw';

const schema = buildSchema(sdl);

/** What went wrong between the screen and the test's answers; the test fails on any (setup.ts). */
const problems: string[] = [];

export function takeGraphQLProblems(): string[] {
  return problems.splice(0);
}

// Behind every test's own answers: an operation the test gave no answer for is refused at once
// (no retries, nothing sent anywhere) and noted.
const unanswered = graphql.operation(({ operationName }) => {
  problems.push(`${operationName}: the test gave no answer for this operation`);
  return HttpResponse.json({ data: null, errors: [{ message: `No answer for ${operationName}` }] });
});

export const server = setupServer(unanswered);

/** Any other request (not GraphQL) fails as the network would, and is noted. */
export function refuseUnhandledRequest(request: Request, print: { error(): void }): void {
  problems.push(`${request.method} ${request.url}: the test gave no answer for this request`);
  print.error();
}

const FAILURE = Symbol('GraphQL failure');

/** An answer with errors instead of data, as the BFF sends a refusal. */
export interface GraphQLFailure {
  readonly [FAILURE]: readonly GraphQLFormattedError[];
}

/** The BFF's refusal: `extensions.code` and the server's message, plus extensions such as fieldErrors. */
export function refusal(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLFailure {
  return { [FAILURE]: [{ message, extensions: { code, ...extensions } }] };
}

function isFailure(value: unknown): value is GraphQLFailure {
  return typeof value === 'object' && value !== null && FAILURE in value;
}

export type Answer<TData> = TData | GraphQLFailure;
export type Answering<TData, TVariables> =
  Answer<TData> | ((variables: TVariables) => Answer<TData> | Promise<Answer<TData>>);

// The test's data is keyed as the client reads it: by alias where the operation gives one.
const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[info.path.key] : undefined;

async function respond<TData, TVariables>(
  operationName: string,
  query: string,
  variables: TVariables,
  answering: Answering<TData, TVariables>,
): Promise<HttpResponse<GraphQLResponseBody<GraphQLQuery>>> {
  const answer =
    typeof answering === 'function' ? await (answering as (v: TVariables) => unknown)(variables) : answering;
  if (isFailure(answer)) return HttpResponse.json({ data: null, errors: [...answer[FAILURE]] });
  const result = await execute({
    schema,
    document: parse(query),
    rootValue: answer,
    variableValues: variables as Record<string, unknown>,
    fieldResolver: byResponseKey,
  });
  if (result.errors?.length) {
    const faults = result.errors.map((error) => `${error.message} (at ${error.path?.join('.')})`);
    problems.push(`${operationName}: the test's answer does not fit the schema: ${faults.join('; ')}`);
  }
  return HttpResponse.json(result);
}

/**
 * Answers the query of `document` (by its operation name) for the whole test. Give TData and
 * TVariables, the generated types of the document: without them the answer cannot be written.
 */
export function answerQuery<TData = never, TVariables = never>(
  document: DocumentNode,
  answering: NoInfer<Answering<TData, TVariables>>,
): GraphQLHandler {
  return graphql.query(document, ({ query, variables, operationName }) =>
    respond(operationName, query, variables as TVariables, answering),
  );
}

/** Answers the mutation of `document`, as answerQuery does. */
export function answerMutation<TData = never, TVariables = never>(
  document: DocumentNode,
  answering: NoInfer<Answering<TData, TVariables>>,
): GraphQLHandler {
  return graphql.mutation(document, ({ query, variables, operationName }) =>
    respond(operationName, query, variables as TVariables, answering),
  );
}

/**
 * The hotel's business date (useBusinessDate) every front-office form and calendar asks for: an early
 * one by default, so no date a test picks is refused as past.
 */
export const answerBusinessDay = (businessDate = '2026-01-01') =>
  answerQuery<BusinessDayQuery, BusinessDayQueryVariables>(BusinessDayDocument, (variables) => ({
    businessDay: { hotelId: variables.hotelId, businessDate, auditHour: 3, today: businessDate },
  }));
