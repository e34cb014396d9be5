import { describe, expect, it } from 'vitest';

import { flattenCategories, pageRows, searchCategories, type CategoryNode } from './category-rows';

const node = (id: number, title: string, parentId: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  title,
  image: null,
  parentId,
  trail: [title],
  lastLayer: children.length === 0,
  childCount: children.length,
  itemCount: 0,
  children,
});

const TREE = [
  node(1, 'Sri Lankan', null, [node(2, 'LUNCH', 1), node(3, 'DINNER', 1)]),
  node(4, 'Beverages', null, [node(5, 'Fresh Juice', 4)]),
];

describe('the categories page rows', () => {
  it('lists each first-layer category followed by its sub-categories, indented', () => {
    expect(flattenCategories(TREE).map((r) => [r.title, r.depth])).toStrictEqual([
      ['Sri Lankan', 0],
      ['LUNCH', 1],
      ['DINNER', 1],
      ['Beverages', 0],
      ['Fresh Juice', 1],
    ]);
  });

  it('keeps the parent of a sub-category that matches the search', () => {
    expect(searchCategories(flattenCategories(TREE), 'juice').map((r) => r.title)).toStrictEqual([
      'Beverages',
      'Fresh Juice',
    ]);
  });

  it('pages on the client', () => {
    expect(pageRows(flattenCategories(TREE), 1, 2).map((r) => r.id)).toStrictEqual([3, 4]);
  });
});
