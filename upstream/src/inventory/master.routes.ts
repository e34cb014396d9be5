// The item master and the locations of an INVENTORY service: locations (STOCK), units (UNIT),
// the category tree main → category → sub (ITEM_CATEGORY), items with their add-on flag and a
// reorder level per location (INVENTORY_ITEM). Names are unique within the service (categories
// among their siblings); what stock or movements use is not deleted.
import { INVENTORY_NOTICES } from '@hotel/domain';
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireInventory } from './access.js';

type Location = inventory.Location;
type Unit = inventory.Unit;
type ItemCategory = inventory.ItemCategory;
type InventoryItem = inventory.InventoryItem;

interface NamedRow {
  id: number;
  name: string;
  hotel_service_id: number;
}
const toNamed = (r: NamedRow): Location => ({ id: r.id, name: r.name, hotelServiceId: r.hotel_service_id });
interface UnitRow extends NamedRow {
  unit_type_id: number | null;
  unit_type_name: string | null;
}
const UNIT_SELECT = 'select u.id, u.name, u.hotel_service_id, u.unit_type_id, t.name as unit_type_name';
const UNIT_FROM = 'from inventory_unit u left join inventory_unit_type t on t.id = u.unit_type_id';
const toUnit = (r: UnitRow): Unit => ({ ...toNamed(r), unitTypeId: r.unit_type_id, unitTypeName: r.unit_type_name });
async function findUnit(db: Queryable, id: number): Promise<Unit> {
  const [row] = await db.query<UnitRow>(`${UNIT_SELECT} ${UNIT_FROM} where u.id = $1`, [id]);
  if (!row) throw notFound('Unit');
  return toUnit(row);
}

async function findNamed(db: Queryable, table: 'inventory_location' | 'inventory_unit', id: number, what: string) {
  const [row] = await db.query<NamedRow>(`select id, name, hotel_service_id from ${table} where id = $1`, [id]);
  if (!row) throw notFound(what);
  return toNamed(row);
}

// ------------------------------------------------------------------------------------- categories

/** The tree in order, each with its path; recursive, so PostgreSQL and PGlite answer the same. */
const CATEGORY_TREE = `with recursive tree as (
    select c.id, c.name, c.hotel_service_id, c.parent_id, c.level, c.name::text as path, lower(c.name)::text as sort_key
      from item_category c where c.parent_id is null and c.hotel_service_id = $1
    union all
    select c.id, c.name, c.hotel_service_id, c.parent_id, c.level, t.path || ' / ' || c.name, t.sort_key || '/' || lower(c.name)
      from item_category c join tree t on c.parent_id = t.id)
  select id, name, hotel_service_id, parent_id, level, path from tree order by sort_key`;
interface CategoryRow extends NamedRow {
  parent_id: number | null;
  level: number;
  path: string;
}
const toCategory = (r: CategoryRow): ItemCategory => ({
  id: r.id,
  name: r.name,
  hotelServiceId: r.hotel_service_id,
  parentId: r.parent_id,
  level: r.level,
  path: r.path,
});

// ------------------------------------------------------------------------------------- items

interface ItemRow {
  id: number;
  name: string;
  hotel_service_id: number;
  category_id: number | null;
  unit_id: number | null;
  unit_name: string | null;
  add_on: boolean;
}
const ITEM_SELECT = `select i.id, i.name, i.hotel_service_id, i.category_id, i.unit_id, u.name as unit_name, i.add_on`;
const ITEM_FROM = `from inventory_item i left join inventory_unit u on u.id = i.unit_id
  left join item_category c on c.id = i.category_id`;
const ITEM_SORT: SortColumnsOf<typeof inventory.searchInventoryItems> = {
  id: 'i.id',
  name: 'lower(i.name)',
  category: 'lower(c.name)',
};

/** Items with their category paths and reorder levels, in the rows' order. */
async function withDetails(db: Queryable, rows: readonly ItemRow[]): Promise<InventoryItem[]> {
  if (rows.length === 0) return [];
  const serviceId = rows[0]!.hotel_service_id;
  const paths = new Map((await db.query<CategoryRow>(CATEGORY_TREE, [serviceId])).map((c) => [c.id, c.path] as const));
  const levels = await db.query<{ item_id: number; location_id: number; location_name: string; reorder_level: number }>(
    `select r.item_id, r.location_id, l.name as location_name, r.reorder_level::float8 as reorder_level
       from item_reorder_level r join inventory_location l on l.id = r.location_id
      where r.item_id = any($1::int[]) order by lower(l.name), l.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    hotelServiceId: r.hotel_service_id,
    categoryId: r.category_id,
    categoryPath: r.category_id ? (paths.get(r.category_id) ?? null) : null,
    unitId: r.unit_id,
    unitName: r.unit_name,
    addOn: r.add_on,
    reorderLevels: levels
      .filter((l) => l.item_id === r.id)
      .map((l) => ({
        locationId: l.location_id,
        locationName: l.location_name,
        reorderLevel: Number(l.reorder_level),
      })),
  }));
}

async function findItem(db: Queryable, id: number): Promise<InventoryItem> {
  const rows = await db.query<ItemRow>(`${ITEM_SELECT} ${ITEM_FROM} where i.id = $1`, [id]);
  const [item] = await withDetails(db, rows);
  if (!item) throw notFound('Item');
  return item;
}

export function inventoryMasterRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('inventory_location_name_key', 'LOCATION_NAME_TAKEN', 'name');
  describeConstraint('inventory_unit_name_key', 'UNIT_NAME_TAKEN', 'name');
  describeConstraint('inventory_item_name_key', 'ITEM_NAME_TAKEN', 'name');
  describeConstraint('item_category_name_key', 'CATEGORY_NAME_TAKEN', 'name');

  /** Each id must be a record of the same service, else the field is refused. */
  const sameService = async (
    tx: Queryable,
    table: 'inventory_location' | 'inventory_unit' | 'item_category' | 'inventory_unit_type',
    field: string,
    serviceId: number,
    ids: readonly number[],
  ) => {
    if (ids.length === 0) return;
    const rows = await tx.query(`select id from ${table} where id = any($1::int[]) and hotel_service_id = $2`, [
      [...new Set(ids)],
      serviceId,
    ]);
    if (rows.length !== new Set(ids).size) throw invalid(field, 'NOT_FOUND', { what: field });
  };

  const writeItem = async (
    tx: Queryable,
    body: typeof inventory.inventoryItemInput._zod.output,
    id: number | null,
  ): Promise<number> => {
    await sameService(tx, 'item_category', 'categoryId', body.hotelServiceId, body.categoryId ? [body.categoryId] : []);
    await sameService(tx, 'inventory_unit', 'unitId', body.hotelServiceId, body.unitId ? [body.unitId] : []);
    const locationIds = body.reorderLevels.map((l) => l.locationId);
    await sameService(tx, 'inventory_location', 'reorderLevels', body.hotelServiceId, locationIds);
    const values = [body.hotelServiceId, body.name, body.categoryId ?? null, body.unitId ?? null, body.addOn];
    let itemId = id;
    if (itemId === null) {
      const [row] = await tx.query<{ id: number }>(
        `insert into inventory_item (hotel_service_id, name, category_id, unit_id, add_on)
         values ($1, $2, $3, $4, $5) returning id`,
        values,
      );
      itemId = row!.id;
    } else {
      await tx.query(
        `update inventory_item set name = $2, category_id = $3, unit_id = $4, add_on = $5
          where id = $6 and hotel_service_id = $1`,
        [...values, itemId],
      );
      await tx.query('delete from item_reorder_level where item_id = $1', [itemId]);
    }
    for (const level of body.reorderLevels) {
      await tx.query(
        `insert into item_reorder_level (item_id, location_id, reorder_level) values ($1, $2, $3)
         on conflict (item_id, location_id) do update set reorder_level = excluded.reorder_level`,
        [itemId, level.locationId, level.reorderLevel],
      );
    }
    return itemId;
  };

  return [
    // ----------------------------------------------------------------------------- locations
    route(inventory.searchLocations, async ({ query, principal }) => {
      // Every stock screen picks locations.
      await requireInventory(
        db,
        principal,
        query.hotelServiceId,
        ['STOCK', 'STOCK_TRANSFER', 'INVENTORY_ITEM'],
        'VIEW',
      );
      const { rows, pagination } = await pageOf<NamedRow>(db, {
        select: 'select l.id, l.name, l.hotel_service_id',
        from: `from inventory_location l where l.hotel_service_id = $1 and ($2::text is null or l.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.name)],
        sort: { id: 'l.id', name: 'lower(l.name)' },
        id: 'l.id',
        query,
      });
      return { result: { location: rows.map(toNamed) }, pagination };
    }),
    route(inventory.createLocation, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'STOCK', 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into inventory_location (hotel_service_id, name) values ($1, $2) returning id',
        [body.hotelServiceId, body.name],
      );
      return {
        result: { location: await findNamed(db, 'inventory_location', row!.id, 'Location') },
        message: INVENTORY_NOTICES.LOCATION_CREATED,
      };
    }),
    route(inventory.updateLocation, async ({ body, principal }) => {
      const current = await findNamed(db, 'inventory_location', body.id, 'Location');
      await requireInventory(db, principal, current.hotelServiceId, 'STOCK', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) throw invalid('hotelServiceId', 'NOT_AN_INVENTORY_SERVICE');
      await db.query('update inventory_location set name = $2 where id = $1', [body.id, body.name]);
      return {
        result: { location: await findNamed(db, 'inventory_location', body.id, 'Location') },
        message: INVENTORY_NOTICES.LOCATION_UPDATED,
      };
    }),
    route(inventory.deleteLocation, async ({ params, principal }) => {
      const current = await findNamed(db, 'inventory_location', params.id, 'Location');
      await requireInventory(db, principal, current.hotelServiceId, 'STOCK', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from inventory_location where id = $1 for update', [params.id]);
        const [used] = await tx.query('select 1 from stock_movement where location_id = $1 limit 1', [params.id]);
        if (used) throw conflict('LOCATION_HAS_STOCK');
        await tx.query('delete from inventory_location where id = $1', [params.id]);
      });
      return { result: {}, message: INVENTORY_NOTICES.LOCATION_DELETED };
    }),

    // ----------------------------------------------------------------------------- units
    route(inventory.searchUnits, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, ['UNIT', 'INVENTORY_ITEM'], 'VIEW');
      const { rows, pagination } = await pageOf<UnitRow>(db, {
        select: UNIT_SELECT,
        from: `${UNIT_FROM} where u.hotel_service_id = $1 and ($2::text is null or u.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.name)],
        sort: { id: 'u.id', name: 'lower(u.name)' },
        id: 'u.id',
        query,
      });
      return { result: { unit: rows.map(toUnit) }, pagination };
    }),
    route(inventory.createUnit, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'UNIT', 'ADD');
      const typeIds = body.unitTypeId ? [body.unitTypeId] : [];
      await sameService(db, 'inventory_unit_type', 'unitTypeId', body.hotelServiceId, typeIds);
      const [row] = await db.query<{ id: number }>(
        'insert into inventory_unit (hotel_service_id, name, unit_type_id) values ($1, $2, $3) returning id',
        [body.hotelServiceId, body.name, body.unitTypeId],
      );
      return { result: { unit: await findUnit(db, row!.id) }, message: INVENTORY_NOTICES.UNIT_CREATED };
    }),
    route(inventory.updateUnit, async ({ body, principal }) => {
      const current = await findUnit(db, body.id);
      await requireInventory(db, principal, current.hotelServiceId, 'UNIT', 'EDIT');
      if (current.hotelServiceId !== body.hotelServiceId)
        throw invalid('hotelServiceId', 'NOT_FOUND', { what: 'Unit' });
      const typeIds = body.unitTypeId ? [body.unitTypeId] : [];
      await sameService(db, 'inventory_unit_type', 'unitTypeId', body.hotelServiceId, typeIds);
      await db.query('update inventory_unit set name = $2, unit_type_id = $3 where id = $1', [
        body.id,
        body.name,
        body.unitTypeId,
      ]);
      return { result: { unit: await findUnit(db, body.id) }, message: INVENTORY_NOTICES.UNIT_UPDATED };
    }),
    route(inventory.deleteUnit, async ({ params, principal }) => {
      const current = await findUnit(db, params.id);
      await requireInventory(db, principal, current.hotelServiceId, 'UNIT', 'DELETE');
      const [used] = await db.query('select 1 from inventory_item where unit_id = $1 limit 1', [params.id]);
      if (used) throw conflict('INVENTORY_IN_USE', { what: current.name });
      await db.query('delete from inventory_unit where id = $1', [params.id]);
      return { result: {}, message: INVENTORY_NOTICES.UNIT_DELETED };
    }),

    // ----------------------------------------------------------------------------- categories
    route(inventory.itemCategories, async ({ query, principal }) => {
      await requireInventory(db, principal, query.hotelServiceId, ['ITEM_CATEGORY', 'INVENTORY_ITEM'], 'VIEW');
      const rows = await db.query<CategoryRow>(CATEGORY_TREE, [query.hotelServiceId]);
      return { result: { itemCategory: rows.map(toCategory) } };
    }),
    route(inventory.createItemCategory, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'ITEM_CATEGORY', 'ADD');
      const id = await db.transaction(async (tx) => {
        let level = 0;
        if (body.parentId) {
          const [parent] = await tx.query<{ level: number; hotel_service_id: number }>(
            'select level, hotel_service_id from item_category where id = $1 for share',
            [body.parentId],
          );
          if (!parent) throw invalid('parentId', 'NOT_FOUND', { what: 'Category' });
          if (parent.hotel_service_id !== body.hotelServiceId)
            throw invalid('parentId', 'CATEGORY_PARENT_OTHER_SERVICE');
          if (parent.level >= 2) throw invalid('parentId', 'CATEGORY_TOO_DEEP');
          level = parent.level + 1;
        }
        const [row] = await tx.query<{ id: number }>(
          `insert into item_category (hotel_service_id, parent_id, level, name) values ($1, $2, $3, $4) returning id`,
          [body.hotelServiceId, body.parentId ?? null, level, body.name],
        );
        return row!.id;
      });
      const [created] = (await db.query<CategoryRow>(CATEGORY_TREE, [body.hotelServiceId])).filter((c) => c.id === id);
      return { result: { itemCategory: toCategory(created!) }, message: INVENTORY_NOTICES.CATEGORY_CREATED };
    }),
    route(inventory.deleteItemCategory, async ({ params, principal }) => {
      const [current] = await db.query<CategoryRow>('select * from item_category where id = $1', [params.id]);
      if (!current) throw notFound('Category');
      await requireInventory(db, principal, current.hotel_service_id, 'ITEM_CATEGORY', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from item_category where id = $1 for update', [params.id]);
        const [child] = await tx.query('select 1 from item_category where parent_id = $1 limit 1', [params.id]);
        const [item] = await tx.query('select 1 from inventory_item where category_id = $1 limit 1', [params.id]);
        if (child || item) throw conflict('INVENTORY_IN_USE', { what: current.name });
        await tx.query('delete from item_category where id = $1', [params.id]);
      });
      return { result: {}, message: INVENTORY_NOTICES.CATEGORY_DELETED };
    }),

    // ----------------------------------------------------------------------------- items
    route(inventory.searchInventoryItems, async ({ query, principal }) => {
      await requireInventory(
        db,
        principal,
        query.hotelServiceId,
        ['INVENTORY_ITEM', 'STOCK', 'STOCK_TRANSFER', 'INVENTORY_DASHBOARD'],
        'VIEW',
      );
      const { rows, pagination } = await pageOf<ItemRow>(db, {
        select: ITEM_SELECT,
        from: `${ITEM_FROM} where i.hotel_service_id = $1 and ($2::text is null or i.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.name)],
        sort: ITEM_SORT,
        id: 'i.id',
        query,
      });
      return { result: { item: await withDetails(db, rows) }, pagination };
    }),
    route(inventory.createInventoryItem, async ({ body, principal }) => {
      await requireInventory(db, principal, body.hotelServiceId, 'INVENTORY_ITEM', 'ADD');
      const id = await db.transaction((tx) => writeItem(tx, body, null));
      return { result: { item: await findItem(db, id) }, message: INVENTORY_NOTICES.ITEM_CREATED };
    }),
    route(inventory.updateInventoryItem, async ({ body, principal }) => {
      const current = await findItem(db, body.id);
      await requireInventory(db, principal, current.hotelServiceId, 'INVENTORY_ITEM', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) throw invalid('hotelServiceId', 'NOT_AN_INVENTORY_SERVICE');
      await db.transaction((tx) => writeItem(tx, body, body.id));
      return { result: { item: await findItem(db, body.id) }, message: INVENTORY_NOTICES.ITEM_UPDATED };
    }),
    route(inventory.deleteInventoryItem, async ({ params, principal }) => {
      const current = await findItem(db, params.id);
      await requireInventory(db, principal, current.hotelServiceId, 'INVENTORY_ITEM', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from inventory_item where id = $1 for update', [params.id]);
        const [used] = await tx.query('select 1 from stock_movement where item_id = $1 limit 1', [params.id]);
        if (used) throw conflict('ITEM_HAS_MOVEMENTS');
        await tx.query('delete from inventory_item where id = $1', [params.id]);
      });
      return { result: {}, message: INVENTORY_NOTICES.ITEM_DELETED };
    }),
  ];
}
