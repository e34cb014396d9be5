// Which screens the app has: the full paths of the router's generated route tree (the same list
// the app itself consults before it leads anyone to a page, web/src/navigation/available.ts).
// Landings whose target screen is still being built depend on it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { menuFor } from '@hotel/domain';
import { ROOT } from './stack.js';

let paths: ReadonlySet<string> | null = null;

function routePaths(): ReadonlySet<string> {
  if (paths) return paths;
  const source = readFileSync(join(ROOT, 'web/src/routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? '';
  paths = new Set(
    [...block.matchAll(/'([^']+)':/g)].map(([, path = '']) =>
      path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path,
    ),
  );
  if (paths.size === 0) throw new Error('no routes found in web/src/routeTree.gen.ts');
  return paths;
}

export function screenExists(path: string): boolean {
  return routePaths().has(path);
}

/**
 * The front office's first page that exists, in the side menu's order (domain menu table, HOTEL
 * service of a hotel of type HOTEL). Every demo account of the front office may view all of its
 * pages, so this is where they land (core §4 "HOTEL: go to the first permitted hotel page").
 */
export function firstHotelScreen(): string {
  const page = menuFor('hotel', 'HOTEL', { hotelType: 'HOTEL' })
    .filter((entry) => entry.feature !== null)
    .map((entry) => entry.path)
    .find(screenExists);
  if (!page) throw new Error('no front-office screen exists');
  return page;
}
