// GraphiQL's fetcher: queries and mutations over HTTP POST /graphql, subscriptions over graphql-ws
// on the same path, both carrying the sandbox's sign-in. Headers typed in GraphiQL's headers
// editor win over the sign-in bar's (names are compared in lower case).
import { createGraphiQLFetcher, type Fetcher, type FetcherOpts } from '@graphiql/toolkit';
import type { DocumentNode } from 'graphql';
import { authHeaders, connectionParams, type SandboxAuth } from './auth';

function subscriptionUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
}

function isSubscription(document: DocumentNode | undefined, operationName: string | null | undefined): boolean {
  const operations = (document?.definitions ?? []).filter((d) => d.kind === 'OperationDefinition');
  const chosen = operationName ? operations.find((d) => d.name?.value === operationName) : operations[0];
  return chosen?.operation === 'subscription';
}

export function sandboxFetcher(auth: SandboxAuth): Fetcher {
  const base = createGraphiQLFetcher({
    url: '/graphql',
    subscriptionUrl: subscriptionUrl(),
    headers: authHeaders(auth),
    wsConnectionParams: connectionParams(auth),
  });
  return (params, opts?: FetcherOpts) => {
    const headers: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(opts?.headers ?? {})) headers[name.toLowerCase()] = value;
    // The toolkit merges the editor's headers into the graphql-ws connection params; the BFF reads
    // `authorization` and `serviceId` there.
    if (isSubscription(opts?.documentAST, params.operationName) && headers['x-service-id'] !== undefined) {
      headers.serviceId = headers['x-service-id'];
      delete headers['x-service-id'];
    }
    return base(params, { ...opts, headers });
  };
}
