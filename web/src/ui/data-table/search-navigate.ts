// Changing the current page's search (a table's page and filters, a screen's scope). A screen shared
// by several routes cannot use one route's typed navigate, so it writes the search as a record.

import { useNavigate } from '@tanstack/react-router';

export type NavigateToSearch = (options: {
  to: '.';
  search: (previous: Record<string, unknown>) => Record<string, unknown>;
  replace?: boolean;
  resetScroll?: boolean;
}) => Promise<void>;

export function useSearchNavigate(): NavigateToSearch {
  return useNavigate() as unknown as NavigateToSearch;
}
