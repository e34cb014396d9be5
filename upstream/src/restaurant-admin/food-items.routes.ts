// Menu items (FOOD_ITEM) with their pictures, and their allocation to categories
// (ALLOCATE_CATEGORY). Items go in categories without sub-categories (the last layer the waiter
// opens). Custom dishes belong to the waiters: listed when asked for, never edited here. An item that
// was ordered stays (bills name it): it is deactivated instead of deleted.
import { RESTAURANT_ADMIN_NOTICES, restaurantMoney } from '@hotel/domain';
import { restaurantAdmin } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { conflict, conflictOn, invalid, notFound } from '../http/api-error.js';
import { imageUrl, storeImages } from '../hotel/images.js';
import { route, type RouteBinding } from '../http/route.js';
import { adminService } from './access.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';

type MenuItem = restaurantAdmin.MenuItem;
type CategorySummary = restaurantAdmin.CategorySummary;
type ItemInput = z.output<typeof restaurantAdmin.menuItemInput>;

interface ItemRow {
  id: number;
  name: string;
  image: string | null;
  /** numeric(12, 2) as text. */
  price: string;
  active: boolean;
  item_type: MenuItem['itemType'];
  category_id: number | null;
  category_title: string | null;
  parent_title: string | null;
  hotel_service_id: number;
  has_orders: boolean;
}
const ITEM_SELECT = `select i.id, i.name, i.image, i.price::text as price, i.active, i.item_type, i.category_id,
  c.title as category_title, p.title as parent_title, i.hotel_service_id,
  exists (select 1 from ordered_item o where o.item_id = i.id) as has_orders`;
const ITEM_FROM = `from food_item i
  left join food_category c on c.id = i.category_id
  left join food_category p on p.id = c.parent_id`;
const toItem = (r: ItemRow): MenuItem => ({
  id: r.id,
  name: r.name,
  image: imageUrl(r.image),
  price: restaurantMoney(r.price).toWire(),
  active: r.active,
  itemType: r.item_type,
  categoryId: r.category_id,
  categoryTitle: r.category_title,
  parentCategoryTitle: r.parent_title,
  hotelServiceId: r.hotel_service_id,
  hasOrders: r.has_orders,
});
const ITEM_SORT: SortColumnsOf<typeof restaurantAdmin.searchMenuItems> = {
  id: 'i.id',
  name: 'lower(i.name)',
  price: 'i.price',
  category: 'lower(c.title)',
};

async function findItem(db: Queryable, id: number): Promise<MenuItem> {
  const [row] = await db.query<ItemRow>(`${ITEM_SELECT} ${ITEM_FROM} where i.id = $1`, [id]);
  if (!row) throw notFound('Item');
  return toItem(row);
}

/** A category items may go in: one of the service's, without sub-categories. */
async function requireLastLayer(tx: Queryable, serviceId: number, categoryId: number, field: string): Promise<void> {
  const [row] = await tx.query<{ children: number }>(
    `select (select count(*)::int from food_category k where k.parent_id = c.id) as children
       from food_category c where c.id = $1 and c.hotel_service_id = $2`,
    [categoryId, serviceId],
  );
  if (!row) throw invalid(field, 'CATEGORY_NOT_IN_RESTAURANT');
  if (Number(row.children) > 0) throw invalid(field, 'FOOD_CATEGORY_NOT_LAST_LAYER');
}

export function foodItemsAdminRoutes({ db }: AppContext): RouteBinding[] {
  /**
   * Names are unique on a menu (custom dishes aside). The transaction-scoped lock per service makes
   * the check and the write one step, so two administrators adding one dish at once make one.
   */
  const checkName = async (tx: Queryable, serviceId: number, name: string, self: number | null) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('food_item_name'), $1)", [serviceId]);
    const [same] = await tx.query(
      `select 1 from food_item where hotel_service_id = $1 and lower(name) = lower($2) and item_type <> 'CUSTOM_DISH'
          and ($3::int is null or id <> $3)`,
      [serviceId, name, self],
    );
    if (same) throw conflictOn('name', 'FOOD_ITEM_NAME_TAKEN');
  };

  const writeItem = async (
    tx: Queryable,
    body: ItemInput,
    image: string | null,
    id: number | null,
    createdBy: number | null,
  ): Promise<number> => {
    await checkName(tx, body.hotelServiceId, body.name, id);
    if (body.categoryId) await requireLastLayer(tx, body.hotelServiceId, body.categoryId, 'categoryId');
    if (id === null) {
      const [row] = await tx.query<{ id: number }>(
        `insert into food_item (hotel_service_id, category_id, name, image, price, active, item_type, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          body.hotelServiceId,
          body.categoryId ?? null,
          body.name,
          image,
          body.price,
          body.active,
          body.itemType,
          createdBy,
        ],
      );
      return row!.id;
    }
    await tx.query(
      `update food_item set category_id = $2, name = $3, image = coalesce($4::uuid, image), price = $5, active = $6,
              item_type = $7
        where id = $1`,
      [id, body.categoryId ?? null, body.name, image, body.price, body.active, body.itemType],
    );
    return id;
  };

  return [
    route(restaurantAdmin.searchMenuItems, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, ['FOOD_ITEM', 'ALLOCATE_CATEGORY'], 'VIEW');
      const { rows, pagination } = await pageOf<ItemRow>(db, {
        with: `with recursive within(id) as (
                 select $4::int where $4::int is not null
                 union select k.id from food_category k join within w on k.parent_id = w.id)`,
        select: ITEM_SELECT,
        from: `${ITEM_FROM}
          where i.hotel_service_id = $1 and ($2::text is null or i.name ilike $2 escape '\\')
            and (case when $3::text is null then i.item_type <> 'CUSTOM_DISH' else i.item_type = $3 end)
            and ($4::int is null or i.category_id in (select id from within))
            and (not $5::boolean or i.category_id is null)
            and ($6::boolean is null or i.active = $6)`,
        params: [
          query.hotelServiceId,
          containsText(query.name),
          query.itemType ?? null,
          query.categoryId ?? null,
          query.unallocated ?? false,
          query.active ?? null,
        ],
        sort: ITEM_SORT,
        id: 'i.id',
        query,
      });
      return { result: { item: rows.map(toItem) }, pagination };
    }),

    route(restaurantAdmin.createMenuItem, async ({ body, files, principal }) => {
      await adminService(db, principal, body.hotelServiceId, 'FOOD_ITEM', 'ADD');
      const id = await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, restaurantAdmin.MENU_ITEM_IMAGES);
        return writeItem(tx, body, images.image ?? null, null, principal.userId);
      });
      return { result: { item: await findItem(db, id) }, message: RESTAURANT_ADMIN_NOTICES.FOOD_ITEM_CREATED };
    }),

    route(restaurantAdmin.updateMenuItem, async ({ body, files, principal }) => {
      const current = await findItem(db, body.id);
      await adminService(db, principal, current.hotelServiceId, 'FOOD_ITEM', 'EDIT');
      if (current.itemType === 'CUSTOM_DISH') throw conflict('CUSTOM_DISH_LOCKED');
      if (body.hotelServiceId !== current.hotelServiceId) {
        throw invalid('hotelServiceId', 'FOOD_ITEM_MOVED_ACROSS_RESTAURANTS');
      }
      await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, restaurantAdmin.MENU_ITEM_IMAGES);
        await writeItem(tx, body, images.image ?? null, body.id, null);
      });
      return { result: { item: await findItem(db, body.id) }, message: RESTAURANT_ADMIN_NOTICES.FOOD_ITEM_UPDATED };
    }),

    route(restaurantAdmin.deleteMenuItem, async ({ params, principal }) => {
      const current = await findItem(db, params.id);
      await adminService(db, principal, current.hotelServiceId, 'FOOD_ITEM', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from food_item where id = $1 for update', [params.id]);
        const [ordered] = await tx.query('select 1 from ordered_item where item_id = $1 limit 1', [params.id]);
        if (ordered) throw conflict('FOOD_ITEM_ON_ORDERS', { name: current.name });
        await tx.query('delete from food_item where id = $1', [params.id]);
      });
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.FOOD_ITEM_DELETED };
    }),

    route(restaurantAdmin.allocateItemCategory, async ({ body, principal }) => {
      await adminService(db, principal, body.hotelServiceId, 'ALLOCATE_CATEGORY', 'EDIT');
      const ids = [...new Set(body.itemIdList)];
      await db.transaction(async (tx) => {
        if (body.categoryId !== null) await requireLastLayer(tx, body.hotelServiceId, body.categoryId, 'categoryId');
        const found = await tx.query<{ id: number; item_type: string }>(
          'select id, item_type from food_item where id = any($1::int[]) and hotel_service_id = $2 for update',
          [ids, body.hotelServiceId],
        );
        if (found.length !== ids.length) throw invalid('itemIdList', 'ITEMS_NOT_ON_MENU');
        if (found.some((r) => r.item_type === 'CUSTOM_DISH')) throw invalid('itemIdList', 'CUSTOM_DISH_LOCKED');
        await tx.query('update food_item set category_id = $2 where id = any($1::int[])', [ids, body.categoryId]);
      });
      const rows = await db.query<ItemRow>(
        `${ITEM_SELECT} ${ITEM_FROM} where i.id = any($1::int[]) order by lower(i.name), i.id`,
        [ids],
      );
      return {
        result: { item: rows.map(toItem) },
        message:
          body.categoryId === null
            ? RESTAURANT_ADMIN_NOTICES.ITEMS_UNALLOCATED
            : RESTAURANT_ADMIN_NOTICES.ITEMS_ALLOCATED,
      };
    }),

    route(restaurantAdmin.itemCategories, async ({ params, principal }) => {
      await adminService(
        db,
        principal,
        params.hotelServiceId,
        ['FOOD_CATEGORY', 'FOOD_ITEM', 'ALLOCATE_CATEGORY'],
        'VIEW',
      );
      const rows = await db.query<{
        id: number;
        title: string;
        image: string | null;
        parent_id: number | null;
        expanded: boolean;
        child_count: number;
        item_count: number;
      }>(
        `select c.id, c.title, c.image, c.parent_id, c.expanded,
                (select count(*)::int from food_category k where k.parent_id = c.id) as child_count,
                (select count(*)::int from food_item i where i.category_id = c.id) as item_count
           from food_category c where c.hotel_service_id = $1 order by c.sort_order, c.id`,
        [params.hotelServiceId],
      );
      const titles = new Map(rows.map((r) => [r.id, r] as const));
      const trail = (id: number | null): string[] => {
        const seen = new Set<number>();
        const names: string[] = [];
        for (let at = id === null ? undefined : titles.get(id); at && !seen.has(at.id);) {
          seen.add(at.id);
          names.unshift(at.title);
          at = at.parent_id === null ? undefined : titles.get(at.parent_id);
        }
        return names;
      };
      const category: CategorySummary[] = rows.map((r) => ({
        id: r.id,
        categoryTitle: r.title,
        categoryImage: imageUrl(r.image),
        categoryId: r.parent_id,
        expanded: r.expanded,
        hotelServiceId: params.hotelServiceId,
        trail: trail(r.id),
        lastLayer: Number(r.child_count) === 0,
        childCount: Number(r.child_count),
        itemCount: Number(r.item_count),
      }));
      return { result: { category } };
    }),
  ];
}
