// Table categories and tables of a restaurant (RESTAURANT_TABLE, TABLE_CATEGORY). A table's status
// is the waiter's (derived from its open allocation and order); the administrator sets its number,
// category, seats, whether it is active and whether it is held (reserved). What a waiter holds right
// now cannot be deactivated, reserved or deleted, and a table with history is deactivated instead of
// deleted, so past invoices keep their table.
import { deriveTableStatus, RESTAURANT_ADMIN_NOTICES, type RestaurantOrderStatus } from '@hotel/domain';
import { restaurantAdmin } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { OPEN } from '../restaurant/order-repository.js';
import { adminService } from './access.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';

type DiningTable = restaurantAdmin.DiningTable;
type TableCategory = restaurantAdmin.TableCategory;
type TableInput = z.output<typeof restaurantAdmin.diningTableInput>;

// ------------------------------------------------------------------------------------- categories

interface CategoryRow {
  id: number;
  name: string;
  hotel_service_id: number;
  table_count: number;
}
const CATEGORY_SELECT = `select c.id, c.name, c.hotel_service_id,
  (select count(*)::int from restaurant_table t where t.table_category_id = c.id) as table_count`;
const toCategory = (r: CategoryRow): TableCategory => ({
  id: r.id,
  name: r.name,
  hotelServiceId: r.hotel_service_id,
  tableCount: Number(r.table_count),
});
const CATEGORY_SORT: SortColumnsOf<typeof restaurantAdmin.searchTableCategories> = {
  id: 'c.id',
  name: 'lower(c.name)',
};

async function findCategory(db: Queryable, id: number): Promise<TableCategory> {
  const [row] = await db.query<CategoryRow>(`${CATEGORY_SELECT} from table_category c where c.id = $1`, [id]);
  if (!row) throw notFound('Table category');
  return toCategory(row);
}

// ------------------------------------------------------------------------------------- tables

interface TableRow {
  id: number;
  number: string;
  hotel_service_id: number;
  table_category_id: number | null;
  category_name: string | null;
  seats: number;
  active: boolean;
  reserved: boolean;
  allocation_id: number | null;
  order_status: RestaurantOrderStatus | null;
  line_count: number;
  has_orders: boolean;
}
const TABLE_SELECT = `select t.id, t.number, t.hotel_service_id, t.table_category_id, c.name as category_name, t.seats,
  t.active, t.reserved, a.id as allocation_id, o.order_status,
  coalesce((select count(*)::int from ordered_item i
             where i.order_id = o.id and i.status not in ('REJECTED', 'CANCELLED')), 0) as line_count,
  exists (select 1 from table_allocation h where h.table_id = t.id) as has_orders`;
const TABLE_FROM = `from restaurant_table t
  left join table_category c on c.id = t.table_category_id
  left join table_allocation a on a.table_id = t.id and a.released_at is null
  left join restaurant_order o on o.table_allocation_id = a.id and o.${OPEN}`;
const toTable = (r: TableRow): DiningTable => ({
  id: r.id,
  number: r.number,
  hotelServiceId: r.hotel_service_id,
  tableCategoryId: r.table_category_id,
  tableCategoryName: r.category_name,
  seats: r.seats,
  active: r.active,
  reserved: r.reserved,
  status: deriveTableStatus({
    allocated: r.allocation_id !== null,
    reserved: r.reserved,
    orderStatus: r.order_status,
    lineCount: Number(r.line_count),
  }),
  inUse: r.allocation_id !== null,
  hasOrders: r.has_orders,
});
const TABLE_SORT: SortColumnsOf<typeof restaurantAdmin.searchTables> = {
  id: 't.id',
  // Numbers are text ("2", "10", "T1"): shorter first, then by text, so 2 comes before 10.
  number: ['length(t.number)', 'lower(t.number)'],
  seats: 't.seats',
  category: 'lower(c.name)',
};

async function findTable(db: Queryable, id: number): Promise<DiningTable> {
  const [row] = await db.query<TableRow>(`${TABLE_SELECT} ${TABLE_FROM} where t.id = $1`, [id]);
  if (!row) throw notFound('Table');
  return toTable(row);
}

export function tablesAdminRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('table_category_name_key', 'TABLE_CATEGORY_NAME_TAKEN', 'name');
  describeConstraint('restaurant_table_table_category_id_fkey', 'TABLE_CATEGORY_IN_USE');
  describeConstraint('restaurant_table_number_key', 'TABLE_NUMBER_TAKEN', 'number');

  /** A table's category must be one of the same restaurant. */
  const checkCategory = async (tx: Queryable, serviceId: number, categoryId: number | null | undefined) => {
    if (!categoryId) return;
    const [row] = await tx.query('select 1 from table_category where id = $1 and hotel_service_id = $2', [
      categoryId,
      serviceId,
    ]);
    if (!row) throw invalid('tableCategoryId', 'CATEGORY_NOT_IN_RESTAURANT');
  };

  const writeTable = async (tx: Queryable, body: TableInput, id: number | null): Promise<number> => {
    await checkCategory(tx, body.hotelServiceId, body.tableCategoryId);
    const values = [
      body.hotelServiceId,
      body.tableCategoryId ?? null,
      body.number,
      body.seats,
      body.active,
      body.reserved,
    ];
    if (id === null) {
      const [row] = await tx.query<{ id: number }>(
        `insert into restaurant_table (hotel_service_id, table_category_id, number, seats, active, reserved)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        values,
      );
      return row!.id;
    }
    await tx.query(
      `update restaurant_table set table_category_id = $2, number = $3, seats = $4, active = $5, reserved = $6
        where id = $7 and hotel_service_id = $1`,
      [...values, id],
    );
    return id;
  };

  return [
    // ----------------------------------------------------------------------------- categories
    route(restaurantAdmin.searchTableCategories, async ({ query, principal }) => {
      // The tables page lists the categories for its form too.
      await adminService(db, principal, query.hotelServiceId, ['TABLE_CATEGORY', 'RESTAURANT_TABLE'], 'VIEW');
      const { rows, pagination } = await pageOf<CategoryRow>(db, {
        select: CATEGORY_SELECT,
        from: `from table_category c where c.hotel_service_id = $1 and ($2::text is null or c.name ilike $2 escape '\\')`,
        params: [query.hotelServiceId, containsText(query.name)],
        sort: CATEGORY_SORT,
        id: 'c.id',
        query,
      });
      return { result: { tableCategory: rows.map(toCategory) }, pagination };
    }),

    route(restaurantAdmin.createTableCategory, async ({ body, principal }) => {
      await adminService(db, principal, body.hotelServiceId, 'TABLE_CATEGORY', 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into table_category (hotel_service_id, name) values ($1, $2) returning id',
        [body.hotelServiceId, body.name],
      );
      return {
        result: { tableCategory: await findCategory(db, row!.id) },
        message: RESTAURANT_ADMIN_NOTICES.TABLE_CATEGORY_CREATED,
      };
    }),

    route(restaurantAdmin.updateTableCategory, async ({ body, principal }) => {
      const current = await findCategory(db, body.id);
      await adminService(db, principal, current.hotelServiceId, 'TABLE_CATEGORY', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) {
        throw invalid('hotelServiceId', 'CATEGORY_MOVED_ACROSS_RESTAURANTS');
      }
      await db.query('update table_category set name = $2 where id = $1', [body.id, body.name]);
      return {
        result: { tableCategory: await findCategory(db, body.id) },
        message: RESTAURANT_ADMIN_NOTICES.TABLE_CATEGORY_UPDATED,
      };
    }),

    route(restaurantAdmin.deleteTableCategory, async ({ params, principal }) => {
      const current = await findCategory(db, params.id);
      await adminService(db, principal, current.hotelServiceId, 'TABLE_CATEGORY', 'DELETE');
      await db.transaction(async (tx) => {
        const [table] = await tx.query('select 1 from restaurant_table where table_category_id = $1 limit 1', [
          params.id,
        ]);
        if (table) throw conflict('TABLE_CATEGORY_IN_USE');
        await tx.query('delete from table_category where id = $1', [params.id]);
      });
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.TABLE_CATEGORY_DELETED };
    }),

    // ----------------------------------------------------------------------------- tables
    route(restaurantAdmin.searchTables, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, 'RESTAURANT_TABLE', 'VIEW');
      const { rows, pagination } = await pageOf<TableRow>(db, {
        select: TABLE_SELECT,
        from: `${TABLE_FROM} where t.hotel_service_id = $1 and ($2::text is null or t.number ilike $2 escape '\\')
                 and ($3::int is null or t.table_category_id = $3) and ($4::boolean is null or t.active = $4)`,
        params: [query.hotelServiceId, containsText(query.number), query.tableCategoryId ?? null, query.active ?? null],
        sort: TABLE_SORT,
        id: 't.id',
        query,
      });
      return { result: { restaurantTable: rows.map(toTable) }, pagination };
    }),

    route(restaurantAdmin.createTable, async ({ body, principal }) => {
      await adminService(db, principal, body.hotelServiceId, 'RESTAURANT_TABLE', 'ADD');
      const id = await db.transaction((tx) => writeTable(tx, body, null));
      return { result: { restaurantTable: await findTable(db, id) }, message: RESTAURANT_ADMIN_NOTICES.TABLE_CREATED };
    }),

    route(restaurantAdmin.updateTable, async ({ body, principal }) => {
      const current = await findTable(db, body.id);
      await adminService(db, principal, current.hotelServiceId, 'RESTAURANT_TABLE', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) {
        throw invalid('hotelServiceId', 'TABLE_MOVED_ACROSS_RESTAURANTS');
      }
      await db.transaction(async (tx) => {
        // The row lock orders this change against a waiter taking the table at the same moment.
        await tx.query('select id from restaurant_table where id = $1 for update', [body.id]);
        const [open] = await tx.query('select 1 from table_allocation where table_id = $1 and released_at is null', [
          body.id,
        ]);
        if (open && (!body.active || body.reserved)) {
          throw conflict('TABLE_IN_USE_CANNOT_CHANGE', { number: current.number });
        }
        await writeTable(tx, body, body.id);
      });
      return {
        result: { restaurantTable: await findTable(db, body.id) },
        message: RESTAURANT_ADMIN_NOTICES.TABLE_UPDATED,
      };
    }),

    route(restaurantAdmin.deleteTable, async ({ params, principal }) => {
      const current = await findTable(db, params.id);
      await adminService(db, principal, current.hotelServiceId, 'RESTAURANT_TABLE', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from restaurant_table where id = $1 for update', [params.id]);
        const [open] = await tx.query('select 1 from table_allocation where table_id = $1 and released_at is null', [
          params.id,
        ]);
        if (open) throw conflict('TABLE_IN_USE_CANNOT_DELETE', { number: current.number });
        const [history] = await tx.query('select 1 from table_allocation where table_id = $1 limit 1', [params.id]);
        if (history) throw conflict('TABLE_HAS_PAST_ORDERS', { number: current.number });
        await tx.query('delete from restaurant_table where id = $1', [params.id]);
      });
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.TABLE_DELETED };
    }),
  ];
}
