// Which screens exist in this build: the paths of the generated route tree. Menu entries, header
// links and landing targets whose screen does not exist yet are hidden or skipped, so nothing
// leads to an empty page. main.tsx registers the router's paths before the first render.

import type { IsAvailable } from '@hotel/domain';

let paths: ReadonlySet<string> = new Set();

export function registerRoutePaths(routePaths: Iterable<string>): void {
  paths = new Set([...routePaths].map((path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path)));
}

/** True when the path is a route of the app (static paths; the menu has no parameters). */
export const isAvailable: IsAvailable = (path) => paths.has(path);
