// The waiter's order calls: read, place, update (new lines, reconfirmation), cancel, VAT, serve or
// withdraw a line, and complete the payment (cash, or a charge to a checked-in room). Every change
// locks the order row first and checks the domain's rule for it on the locked state, so two
// screens acting at once cannot both win; the loser gets the rule's message as a 40900.
import {
  cancelOrderRefusal,
  cancellationScope,
  invoiceRefusal,
  isItemPending,
  itemTransitionRefusal,
  paymentMethodRefusal,
  restaurantMoney,
  tableTimeLocked,
  vatChangeRefusal,
  RESTAURANT_NOTICES,
} from '@hotel/domain';
import { restaurant } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { announceAccount } from '../folio/live.js';
import { findInHouseRoom, postRoomCharge } from '../front-office/reserved-rooms.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireOrderReader, requireOwnTable, requireWaiter, restaurantService } from './access.js';
import { LiveUpdates } from './live.js';
import {
  OPEN,
  addLines,
  itemsOf,
  lockOrder,
  lockOrderOfItem,
  mustLoadOrder,
  refreshStatuses,
  requireOpen,
  setItemStatus,
} from './order-repository.js';
import { lockAllocation } from './table-repository.js';
import { loadInvoice } from '../restaurant-admin/invoices.routes.js';

export function ordersRoutes({ db, publisher }: AppContext): RouteBinding[] {
  describeConstraint('restaurant_order_open_key', 'ORDER_ALREADY_OPEN');
  describeConstraint('room_charge_source_key', 'ORDER_ALREADY_CHARGED_TO_ROOM');

  /** Runs a change in one transaction and announces it once committed. */
  const change = async <T>(fn: (tx: Queryable, live: LiveUpdates) => Promise<T>): Promise<T> => {
    const live = new LiveUpdates();
    const result = await db.transaction((tx) => fn(tx, live));
    await live.publish(publisher);
    return result;
  };

  return [
    route(restaurant.orderOfTable, async ({ query, principal }) => {
      await restaurantService(db, query.hotelServiceId);
      await requireOrderReader(db, principal, query.hotelServiceId);
      const [open] = await db.query<{ id: number }>(
        `select id from restaurant_order where table_id = $1 and hotel_service_id = $2 and ${OPEN}`,
        [query.tableId, query.hotelServiceId],
      );
      return { result: { order: open ? await mustLoadOrder(db, open.id) : null } };
    }),

    route(restaurant.orderById, async ({ params, principal }) => {
      const [row] = await db.query<{ hotel_service_id: number }>(
        'select hotel_service_id from restaurant_order where id = $1',
        [params.id],
      );
      if (!row) throw notFound('Order');
      await requireOrderReader(db, principal, row.hotel_service_id);
      return { result: { order: await mustLoadOrder(db, params.id) } };
    }),

    route(restaurant.createOrder, async ({ body, principal }) => {
      requireUser(principal);
      const orderId = await change(async (tx, live) => {
        const allocation = await lockAllocation(tx, body.tableAllocationId);
        await requireWaiter(tx, principal, allocation.serviceId, 'ADD');
        if (allocation.tableId !== body.tableId) throw invalid('tableId', 'TABLE_ALLOCATION_MISMATCH');
        if (!allocation.open) throw conflict('TABLE_NO_LONGER_ALLOCATED');
        await requireOwnTable(tx, principal, allocation.serviceId, allocation.waiterId);
        const refusal = paymentMethodRefusal(allocation.paymentMethod);
        if (refusal) throw invalid('paymentMethod', refusal);
        const [open] = await tx.query(`select 1 from restaurant_order where table_allocation_id = $1 and ${OPEN}`, [
          allocation.id,
        ]);
        if (open) throw conflict('ORDER_ALREADY_OPEN');
        const [created] = await tx.query<{ id: number }>(
          `insert into restaurant_order (hotel_service_id, table_allocation_id, table_id, waiter_id, order_status, order_time,
                                         guest_name, phone_no, customer_name, remarks, guest_type, order_type, vat_applicable)
           values ($1, $2, $3, $4, 'PLACED', $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [
            allocation.serviceId,
            allocation.id,
            allocation.tableId,
            allocation.waiterId,
            body.orderTime,
            body.guestName,
            body.phoneNo,
            body.customerName,
            body.remarks,
            body.guestType,
            body.orderType,
            body.vatApplicable,
          ],
        );
        const order = await lockOrder(tx, created!.id);
        await addLines(tx, order, body.orderedItemDtoList, 'orderedItemDtoList');
        await refreshStatuses(tx, order);
        live.order(order, 'NEW_ORDER', order.status);
        return order.id;
      });
      return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.ORDER_PLACED };
    }),

    route(restaurant.updateOrder, async ({ body, principal }) => {
      await change(async (tx, live) => {
        const order = await lockOrder(tx, body.id);
        await requireWaiter(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
        if (body.tableAllocationId !== order.allocationId || body.tableId !== order.tableId) {
          throw invalid('tableAllocationId', 'ORDER_OF_ANOTHER_TABLE');
        }
        const items = await itemsOf(tx, order.id);
        const toCancel: number[] = [];
        for (const [index, line] of body.orderedItemDtoList.entries()) {
          if (!line.id) continue;
          const item = items.find((i) => i.id === line.id);
          if (!item) throw invalid(`orderedItemDtoList.${index}.id`, 'ITEM_NOT_A_LINE_OF_ORDER');
          if (line.orderedItemStatus === 'CANCELLED' && item.status !== 'CANCELLED') {
            const refusal = itemTransitionRefusal(item.status, 'CANCELLED');
            if (refusal) throw conflict(refusal);
            toCancel.push(item.id);
          } else if (line.quantity !== item.quantity || line.remarks !== item.remarks) {
            // Quantity and remarks may change until the kitchen answers.
            if (!isItemPending(item.status)) throw conflict('ITEM_CAN_NO_LONGER_CHANGE', { name: item.name });
            await tx.query('update ordered_item set quantity = $2, remarks = $3, updated_at = now() where id = $1', [
              item.id,
              line.quantity,
              line.remarks,
            ]);
          }
        }
        const newLines = body.orderedItemDtoList.filter((l) => !l.id && l.orderedItemStatus !== 'CANCELLED');
        if (newLines.length > 0) {
          const allocation = await lockAllocation(tx, order.allocationId);
          const refusal = paymentMethodRefusal(allocation.paymentMethod);
          if (refusal) throw invalid('paymentMethod', refusal);
        }
        // Sending PLACED answers a rejection: the waiter has seen it, so the rejected lines leave the order.
        const confirming =
          body.orderStatus === 'PLACED' && (order.status === 'REJECTED' || order.status === 'REQUEST_CONFIRMATION');
        if (confirming) toCancel.push(...items.filter((i) => i.status === 'REJECTED').map((i) => i.id));
        if (body.orderTime !== order.orderTime && tableTimeLocked(order.status === 'CANCELLED' ? null : order.status)) {
          throw conflict('ORDER_TABLE_TIME_LOCKED');
        }
        if (body.vatApplicable !== order.vatApplicable) {
          const refusal = vatChangeRefusal(order.status === 'CANCELLED' ? null : order.status);
          if (refusal) throw conflict(refusal);
        }
        await tx.query(
          `update restaurant_order set order_time = $2, guest_name = $3, phone_no = $4, customer_name = $5, remarks = $6,
                  guest_type = $7, order_type = $8, vat_applicable = $9, updated_at = now()
            where id = $1`,
          [
            order.id,
            body.orderTime,
            body.guestName,
            body.phoneNo,
            body.customerName,
            body.remarks,
            body.guestType,
            body.orderType,
            body.vatApplicable,
          ],
        );
        await setItemStatus(tx, toCancel, 'CANCELLED');
        await addLines(
          tx,
          order,
          newLines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, remarks: l.remarks })),
          'orderedItemDtoList',
        );
        await refreshStatuses(tx, order, confirming ? 'PLACED' : order.status);
        live.order(order, 'ORDER_UPDATED', order.status);
      });
      return { result: { order: await mustLoadOrder(db, body.id) }, message: RESTAURANT_NOTICES.ORDER_UPDATED };
    }),

    route(restaurant.cancelOrder, async ({ params, principal }) => {
      const remaining = await change(async (tx, live) => {
        const order = await lockOrder(tx, params.id);
        await requireWaiter(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
        const items = await itemsOf(tx, order.id);
        const statuses = items.map((i) => i.status);
        const refusal = cancelOrderRefusal(order.status === 'CANCELLED' ? null : order.status, statuses);
        if (refusal) throw conflict(refusal);
        const pending = items.filter((i) => isItemPending(i.status) || i.status === 'REJECTED').map((i) => i.id);
        await setItemStatus(tx, pending, 'CANCELLED');
        await refreshStatuses(tx, order);
        if (cancellationScope(statuses) === 'ORDER') {
          await tx.query(
            "update restaurant_order set order_status = 'CANCELLED', cancelled_at = now(), updated_at = now() where id = $1",
            [order.id],
          );
          live.order(order, 'ORDER_CANCELLED', 'CANCELLED');
          return false;
        }
        live.order(order, 'ITEMS_CANCELLED', 'CANCELLED');
        return true;
      });
      return {
        result: { order: remaining ? await mustLoadOrder(db, params.id) : null },
        message: RESTAURANT_NOTICES.ORDER_CANCELLED,
      };
    }),

    route(restaurant.setOrderVatApplicable, async ({ body, principal }) => {
      await change(async (tx) => {
        const order = await lockOrder(tx, body.id);
        await requireWaiter(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
        if (body.vatApplicable === order.vatApplicable) return;
        const refusal = vatChangeRefusal(order.status === 'CANCELLED' ? null : order.status);
        if (refusal) throw conflict(refusal);
        await tx.query('update restaurant_order set vat_applicable = $2, updated_at = now() where id = $1', [
          order.id,
          body.vatApplicable,
        ]);
      });
      return { result: { order: await mustLoadOrder(db, body.id) }, message: RESTAURANT_NOTICES.ORDER_VAT_UPDATED };
    }),

    route(restaurant.updateOrderedItemStatus, async ({ params, query, principal }) => {
      const orderId = await change(async (tx, live) => {
        const { order, item } = await lockOrderOfItem(tx, params.id);
        await requireWaiter(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
        const target = query.orderedItemStatus;
        const refusal = itemTransitionRefusal(item.status, target);
        if (refusal) throw conflict(refusal);
        await setItemStatus(tx, [item.id], target);
        await refreshStatuses(tx, order);
        if (target === 'SERVED') {
          live.order(order, 'SERVED', order.status, {
            itemId: item.id,
            orderedItemStatus: 'SERVED',
            kotId: item.ticketId,
          });
        } else {
          live.order(order, 'ITEMS_CANCELLED', 'CANCELLED', {
            itemId: item.id,
            orderedItemStatus: 'CANCELLED',
            kotId: item.ticketId,
          });
        }
        return order.id;
      });
      return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.ITEM_STATUS_UPDATED };
    }),

    route(restaurant.completeOrder, async ({ params, query, body, principal }) => {
      requireUser(principal);
      // The stay account a room bill lands on, announced once committed (its open account reads it).
      let charged: { hotelId: number; reservationId: number } | null = null;
      await change(async (tx, live) => {
        const order = await lockOrder(tx, params.orderId);
        await requireWaiter(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
        const service = await restaurantService(tx, order.serviceId);
        if (query.hotelId !== service.hotelId) throw invalid('hotelId', 'ORDER_OF_ANOTHER_HOTEL');
        const method = query.paymentPaidMethod;
        if (method === 'OTHER') throw invalid('paymentPaidMethod', 'SELECT_PAYMENT_METHOD');
        const refusal = invoiceRefusal((await itemsOf(tx, order.id)).map((i) => i.status));
        if (refusal) throw conflict(refusal);
        const allocation = await lockAllocation(tx, order.allocationId);
        let room = null;
        if (method === 'ROOM_BILL') {
          if (!allocation.reservedRoomId) throw invalid('paymentPaidMethod', 'ROOM_NUMBER_REQUIRED');
          room = await findInHouseRoom(tx, service.hotelId, allocation.reservedRoomId);
          if (!room) throw conflict('GUEST_NO_LONGER_CHECKED_IN');
        }
        // The server's bill, computed now from the lines and the service's taxes, is what is charged.
        const { bill } = await mustLoadOrder(tx, order.id);
        let vatRegistryId: number | null = null;
        if (body.vatRegistryApplicable) {
          // A business already in the registry (same VAT number, visible to this hotel) is reused: its
          // stored details stand, and its invoices stay under one customer.
          const [known] = await tx.query<{ id: number }>(
            `select id from restaurant_vat_registry
              where lower(trim(vat_number)) = lower(trim($1)) and group_id = $2
                and (not only_this_hotel_view or hotel_id = $3)
              order by (hotel_id = $3) desc, id
              limit 1`,
            [body.vatNumber, service.groupId, service.hotelId],
          );
          const [entry] = known
            ? [known]
            : await tx.query<{ id: number }>(
                `insert into restaurant_vat_registry (hotel_id, group_id, name, address, vat_number, email, registry_type,
                                                      only_this_hotel_view)
                 values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
                [
                  service.hotelId,
                  service.groupId,
                  body.name,
                  body.address,
                  body.vatNumber,
                  body.email,
                  JSON.stringify(body.registryType),
                  body.onlyThisHotelView,
                ],
              );
          vatRegistryId = entry!.id;
        }
        await tx.query(
          `update restaurant_order set order_status = 'COMPLETED', payment_method = $2, bill = $3, total_charge = $4,
                  vat_registry_id = coalesce($5, vat_registry_id), completed_at = now(), updated_at = now()
            where id = $1`,
          [order.id, method, JSON.stringify(bill), bill.totalCharge, vatRegistryId],
        );
        await tx.query('update table_allocation set released_at = now() where id = $1', [allocation.id]);
        if (room) {
          await postRoomCharge(tx, {
            hotelId: service.hotelId,
            room,
            source: 'RESTAURANT',
            sourceReference: order.id,
            description: `Restaurant: table ${order.tableNumber}, order ${order.id}`,
            amount: restaurantMoney(bill.totalCharge),
            postedBy: principal.userId,
          });
          charged = { hotelId: service.hotelId, reservationId: room.reservationId };
        }
        order.status = 'COMPLETED';
        live.order(order, 'ORDER_COMPLETED', 'COMPLETED');
      });
      if (charged) await announceAccount(publisher, charged, 'CHARGE_POSTED');
      // The waiter who took the payment prints the receipt from it.
      const invoice = await loadInvoice(db, params.orderId);
      if (!invoice) throw notFound('Invoice');
      return {
        result: { order: await mustLoadOrder(db, params.orderId), invoice },
        message: RESTAURANT_NOTICES.PAYMENT_COMPLETED,
      };
    }),
  ];
}
