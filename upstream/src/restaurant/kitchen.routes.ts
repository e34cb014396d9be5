// The kitchen (chef) screen and the serving side of the waiter's status screen: counts, the new
// order carousel, accepted tickets, reject / reconfirm / accept, Prepare and Ready per item, Ready
// to serve per ticket, and serving a released ticket. As for the waiter's calls, the order row is
// locked first and the domain rule decides on the locked state.
import {
  BUMP_ITEM_STATUSES,
  RECALL_WINDOW_SECONDS,
  acceptRefusal,
  recallRefusal,
  type KitchenBump,
  type RestaurantOrderStatus,
  isItemPending,
  itemTransitionRefusal,
  reconfirmRefusal,
  rejectRefusal,
  ticketReadyRefusal,
  ticketServeRefusal,
  type TicketType,
  RESTAURANT_NOTICES,
} from '@hotel/domain';
import { restaurant, type restaurantEntities } from '@hotel/schema';
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
  markCancellationSeen,
  mustLoadOrder,
  orderCounts,
  refreshStatuses,
  requireOpen,
  setItemStatus,
} from './order-repository.js';

/** Records a chef's step so that Recall can undo it. */
async function recordBump(
  tx: Queryable,
  order: { id: number; serviceId: number },
  kind: KitchenBump,
  principal: Principal,
  ticketId: number | null,
  itemIds: readonly number[],
): Promise<void> {
  // Only a person's step can be recalled (by them).
  if (principal.userId === null) return;
  await tx.query(
    `insert into kitchen_bump (order_id, hotel_service_id, kind, ticket_id, item_ids, bumped_by)
     values ($1, $2, $3, $4, $5::int[], $6)`,
    [order.id, order.serviceId, kind, ticketId, itemIds, principal.userId],
  );
}

interface BumpRow {
  id: number;
  order_id: number;
  kind: KitchenBump;
  ticket_id: number | null;
  item_ids: number[];
  bumped_by: number;
  bumped_at_ms: number;
  now_ms: number;
  recalled: boolean;
}

const BUMP_SELECT = `select b.id, b.order_id, b.kind, b.ticket_id, b.item_ids, b.bumped_by,
         (extract(epoch from b.bumped_at) * 1000)::float8 as bumped_at_ms,
         (extract(epoch from now()) * 1000)::float8 as now_ms, b.recalled_at is not null as recalled
    from kitchen_bump b`;

/** The caller's last step in the service not yet recalled, while it can be, as the screen shows it. */
async function lastBump(
  db: Queryable,
  serviceId: number,
  userId: number,
): Promise<restaurantEntities.KitchenBump | null> {
  const [row] = await db.query<{
    id: number;
    kind: KitchenBump;
    order_id: number;
    table_number: string;
    item_name: string | null;
    ticket_type: TicketType | null;
    ticket_number: number | null;
    bumped_at: Date;
    fresh: boolean;
  }>(
    `select b.id, b.kind, b.order_id, t.number as table_number, i.name as item_name, k.ticket_type, k.ticket_number,
            b.bumped_at, b.bumped_at > now() - make_interval(secs => $3) as fresh
       from kitchen_bump b
       join restaurant_order o on o.id = b.order_id
       join restaurant_table t on t.id = o.table_id
       left join kitchen_ticket k on k.id = b.ticket_id
       left join ordered_item i on i.id = b.item_ids[1] and b.kind in ('PREPARE', 'READY')
      where b.hotel_service_id = $1 and b.bumped_by = $2 and b.recalled_at is null
      order by b.id desc limit 1`,
    [serviceId, userId, RECALL_WINDOW_SECONDS],
  );
  // The last step only: once it expired, the ones before it are out of reach too.
  if (!row?.fresh) return null;
  const bumpedAt = new Date(row.bumped_at);
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    tableNumber: row.table_number,
    itemName: row.item_name,
    ticketType: row.ticket_type,
    ticketNumber: row.ticket_number,
    bumpedAt: bumpedAt.toISOString(),
    recallableUntil: new Date(bumpedAt.getTime() + RECALL_WINDOW_SECONDS * 1000).toISOString(),
  };
}

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
      await recordBump(tx, order, 'RELEASE', principal, ticket.id, []);
      await refreshStatuses(tx, order);
      live.order(order, 'TICKET_READY', order.status, { kotId: ticket.id, ticketStatus: 'READY_TO_SERVE' });
      return order.id;
    });
    return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.ORDER_READY_TO_SERVE };
  };

  /** The waiter's SERVED on a released ticket: its ready items are served. */
  const serveTicket = async (ticketId: number, bodyId: number, type: TicketType, principal: Principal) => {
    if (bodyId !== ticketId) throw invalid('id', 'TICKET_MISMATCH');
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
    return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.ORDER_SERVED };
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
      return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.ITEM_REJECTED };
    }),

    route(restaurant.acknowledgeCancellation, async ({ params, principal }) => {
      await change(async (tx, live) => {
        // A cancelled order is acknowledged too: no requireOpen here.
        const order = await lockOrder(tx, params.orderId);
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        if (await markCancellationSeen(tx, order.id)) {
          live.kitchen(order, 'CANCELLATION_SEEN', order.status);
        }
      });
      return { result: {}, message: RESTAURANT_NOTICES.CANCELLATION_ACKNOWLEDGED };
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
        message: RESTAURANT_NOTICES.RECONFIRMATION_REQUESTED,
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
        const pending = items.filter((i) => isItemPending(i.status)).map((i) => i.id);
        await setItemStatus(tx, pending, 'ACCEPTED');
        await recordBump(tx, order, 'ACCEPT', principal, null, pending);
        // The chef accepted the card as shown, withdrawn items included.
        await markCancellationSeen(tx, order.id);
        await refreshStatuses(tx, order);
        live.order(order, 'ORDER_ACCEPTED', order.status);
      });
      return { result: { order: await mustLoadOrder(db, params.orderId) }, message: RESTAURANT_NOTICES.ORDER_ACCEPTED };
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
        await recordBump(tx, order, body.status === 'READY_TO_SERVE' ? 'READY' : 'PREPARE', principal, item.ticketId, [
          item.id,
        ]);
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
        message:
          body.status === 'READY_TO_SERVE'
            ? RESTAURANT_NOTICES.ITEM_READY_TO_SERVE
            : RESTAURANT_NOTICES.ITEM_BEING_PREPARED,
      };
    }),

    route(restaurant.lastKitchenBump, async ({ params, principal }) => {
      await restaurantService(db, params.serviceId);
      await requireChef(db, principal, params.serviceId, 'VIEW');
      return {
        result: { bump: principal.userId === null ? null : await lastBump(db, params.serviceId, principal.userId) },
      };
    }),

    route(restaurant.recallKitchenBump, async ({ params, principal }) => {
      const orderId = await change(async (tx, live) => {
        const [ref] = await tx.query<{ order_id: number }>('select order_id from kitchen_bump where id = $1', [
          params.bumpId,
        ]);
        if (!ref) throw notFound('Kitchen step');
        // The order's lock decides a recall racing another recall, a bump or the waiter's serve.
        const order = await lockOrder(tx, ref.order_id);
        await requireChef(tx, principal, order.serviceId, 'EDIT');
        requireOpen(order);
        const [bump] = await tx.query<BumpRow>(`${BUMP_SELECT} where b.id = $1`, [params.bumpId]);
        if (!bump || bump.bumped_by !== principal.userId) throw notFound('Kitchen step');
        const items = await itemsOf(tx, order.id);
        const tickets = await tx.query<{ id: number; ticket_type: TicketType; ticket_status: string }>(
          'select id, ticket_type, ticket_status from kitchen_ticket where order_id = $1',
          [order.id],
        );
        const [newer] = await tx.query<{ id: number }>(
          'select id from kitchen_bump where order_id = $1 and id > $2 and recalled_at is null limit 1',
          [order.id, bump.id],
        );
        const moved = items.filter((i) => bump.item_ids.includes(i.id));
        const target = BUMP_ITEM_STATUSES[bump.kind];
        const ticketOf = (id: number | null) => tickets.find((t) => t.id === id);
        let unchanged = !newer && moved.every((i) => i.status === target.to);
        if (bump.kind === 'ACCEPT') {
          // Back to a placed ticket only where no newer placed ticket of the same type was opened since.
          const types = new Set(moved.map((i) => i.ticketType));
          unchanged &&= !tickets.some((t) => t.ticket_status === 'PLACED' && types.has(t.ticket_type));
        } else if (bump.kind === 'READY' || bump.kind === 'PREPARE') {
          const status = ticketOf(bump.ticket_id)?.ticket_status;
          unchanged &&= status !== 'READY_TO_SERVE' && status !== 'SERVED';
        } else {
          unchanged &&=
            ticketOf(bump.ticket_id)?.ticket_status === 'READY_TO_SERVE' &&
            !items.some((i) => i.ticketId === bump.ticket_id && i.status === 'SERVED');
        }
        const refusal = recallRefusal({
          bumpedAt: bump.bumped_at_ms,
          now: bump.now_ms,
          recalled: bump.recalled,
          unchanged,
        });
        if (refusal) throw conflict(refusal);
        if (bump.kind === 'RELEASE') {
          await tx.query("update kitchen_ticket set ticket_status = 'BEING_PREPARED' where id = $1", [bump.ticket_id]);
        } else {
          await setItemStatus(tx, bump.item_ids, target.from);
          if (bump.kind === 'ACCEPT') {
            await tx.query("update kitchen_ticket set ticket_status = 'PLACED' where id = any($1::int[])", [
              [...new Set(moved.map((i) => i.ticketId))],
            ]);
          }
        }
        await tx.query('update kitchen_bump set recalled_at = now() where id = $1', [bump.id]);
        // A recall is the one way back within a round: the order is derived afresh from the items.
        const started: readonly RestaurantOrderStatus[] = ['BEING_PREPARED', 'READY_TO_SERVE', 'SERVED'];
        await refreshStatuses(
          tx,
          order,
          started.includes(order.status as RestaurantOrderStatus) ? 'ACCEPTED' : order.status,
        );
        live.order(order, 'RECALLED', order.status, bump.ticket_id === null ? {} : { kotId: bump.ticket_id });
        return order.id;
      });
      return { result: { order: await mustLoadOrder(db, orderId) }, message: RESTAURANT_NOTICES.BUMP_RECALLED };
    }),

    route(restaurant.kotReadyToServe, ({ params, principal }) => releaseTicket(params.kotId, 'KOT', principal)),
    route(restaurant.botReadyToServe, ({ params, principal }) => releaseTicket(params.botId, 'BOT', principal)),
    route(restaurant.serveKot, ({ params, body, principal }) => serveTicket(params.id, body.id, 'KOT', principal)),
    route(restaurant.serveBot, ({ params, body, principal }) => serveTicket(params.id, body.id, 'BOT', principal)),
  ];
}
