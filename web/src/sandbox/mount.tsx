// GraphiQL with the page's configuration, loaded by main.tsx once the page knows it shows it.
import 'graphiql/graphiql.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SandboxPageConfig } from './config';
import { schemaWithGuards } from './schema-with-guards';
import { Sandbox } from './Sandbox';
import { sdlPlugin } from './SdlPlugin';

/** From the BFF: the SDL it embedded (guards included), or no schema when introspection is off.
 * From the Vite dev server (no configuration): GraphiQL introspects (guards are then not shown). */
export function mountSandbox(root: HTMLElement, config: SandboxPageConfig | null): void {
  const schema = config ? (config.sdl ? schemaWithGuards(config.sdl) : null) : undefined;
  const plugins = config?.sdl ? [sdlPlugin(config.sdl)] : [];
  createRoot(root).render(
    <StrictMode>
      <Sandbox schema={schema} plugins={plugins} />
    </StrictMode>,
  );
}
