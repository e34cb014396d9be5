// The category tree as the rows of the categories page: first layer, then each one's sub-categories
// indented under it, in menu order; searched by title (a match keeps its parent for context) and
// paged on the client (a menu has a few dozen categories). No React.

export interface CategoryNode {
  id: number;
  title: string;
  image: string | null;
  parentId: number | null;
  trail: string[];
  lastLayer: boolean;
  childCount: number;
  itemCount: number;
  children?: CategoryNode[] | null;
}

export interface CategoryRow extends Omit<CategoryNode, 'children'> {
  depth: number;
}

export function flattenCategories(tree: readonly CategoryNode[], depth = 0): CategoryRow[] {
  return tree.flatMap(({ children, ...node }) => [{ ...node, depth }, ...flattenCategories(children ?? [], depth + 1)]);
}

export function searchCategories(rows: readonly CategoryRow[], text: string | undefined): CategoryRow[] {
  const needle = (text ?? '').trim().toLowerCase();
  if (!needle) return [...rows];
  const hits = new Set(rows.filter((r) => r.title.toLowerCase().includes(needle)).map((r) => r.id));
  const parents = new Set(rows.filter((r) => hits.has(r.id) && r.parentId !== null).map((r) => r.parentId));
  return rows.filter((r) => hits.has(r.id) || parents.has(r.id));
}

// Paged like every list held whole on the client (ui/data-table).
export { pageRows } from '../../ui/data-table/table-state';
