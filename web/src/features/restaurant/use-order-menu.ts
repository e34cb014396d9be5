// The menu half of the waiter order screen: the category tree, the two chosen layers, the search
// ('Search foods...', 800 ms after the last keystroke) and the food cards. The route opens it on a
// category (by id, or by its upper-cased title) or, for a dish name, on a search for that dish.

import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useFoodCategoriesQuery, useFoodItemsQuery } from '../../graphql/hooks.gen';
import type { MenuPanelProps } from './components/MenuPanel';
import { findById, findByTitle, pathTo } from './menu-tree';
import { SEARCH_DEBOUNCE_MS } from './restaurant-format';

export type MenuTarget = { kind: 'name'; value: string } | { kind: 'id'; value: number | null };

interface Selection {
  rootId: number | null;
  childId: number | null;
  categoryId: number | null;
}

const NOTHING: Selection = { rootId: null, childId: null, categoryId: null };

export function useOrderMenu(serviceId: number | null, target: MenuTarget): Omit<MenuPanelProps, 'onAddFood'> {
  const categories = useFoodCategoriesQuery({ variables: { serviceId: serviceId ?? 0 }, skip: serviceId === null });
  const tree = categories.data?.foodCategories;

  // What the route asks for, once the tree is known: a category, or (a dish name) a search.
  const fromRoute = useMemo((): (Selection & { search: string }) | null => {
    if (!tree) return null;
    const node =
      target.kind === 'id'
        ? target.value === null
          ? null
          : findById(tree, target.value)
        : findByTitle(tree, target.value);
    if (!node) return { ...NOTHING, search: target.kind === 'name' ? target.value : '' };
    const path = pathTo(tree, node.id);
    return { rootId: path[0]?.id ?? null, childId: path[1]?.id ?? null, categoryId: node.id, search: '' };
  }, [tree, target.kind, target.value]);

  const [picked, setPicked] = useState<Selection | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const selection = picked ?? fromRoute ?? NOTHING;
  const searchText = typed ?? fromRoute?.search ?? '';
  const [debounced] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // The route's search applies at once; typing waits for the debounce.
  const search = (typed === null ? searchText : debounced).trim();
  const categoryId = search ? null : selection.categoryId;
  const prompt = search === '' && categoryId === null;

  const items = useFoodItemsQuery({
    variables: { serviceId: serviceId ?? 0, categoryId, search: search || null },
    skip: serviceId === null || prompt,
  });

  return {
    categories: tree ?? [],
    categoriesLoading: categories.loading && !categories.data,
    categoriesError: Boolean(categories.error) && !categories.data,
    rootId: selection.rootId,
    childId: selection.childId,
    onRoot: (id) => {
      setPicked({ rootId: id, childId: null, categoryId: id });
      setTyped('');
    },
    onChild: (id) => {
      setPicked({ rootId: selection.rootId, childId: id, categoryId: id });
      setTyped('');
    },
    search: searchText,
    onSearch: setTyped,
    prompt,
    foods: items.data?.foodItems ?? [],
    foodsLoading: items.loading && !items.data,
    foodsError: Boolean(items.error) && !items.data,
    onRetry: () => {
      void categories.refetch().catch(() => undefined);
      if (!prompt) void items.refetch().catch(() => undefined);
    },
  };
}
