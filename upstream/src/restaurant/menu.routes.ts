// The menu: item search (by name, type and category with its sub-categories), custom dishes, and
// the food category tree of a service (core-platform §7 category structure calls). Reading needs
// the waiter's screens, FOOD_ITEM or FOOD_CATEGORY (view); changing categories needs FOOD_CATEGORY.
import { RESTAURANT_NOTICES, restaurantMoney } from '@hotel/domain';
import { restaurant, type restaurantEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { imageUrl, storeImages } from '../hotel/images.js';
import { route, type RouteBinding } from '../http/route.js';
import { WAITER_FEATURES, defaultRestaurantService, requireAnyFeature, restaurantService } from './access.js';

type FoodCategory = restaurantEntities.FoodCategory;
type FoodItem = restaurantEntities.FoodItem;

const MENU_READERS = [...WAITER_FEATURES, 'FOOD_ITEM', 'FOOD_CATEGORY'];

interface CategoryRow {
  id: number;
  hotel_service_id: number;
  parent_id: number | null;
  title: string;
  image: string | null;
  expanded: boolean;
}

const CATEGORY_SELECT = `select id, hotel_service_id, parent_id, title, image, expanded from food_category`;
const CATEGORY_ORDER = 'order by sort_order, id';

const toCategory = (r: CategoryRow): FoodCategory => ({
  id: r.id,
  categoryImage: imageUrl(r.image),
  categoryTitle: r.title,
  expanded: r.expanded,
  categoryId: r.parent_id,
  hotelServiceId: r.hotel_service_id,
  children: [],
});

/** Nests a service's categories under their parents, first layer at the top. */
function tree(rows: readonly CategoryRow[]): FoodCategory[] {
  const nodes = new Map(rows.map((r) => [r.id, toCategory(r)]));
  const roots: FoodCategory[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** `%text%` for ilike, with the pattern characters of the text escaped. */
const contains = (text: string | undefined) => `%${(text ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function findCategory(db: Queryable, serviceId: number, id: number): Promise<CategoryRow> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} where id = $1 and hotel_service_id = $2`, [
    id,
    serviceId,
  ]);
  if (!row) throw notFound('Category');
  return row;
}

export function menuRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('food_category_title_key', 'MENU_CATEGORY_TITLE_TAKEN', 'categoryTitle');

  const categories = async (serviceId: number, where = 'true', params: SqlParam[] = []) =>
    db.query<CategoryRow>(`${CATEGORY_SELECT} where hotel_service_id = $1 and (${where}) ${CATEGORY_ORDER}`, [
      serviceId,
      ...params,
    ]);

  const readable = async (principal: Parameters<typeof requireAnyFeature>[1], serviceId: number) => {
    await restaurantService(db, serviceId);
    await requireAnyFeature(db, principal, serviceId, MENU_READERS, 'VIEW');
  };

  /** A parent must be a category of the same service and not the category itself or below it. */
  const checkParent = async (tx: Queryable, serviceId: number, parentId: number | null, self: number | null) => {
    if (parentId === null) return;
    await findCategory(tx, serviceId, parentId).catch(() => {
      throw invalid('categoryId', 'MENU_CATEGORY_PARENT_ELSEWHERE');
    });
    if (self === null) return;
    const [cycle] = await tx.query(
      `with recursive below(id) as (select $1::int union select c.id from food_category c join below b on c.parent_id = b.id)
       select 1 from below where id = $2`,
      [self, parentId],
    );
    if (cycle) throw invalid('categoryId', 'MENU_CATEGORY_UNDER_ITSELF');
  };

  return [
    route(restaurant.searchItems, async ({ query, principal }) => {
      const service = await defaultRestaurantService(db, principal, query.hotelServiceId);
      await requireAnyFeature(db, principal, service.id, MENU_READERS, 'VIEW');
      if (query.categoryId) await findCategory(db, service.id, query.categoryId);
      const rows = await db.query<{
        id: number;
        name: string;
        image: string | null;
        price: string;
        active: boolean;
        item_type: FoodItem['itemType'];
        category_id: number | null;
        hotel_service_id: number;
      }>(
        `with recursive within(id) as (
           select $4::int where $4::int is not null
           union select c.id from food_category c join within w on c.parent_id = w.id)
         select i.id, i.name, i.image, i.price::text as price, i.active, i.item_type, i.category_id, i.hotel_service_id
           from food_item i
          where i.hotel_service_id = $1 and i.name ilike $2 escape '\\'
            and ($3::text is null or i.item_type = $3)
            and ($4::int is null or i.category_id in (select id from within))
          order by i.name, i.id limit 500`,
        [service.id, contains(query.name), query.itemType ?? null, query.categoryId ?? null],
      );
      return {
        result: {
          item: rows.map((r) => ({
            id: r.id,
            name: r.name,
            image: imageUrl(r.image),
            price: restaurantMoney(r.price).toWire(),
            active: r.active,
            itemType: r.item_type,
            categoryId: r.category_id,
            hotelServiceId: r.hotel_service_id,
          })),
        },
      };
    }),

    route(restaurant.createCustomDish, async ({ body, principal }) => {
      const service = await defaultRestaurantService(db, principal, body.hotelServiceId);
      await requireAnyFeature(db, principal, service.id, WAITER_FEATURES, 'ADD');
      const [row] = await db.query<{ id: number; name: string; price: string }>(
        `insert into food_item (hotel_service_id, name, price, item_type, created_by)
         values ($1, $2, $3, 'CUSTOM_DISH', $4) returning id, name, price::text as price`,
        [service.id, body.name, body.price, principal.userId],
      );
      return {
        result: { customDish: { ...row!, price: restaurantMoney(row!.price).toWire() } },
        message: RESTAURANT_NOTICES.CUSTOM_DISH_CREATED,
      };
    }),

    route(restaurant.categoryTree, async ({ params, principal }) => {
      await readable(principal, params.id);
      return { result: { category: tree(await categories(params.id)) } };
    }),

    route(restaurant.categoryChildren, async ({ params, query, principal }) => {
      await readable(principal, params.hotelServiceId);
      await findCategory(db, params.hotelServiceId, params.categoryId);
      const rows = await categories(params.hotelServiceId, 'parent_id = $2 and title ilike $3', [
        params.categoryId,
        contains(query.name),
      ]);
      // Each child carries its own children, so a second-layer button knows whether it opens a third.
      const all = tree(await categories(params.hotelServiceId));
      const byId = new Map<number, FoodCategory>();
      const walk = (nodes: FoodCategory[]) =>
        nodes.forEach((n) => {
          byId.set(n.id, n);
          walk(n.children);
        });
      walk(all);
      return { result: { category: rows.map((r) => byId.get(r.id) ?? toCategory(r)) } };
    }),

    route(restaurant.lastLayerCategories, async ({ query, principal }) => {
      await readable(principal, query.hotelServiceId);
      const rows = await categories(
        query.hotelServiceId,
        `title ilike $2 and not exists (select 1 from food_category c where c.parent_id = food_category.id)`,
        [contains(query.title)],
      );
      return { result: { category: rows.map(toCategory) } };
    }),

    route(restaurant.searchCategories, async ({ query, principal }) => {
      await readable(principal, query.hotelServiceId);
      const rows = await categories(query.hotelServiceId, 'title ilike $2', [contains(query.title)]);
      return { result: { category: rows.map(toCategory) } };
    }),

    route(restaurant.createCategory, async ({ body, files, principal }) => {
      await restaurantService(db, body.hotelServiceId);
      await requireAnyFeature(db, principal, body.hotelServiceId, ['FOOD_CATEGORY'], 'ADD');
      const id = await db.transaction(async (tx) => {
        await checkParent(tx, body.hotelServiceId, body.categoryId ?? null, null);
        const images = await storeImages(tx, files, ['categoryImage']);
        const [row] = await tx.query<{ id: number }>(
          `insert into food_category (hotel_service_id, parent_id, title, image, expanded, sort_order)
           values ($1, $2, $3, $4, $5,
                   (select coalesce(max(sort_order), 0) + 1 from food_category where hotel_service_id = $1)) returning id`,
          [
            body.hotelServiceId,
            body.categoryId ?? null,
            body.categoryTitle,
            images.categoryImage ?? null,
            body.expanded,
          ],
        );
        return row!.id;
      });
      return {
        result: { category: toCategory(await findCategory(db, body.hotelServiceId, id)) },
        message: RESTAURANT_NOTICES.MENU_CATEGORY_CREATED,
      };
    }),

    route(restaurant.updateCategory, async ({ params, body, files, principal }) => {
      await restaurantService(db, params.hotelServiceId);
      await requireAnyFeature(db, principal, params.hotelServiceId, ['FOOD_CATEGORY'], 'EDIT');
      if (body.hotelServiceId !== params.hotelServiceId) {
        throw invalid('hotelServiceId', 'CATEGORY_MOVED_ACROSS_RESTAURANTS');
      }
      await db.transaction(async (tx) => {
        await findCategory(tx, params.hotelServiceId, params.categoryId);
        await checkParent(tx, params.hotelServiceId, body.categoryId ?? null, params.categoryId);
        const images = await storeImages(tx, files, ['categoryImage']);
        await tx.query(
          `update food_category set parent_id = $2, title = $3, expanded = $4, image = coalesce($5::uuid, image)
            where id = $1`,
          [params.categoryId, body.categoryId ?? null, body.categoryTitle, body.expanded, images.categoryImage ?? null],
        );
      });
      return {
        result: { category: toCategory(await findCategory(db, params.hotelServiceId, params.categoryId)) },
        message: RESTAURANT_NOTICES.MENU_CATEGORY_UPDATED,
      };
    }),

    route(restaurant.deleteCategory, async ({ params, principal }) => {
      await restaurantService(db, params.hotelServiceId);
      await requireAnyFeature(db, principal, params.hotelServiceId, ['FOOD_CATEGORY'], 'DELETE');
      await db.transaction(async (tx) => {
        await findCategory(tx, params.hotelServiceId, params.categoryId);
        const [child] = await tx.query('select 1 from food_category where parent_id = $1 limit 1', [params.categoryId]);
        if (child) throw conflict('MENU_CATEGORY_HAS_SUBCATEGORIES');
        const [item] = await tx.query('select 1 from food_item where category_id = $1 limit 1', [params.categoryId]);
        if (item) throw conflict('MENU_CATEGORY_HAS_ITEMS');
        await tx.query('delete from food_category where id = $1', [params.categoryId]);
      });
      return { result: {}, message: RESTAURANT_NOTICES.MENU_CATEGORY_DELETED };
    }),
  ];
}
