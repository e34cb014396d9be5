// A GraphiQL side panel with the schema as SDL, directives included: the quickest way to see
// every guard (@requires/@signedIn/@public) at once.
import { useMemo, useState, type ComponentType } from 'react';
import type { GraphiQLProps } from 'graphiql';

type GraphiQLPlugin = NonNullable<GraphiQLProps['plugins']>[number];

function SdlIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      <path d="M8 6 3 12l5 6M16 6l5 6-5 6M13.5 4l-3 16" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The lines containing `filter`, each under the definition it belongs to (`type Query {`). */
function filterSdl(sdl: string, filter: string): string {
  const needle = filter.trim().toLowerCase();
  if (!needle) return sdl;
  const out: string[] = [];
  let header: string | null = null;
  let headerShown = false;
  for (const line of sdl.split('\n')) {
    const topLevel = /^\S/.test(line) && !line.startsWith('}') && !line.startsWith('"');
    if (topLevel) {
      header = line;
      headerShown = false;
    }
    if (!line.toLowerCase().includes(needle)) continue;
    if (!topLevel && header && !headerShown) out.push(header);
    headerShown = true;
    out.push(line);
  }
  return out.join('\n') || 'No line matches.';
}

function sdlView(sdl: string): ComponentType {
  return function SdlView() {
    const [filter, setFilter] = useState('');
    const shown = useMemo(() => filterSdl(sdl, filter), [filter]);
    return (
      <div className="sandbox-sdl">
        <div className="graphiql-doc-explorer-title">Schema SDL</div>
        <input
          className="sandbox-sdl-filter"
          type="search"
          placeholder="Filter lines (e.g. @requires, CHANNEL)"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        <pre>{shown}</pre>
      </div>
    );
  };
}

export function sdlPlugin(sdl: string): GraphiQLPlugin {
  return { title: 'Schema SDL', icon: SdlIcon, content: sdlView(sdl) };
}
