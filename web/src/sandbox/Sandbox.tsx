// The sandbox page: the sign-in bar over GraphiQL, with a fetcher that carries the sign-in.
import { useMemo, useState } from 'react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import type { GraphQLSchema } from 'graphql';
import { initialAuth, rememberAuth, type SandboxAuth } from './auth';
import { sandboxFetcher } from './fetcher';
import { SignInBar } from './SignInBar';

const DEFAULT_QUERY = `# Hotel back-office GraphQL sandbox.
# Sign in above (or keep the web app's session); the docs show each field's guard
# (@requires / @signedIn / @public), and the "Schema SDL" panel shows them all.

query Me {
  me {
    id
    email
    level
  }
}
`;

export interface SandboxProps {
  /** The schema to show (with guards in the descriptions); undefined: introspect; null: none. */
  schema: GraphQLSchema | null | undefined;
  plugins: GraphiQLProps['plugins'];
}

export function Sandbox({ schema, plugins }: SandboxProps) {
  const [auth, setAuth] = useState<SandboxAuth>(initialAuth);
  const fetcher = useMemo(() => sandboxFetcher(auth), [auth]);
  const [query] = useState(() => new URLSearchParams(window.location.search).get('query') ?? undefined);

  const change = (next: SandboxAuth) => {
    setAuth(next);
    rememberAuth(next);
  };

  return (
    <div className="sandbox">
      <SignInBar auth={auth} onChange={change} />
      <div className="sandbox-ide">
        <GraphiQL fetcher={fetcher} schema={schema} plugins={plugins} defaultQuery={DEFAULT_QUERY} query={query} />
      </div>
    </div>
  );
}
