// Reading the food category tree the server sends (foodCategories): lookups by id and title, the
// path to a category, and which category a menu page stands for. Titles are matched loosely
// ("BREAK FAST" is "Breakfast", ":beverages" is "Beverages") because route values and the stored
// main category are upper-cased or spelled as the spec spells them.

import type { FoodCategoriesQuery } from '../../graphql/hooks.gen';

/** A category at any depth of the tree (the deepest layer has no children field). */
export interface CategoryNode {
  id: number;
  title: string;
  image: string | null;
  parentId: number | null;
  children?: readonly CategoryNode[];
}

export type CategoryTree = FoodCategoriesQuery['foodCategories'];

export const titleKey = (title: string): string => title.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/** Every category with the path of categories above it (first layer first). */
export function walk(tree: readonly CategoryNode[]): { node: CategoryNode; ancestors: CategoryNode[] }[] {
  const out: { node: CategoryNode; ancestors: CategoryNode[] }[] = [];
  const visit = (nodes: readonly CategoryNode[], ancestors: CategoryNode[]) => {
    for (const node of nodes) {
      out.push({ node, ancestors });
      visit(node.children ?? [], [...ancestors, node]);
    }
  };
  visit(tree, []);
  return out;
}

export function findById(tree: readonly CategoryNode[], id: number): CategoryNode | null {
  return walk(tree).find((entry) => entry.node.id === id)?.node ?? null;
}

/** The categories from the first layer down to this one (empty when it is not in the tree). */
export function pathTo(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  const entry = walk(tree).find((candidate) => candidate.node.id === id);
  return entry ? [...entry.ancestors, entry.node] : [];
}

/** The shallowest category with this title. */
export function findByTitle(tree: readonly CategoryNode[], title: string): CategoryNode | null {
  const key = titleKey(title);
  if (!key) return null;
  const matches = walk(tree).filter((entry) => titleKey(entry.node.title) === key);
  matches.sort((a, b) => a.ancestors.length - b.ancestors.length);
  return matches[0]?.node ?? null;
}
