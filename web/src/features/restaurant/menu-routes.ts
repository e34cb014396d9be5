// The restaurant's addresses (operations §2, core §2). Route values carry a leading ':' as the spec
// writes them (/restaurant/dashboard/:1, /category/food/:beverages); the screens accept them with
// or without it. Built as hrefs so the ':' stays readable in the address bar.

export const WAITER_STATUS_PATH = '/toplevel/table-dashboard';
export const CHEF_PATH = '/toplevel/chef-dashboard';
export const FOOD_MENU_PATH = '/category/main';

/** The value of a route parameter without the spec's leading ':' (and decoded, whatever the router did). */
export function routeValue(param: string | undefined): string {
  let value = param ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    // Already decoded and containing a stray '%': use it as it is.
  }
  return value.startsWith(':') ? value.slice(1).trim() : value.trim();
}

/** /toplevel/restaurant-dashboard/:{CATEGORY OR DISH NAME} (upper-cased). */
export const orderScreenByName = (name: string): string =>
  `/toplevel/restaurant-dashboard/:${encodeURIComponent(name.toUpperCase())}`;

/** /restaurant/dashboard/:{categoryId}: the order screen opened on a category with no sub-categories. */
export const orderScreenByCategory = (categoryId: number): string => `/restaurant/dashboard/:${categoryId}`;

/** The 'Food Menu' button of the status screen. */
export const FOOD_MENU_ORDER_PATH = orderScreenByCategory(1);

/** /category/food/cat/:{ORIGIN}: the dishes of Sri Lankan, Western or Indian cuisine. */
export const foodOriginPath = (origin: string): string => `/category/food/cat/:${encodeURIComponent(origin)}`;

/** /category/main, optionally opened on a category (its sub-categories and the trail to it). */
export const foodMenuPath = (categoryId?: number | null): string =>
  categoryId ? `${FOOD_MENU_PATH}?category=${categoryId}` : FOOD_MENU_PATH;

/**
 * The category sets of /category/food/{cat} (operations §2): ':beverages', ':desserts' and ':Snacks'
 * pick the sub-categories of that first-layer category; any other value the food set, which is the
 * first layer without those three (the cuisines: Sri Lankan, Western, Indian).
 */
export const CATEGORY_SETS = ['beverages', 'desserts', 'snacks'] as const;
export type CategorySet = (typeof CATEGORY_SETS)[number] | 'food';

export function categorySetOf(param: string | undefined): CategorySet {
  const value = routeValue(param).toLowerCase();
  return (CATEGORY_SETS as readonly string[]).includes(value) ? (value as CategorySet) : 'food';
}
