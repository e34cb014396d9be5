// The GraphQL sandbox (sandbox.html): GraphiQL, bundled with the web app so it works offline.
// The BFF serves it at /graphql when GRAPHQL_SANDBOX is on (development by default); `vite` serves
// it at /sandbox.html during web development.
import 'graphiql/graphiql.css';
import './sandbox.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageConfig, schemaWithGuards } from './config';
import { Sandbox } from './Sandbox';
import { sdlPlugin } from './SdlPlugin';

const root = document.getElementById('root');
if (!root) throw new Error('sandbox.html has no #root element');

const config = readPageConfig();

if (!config && !import.meta.env.DEV) {
  // The built file reached directly (/sandbox.html), not through the BFF's /graphql.
  root.innerHTML =
    '<main class="sandbox-off"><h1>GraphQL sandbox</h1><p>The sandbox is served at <a href="/graphql">/graphql</a> when the server has it enabled (GRAPHQL_SANDBOX; on in development).</p></main>';
} else {
  // From the BFF: the SDL it embedded (guards included), or no schema when introspection is off.
  // From the Vite dev server: GraphiQL introspects (guards are then not shown).
  const schema = config ? (config.sdl ? schemaWithGuards(config.sdl) : null) : undefined;
  const plugins = config?.sdl ? [sdlPlugin(config.sdl)] : [];
  createRoot(root).render(
    <StrictMode>
      <Sandbox schema={schema} plugins={plugins} />
    </StrictMode>,
  );
}
