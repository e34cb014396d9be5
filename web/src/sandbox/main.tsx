// The GraphQL sandbox (sandbox.html): GraphiQL, bundled with the web app so it works offline.
// The BFF serves it at /graphql when GRAPHQL_SANDBOX is on (development by default); `vite` serves
// it at /sandbox.html during web development. GraphiQL loads only when it is shown: the page's own
// first chunk stays apart from the app's (web/vite.config.ts groups what pages load first).
import './sandbox.css';

import { readPageConfig } from './config';

const root = document.getElementById('root');
if (!root) throw new Error('sandbox.html has no #root element');

const config = readPageConfig();

if (!config && !import.meta.env.DEV) {
  // The built file reached directly (/sandbox.html), not through the BFF's /graphql.
  root.innerHTML =
    '<main class="sandbox-off"><h1>GraphQL sandbox</h1><p>The sandbox is served at <a href="/graphql">/graphql</a> when the server has it enabled (GRAPHQL_SANDBOX; on in development).</p></main>';
} else {
  const { mountSandbox } = await import('./mount');
  mountSandbox(root, config);
}
