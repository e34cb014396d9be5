// The kitchen (chef) screen and the serving side of the waiter's status screen: counts, the new
// order carousel, accepted tickets, reject / reconfirm / accept, Prepare and Ready per item, Ready
// to serve per ticket, and serving a released ticket. As for the waiter's calls, the order row is
// locked first and the domain rule decides on the locked state.
import {
  acceptRefusal,
  isItemPending,
  itemTransitionRefusal,
  reconfirmRefusal,
  rejectRefusal,
  ticketReadyRefusal,
  ticketServeRefusal,
  type TicketType,
} from '@hotel/domain';
import { restaurant } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireChef, requireOwnTable, requireWaiter, restaurantService } from './access.js';
import { LiveUpdates } from './live.js';
import {
  activeTickets,
  holdings,
  itemsOf,
  lockOrder,
  lockOrderOfItem,
  lockOrderOfTicket,
  mustLoadOrder,
  orderCounts,
  refreshStatuses,
  requireOpen,
  setItemStatus,
} from './order-repository.js';

export function kitchenRoutes({ db, publisher }: AppContext): RouteBinding[] {
  const change = async <T>(fn: (tx: Queryable, live: LiveUpdates) => Promise<T>): Promise<T> => {
    const live = new LiveUpdates();
    const result = await db.transaction((tx) => fn(tx, live));
    await live.publish(publisher);
    return result;
  };

  /** The chef's Ready to serve on a whole ticket: only when every item is ready (or served). */
  const releaseTicket = async (ticketId: number, type: TicketType, principal: Principal) => {
    const orderId = await change(async (tx, live) => {
      const { order, ticket } = await lockOrderOfTicket(tx, ticketId, type);
      await requireChef(tx, principal, order.serviceId, 'EDIT');
      requireOpen(order);
      const items = (await itemsOf(tx, order.id)).filter((i) => i.ticketId === ticket.id);
      const refusal = ticketReadyRefusal(
        ticket.status,
        items.map((i) => i.status),
      );
      if (refusal) throw conflict(refusal);
      await tx.query("update kitchen_ticket set ticket_status = 'READY_TO_SERVE' where id = $1", [ticket.id]);
      await refreshStatuses(tx, order);
      live.order(order, 'TICKET_READY', order.status, { kotId: ticket.id, ticketStatus: 'READY_TO_SERVE' });
      return order.id;
    });
    return { result: { order: await mustLoadOrder(db, orderId) }, message: 'Order Ready to Serve' };
  };

  /** The waiter's SERVED on a released ticket: its ready items are served. */
  const serveTicket = async (ticketId: number, bodyId: number, type: TicketType, principal: Principal) => {
    if (bodyId !== ticketId) throw invalid('id', 'The ticket in the body differs from the one in the path');
    const orderId = await change(async (tx, live) => {
      const { order, ticket } = await lockOrderOfTicket(tx, ticketId, type);
      await requireWaiter(tx, principal, order.serviceId, 'EDIT');
      requireOpen(order);
      await requireOwnTable(tx, principal, order.serviceId, order.waiterId);
      const refusal = ticketServeRefusal(ticket.status);
      if (refusal) throw conflict(refusal);
      const ready = (await itemsOf(tx, order.id)).filter(
        (i) => i.ticketId === ticket.id && i.status === 'READY_TO_SERVE',
      );
      await setItemStatus(
        tx,
        ready.map((i) => i.id),
        'SERVED',
      );
      await refreshStatuses(tx, order);
      live.order(order, 'SERVED', order.status, { kotId: ticket.id, ticketStatus: 'SERVED' });
      return order.id;
    });
    return { result: { order: await mustLoadOrder(db, orderId) }, message: 'Order served successfully' };
  };

  return [
    route(restaurant.orderCounts, async ({ params, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireChef(db, principal, params.serviceId, 'VIEW');
      return { result: { orderCount: await orderCounts(db, params.serviceId) } };
    }),

    route(restaurant.activeOrders, async ({ query, principal }) => {
      await restaurantService(db, query.hotelServiceId);
      await requireChef(db, principal, query.hotelServiceId, 'VIEW');
      return { result: { order: await activeTickets(db, query.hotelServiceId, query.sortField) } };
    }),

    route(restaurant.orderedItemHoldings, async ({ params, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireChef(db, principal, params.serviceId, 'VIEW');
      return { result: { orderItems: await holdings(db, params.serviceId) } };
    }),

    route(restaurant.rejectOrderedItem, async ({ params, query, principal }) => {
      const orderId = await change(async (tx, live) => {
        const { order, item } = await lockOrderOfItem(tx, params.itemId);
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        const refusal = rejectRefusal(item.status);
        if (refusal) throw conflict(refusal);
        await setItemStatus(tx, [item.id], 'REJECTED');
        await tx.query(
          `insert into item_rejection (ordered_item_id, reason, rejected_by) values ($1, $2, $3)
           on conflict (ordered_item_id) do update set reason = excluded.reason, rejected_by = excluded.rejected_by,
                                                       rejected_at = now()`,
          [item.id, query.reason, principal.userId],
        );
        await refreshStatuses(tx, order);
        live.rejection(order, item, query.reason);
        return order.id;
      });
      return { result: { order: await mustLoadOrder(db, orderId) }, message: 'Item rejected' };
    }),

    route(restaurant.requestOrderConfirmation, async ({ params, principal }) => {
      await change(async (tx, live) => {
        const order = await lockOrder(tx, params.orderId);
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        const refusal = reconfirmRefusal(
          order.status === 'CANCELLED' ? 'PLACED' : order.status,
          (await itemsOf(tx, order.id)).map((i) => i.status),
        );
        if (refusal) throw conflict(refusal);
        await refreshStatuses(tx, order, 'REQUEST_CONFIRMATION');
        live.order(order, 'CONFIRMATION_REQUESTED', order.status);
      });
      return {
        result: { order: await mustLoadOrder(db, params.orderId) },
        message: 'Request for reconfirm order has been sent',
      };
    }),

    route(restaurant.acceptOrder, async ({ params, principal }) => {
      await change(async (tx, live) => {
        const order = await lockOrder(tx, params.orderId);
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        const items = await itemsOf(tx, order.id);
        const refusal = acceptRefusal(
          order.status === 'CANCELLED' ? 'PLACED' : order.status,
          items.map((i) => i.status),
        );
        if (refusal) throw conflict(refusal);
        await setItemStatus(
          tx,
          items.filter((i) => isItemPending(i.status)).map((i) => i.id),
          'ACCEPTED',
        );
        await refreshStatuses(tx, order);
        live.order(order, 'ORDER_ACCEPTED', order.status);
      });
      return { result: { order: await mustLoadOrder(db, params.orderId) }, message: 'Order accepted successfully' };
    }),

    route(restaurant.updateHoldingItemStatus, async ({ body, principal }) => {
      const orderId = await change(async (tx, live) => {
        const { order, item } = await lockOrderOfItem(tx, body.id);
        if (item.ticketId !== body.kotId) throw notFound('Item on this ticket');
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        const refusal = itemTransitionRefusal(item.status, body.status);
        if (refusal) throw conflict(refusal);
        await setItemStatus(tx, [item.id], body.status);
        await refreshStatuses(tx, order);
        live.order(order, 'ITEM_STATUS', order.status, {
          itemId: item.id,
          orderedItemStatus: body.status,
          kotId: item.ticketId,
        });
        return order.id;
      });
      return {
        result: { order: await mustLoadOrder(db, orderId) },
        message: body.status === 'READY_TO_SERVE' ? 'Item ready to serve' : 'Item being prepared',
      };
    }),

    route(restaurant.kotReadyToServe, ({ params, principal }) => releaseTicket(params.kotId, 'KOT', principal)),
    route(restaurant.botReadyToServe, ({ params, principal }) => releaseTicket(params.botId, 'BOT', principal)),
    route(restaurant.serveKot, ({ params, body, principal }) => serveTicket(params.id, body.id, 'KOT', principal)),
    route(restaurant.serveBot, ({ params, body, principal }) => serveTicket(params.id, body.id, 'BOT', principal)),
  ];
}
