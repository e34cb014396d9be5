import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { flattenCategories, pageRows, searchCategories, type CategoryNode } from './category-rows.js';

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
    assert.deepEqual(
      flattenCategories(TREE).map((r) => [r.title, r.depth]),
      [
        ['Sri Lankan', 0],
        ['LUNCH', 1],
        ['DINNER', 1],
        ['Beverages', 0],
        ['Fresh Juice', 1],
      ],
    );
  });

  it('keeps the parent of a sub-category that matches the search', () => {
    assert.deepEqual(
      searchCategories(flattenCategories(TREE), 'juice').map((r) => r.title),
      ['Beverages', 'Fresh Juice'],
    );
  });

  it('pages on the client', () => {
    assert.deepEqual(
      pageRows(flattenCategories(TREE), 1, 2).map((r) => r.id),
      [3, 4],
    );
  });
});
