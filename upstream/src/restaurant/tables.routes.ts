// Tables and their allocation to waiters: the table lists, taking a vacant table, choosing how it
// pays (cash, or a checked-in room), freeing it, and the waiter status screen's open tables.
// Exactly one of two waiters taking the same table at once gets it: the partial unique index
// table_allocation_open_key decides, and the other is told so.
import { deallocationRefusal, RESTAURANT_NOTICES } from '@hotel/domain';
import { restaurant } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireUser } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { findInHouseRoom } from '../front-office/reserved-rooms.js';
import { conflict, describeConstraint, forbidden, invalid } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireAnyFeature, requireOwnTable, requireWaiter, restaurantService, seesAllTables } from './access.js';
import { OPEN } from './order-repository.js';
import { lockAllocation, mustFindTable, openAllocations, tablesOf } from './table-repository.js';

export function tablesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('table_allocation_open_key', 'TABLE_TAKEN');

  /** A waiter lists their own tables; another waiter's only with ALLOW_ALL_TABLES. */
  const requireSelfOrAll = async (p: Principal, serviceId: number, userId: number): Promise<boolean> => {
    requireUser(p);
    const all = await seesAllTables(db, p, serviceId);
    if (userId !== p.userId && !all) throw forbidden('OWN_TABLES_ONLY');
    return all;
  };

  /** The room a ROOM_BILL allocation charges: a checked-in stay of the service's hotel. */
  const roomFor = async (tx: Queryable, serviceId: number, reservedRoomId: number | null | undefined) => {
    if (!reservedRoomId) throw invalid('reservedRoomId', 'ROOM_NUMBER_REQUIRED');
    const { hotelId } = await restaurantService(tx, serviceId);
    const room = await findInHouseRoom(tx, hotelId, reservedRoomId);
    if (!room) throw invalid('reservedRoomId', 'ROOM_HAS_NO_GUEST');
    return room;
  };

  return [
    route(restaurant.searchRestaurantTables, async ({ query, principal }) => {
      await restaurantService(db, query.hotelServiceId);
      await requireWaiter(db, principal, query.hotelServiceId, 'VIEW');
      const all = await requireSelfOrAll(principal, query.hotelServiceId, query.userId);
      // Without ALLOW_ALL_TABLES a waiter sees the free tables and their own.
      const tables = await tablesOf(db, query.hotelServiceId, '$2::boolean or a.id is null or a.waiter_id = $3', [
        all,
        query.userId,
      ]);
      const wanted = query.statusList;
      return {
        result: {
          restaurantTable: wanted && wanted.length > 0 ? tables.filter((t) => wanted.includes(t.status)) : tables,
        },
      };
    }),

    route(restaurant.restaurantTablesOfService, async ({ params, principal }) => {
      await restaurantService(db, params.hotelServiceId);
      await requireAnyFeature(
        db,
        principal,
        params.hotelServiceId,
        ['FOOD_MENU', 'STEWARD_DASHBOARD', 'RESTAURANT_TABLE'],
        'VIEW',
      );
      requireUser(principal);
      const all = await seesAllTables(db, principal, params.hotelServiceId);
      return {
        result: {
          restaurantTable: await tablesOf(
            db,
            params.hotelServiceId,
            '$2::boolean or a.id is null or a.waiter_id = $3',
            [all, principal.userId],
          ),
        },
      };
    }),

    route(restaurant.allocateTable, async ({ body, principal }) => {
      requireUser(principal);
      const tableId = await db.transaction(async (tx) => {
        await restaurantService(tx, body.hotelServiceId);
        await requireWaiter(tx, principal, body.hotelServiceId, 'ADD');
        const waiterId = body.waiterId ?? principal.userId;
        await requireOwnTable(tx, principal, body.hotelServiceId, waiterId);
        const table = await mustFindTable(tx, body.tableId);
        if (table.hotelServiceId !== body.hotelServiceId) throw invalid('tableId', 'TABLE_NOT_IN_RESTAURANT');
        if (table.status === 'RESERVED') throw conflict('TABLE_RESERVED');
        if (table.tableAllocationId !== null) {
          throw conflict(table.waiterId === waiterId ? 'TABLE_ALREADY_YOURS' : 'TABLE_TAKEN');
        }
        const room =
          body.paymentMethod === 'ROOM_BILL' ? await roomFor(tx, body.hotelServiceId, body.reservedRoomId) : null;
        await tx.query(
          `insert into table_allocation (table_id, hotel_service_id, waiter_id, payment_method, reserved_room_id, room_number,
                                         remarks, customer_name, vat_applicable, vat_registry_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            table.id,
            body.hotelServiceId,
            waiterId,
            body.paymentMethod,
            room?.reservedRoomId ?? null,
            room?.roomNo ?? null,
            body.remarks ?? '',
            body.customerName ?? '',
            body.vatApplicable,
            body.vatRegistryId ?? null,
          ],
        );
        return table.id;
      });
      return {
        result: { restaurantTable: await mustFindTable(db, tableId) },
        message: RESTAURANT_NOTICES.TABLE_ALLOCATED,
      };
    }),

    route(restaurant.updateTableAllocation, async ({ body, principal }) => {
      const tableId = await db.transaction(async (tx) => {
        const [open] = await tx.query<{ id: number }>(
          'select id from table_allocation where table_id = $1 and released_at is null',
          [body.tableId],
        );
        const allocationId = body.id ?? open?.id;
        if (!allocationId) throw conflict('TABLE_NOT_ALLOCATED');
        const allocation = await lockAllocation(tx, allocationId);
        await requireWaiter(tx, principal, allocation.serviceId, 'EDIT');
        if (allocation.tableId !== body.tableId || allocation.serviceId !== body.hotelServiceId) {
          throw invalid('tableId', 'TABLE_ALLOCATION_MISMATCH');
        }
        if (!allocation.open) throw conflict('TABLE_NO_LONGER_ALLOCATED');
        await requireOwnTable(tx, principal, allocation.serviceId, allocation.waiterId);
        const room =
          body.paymentMethod === 'ROOM_BILL' ? await roomFor(tx, allocation.serviceId, body.reservedRoomId) : null;
        await tx.query(
          `update table_allocation set payment_method = $2, reserved_room_id = $3, room_number = $4,
                  remarks = coalesce($5, remarks), customer_name = coalesce($6, customer_name), vat_applicable = $7,
                  vat_registry_id = coalesce($8, vat_registry_id)
            where id = $1`,
          [
            allocation.id,
            body.paymentMethod,
            room?.reservedRoomId ?? null,
            room?.roomNo ?? null,
            body.remarks ?? null,
            body.customerName ?? null,
            body.vatApplicable,
            body.vatRegistryId ?? null,
          ],
        );
        return allocation.tableId;
      });
      return {
        result: { restaurantTable: await mustFindTable(db, tableId) },
        message: RESTAURANT_NOTICES.PAYMENT_METHOD_UPDATED,
      };
    }),

    route(restaurant.deallocateTable, async ({ params, principal }) => {
      const tableId = await db.transaction(async (tx) => {
        const allocation = await lockAllocation(tx, params.allocationId);
        await requireWaiter(tx, principal, allocation.serviceId, 'EDIT');
        if (!allocation.open) throw conflict('TABLE_ALREADY_FREE');
        await requireOwnTable(tx, principal, allocation.serviceId, allocation.waiterId);
        const table = await mustFindTable(tx, allocation.tableId);
        const refusal = deallocationRefusal(table.status, table.orderLineCount);
        if (refusal) throw conflict(refusal);
        // An order left with no lines (all withdrawn or rejected) goes with the table.
        await tx.query(
          `update restaurant_order set order_status = 'CANCELLED', cancelled_at = now(), updated_at = now()
            where table_allocation_id = $1 and ${OPEN}`,
          [allocation.id],
        );
        await tx.query('update table_allocation set released_at = now() where id = $1', [allocation.id]);
        return allocation.tableId;
      });
      return {
        result: { restaurantTable: await mustFindTable(db, tableId) },
        message: RESTAURANT_NOTICES.TABLE_DEALLOCATED,
      };
    }),

    route(restaurant.waiterTableAllocations, async ({ params, query, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireWaiter(db, principal, params.serviceId, 'VIEW');
      const all = await requireSelfOrAll(principal, params.serviceId, params.userId);
      return {
        result: {
          tableAllocation: await openAllocations(
            db,
            params.serviceId,
            query.allowAllTable && all ? null : params.userId,
          ),
        },
      };
    }),
  ];
}
