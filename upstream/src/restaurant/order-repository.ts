// Orders, their lines and kitchen tickets: locking, adding lines to tickets, keeping the derived
// statuses (ticket, order) in step with the items, and reading the shapes the waiter and the kitchen
// see. The status rules themselves are the domain's; this file only applies them to rows.
import {
  billToWire,
  computeBill,
  deriveOrderStatus,
  deriveTicketStatus,
  isItemLive,
  isVatActive,
  kitchenCounts,
  restaurantMoney,
  splitServiceCharge,
  ticketTypeOf,
  type MenuItemType,
  type OrderedItemStatus,
  type RestaurantOrderStatus,
  type RestaurantTaxRate,
  type TicketStatus,
  type TicketType,
} from '@hotel/domain';
import type { restaurantEntities } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import { conflict, invalid, notFound } from '../http/api-error.js';
import { imageUrl } from '../hotel/images.js';

type Order = restaurantEntities.Order;
type OrderedItem = restaurantEntities.OrderedItem;
type Ticket = restaurantEntities.Ticket;
type ChefOrder = restaurantEntities.ChefOrder;
type Bill = restaurantEntities.Bill;

/** Stored order statuses: the contract's, plus CANCELLED for an order withdrawn before the kitchen began. */
export type StoredOrderStatus = RestaurantOrderStatus | 'CANCELLED';
export const OPEN = `order_status not in ('COMPLETED', 'CANCELLED')`;

export interface OrderCore {
  id: number;
  serviceId: number;
  allocationId: number;
  tableId: number;
  tableNumber: string;
  waiterId: number;
  status: StoredOrderStatus;
  orderTime: string;
  vatApplicable: boolean;
}

interface OrderCoreRow {
  id: number;
  hotel_service_id: number;
  table_allocation_id: number;
  table_id: number;
  table_number: string;
  waiter_id: number;
  order_status: StoredOrderStatus;
  order_time: string;
  vat_applicable: boolean;
}

const toCore = (r: OrderCoreRow): OrderCore => ({
  id: r.id,
  serviceId: r.hotel_service_id,
  allocationId: r.table_allocation_id,
  tableId: r.table_id,
  tableNumber: r.table_number,
  waiterId: r.waiter_id,
  status: r.order_status,
  orderTime: r.order_time,
  vatApplicable: r.vat_applicable,
});

/**
 * Locks the order row for the rest of the transaction (select … for update): every change to an
 * order, its lines or its tickets goes through here first, so an accept racing a cancel is decided
 * by who locks first, and the loser sees the winner's result.
 */
export async function lockOrder(tx: Queryable, orderId: number): Promise<OrderCore> {
  const [row] = await tx.query<OrderCoreRow>(
    `select o.id, o.hotel_service_id, o.table_allocation_id, o.table_id, t.number as table_number, o.waiter_id,
            o.order_status, o.order_time, o.vat_applicable
       from restaurant_order o join restaurant_table t on t.id = o.table_id
      where o.id = $1 for update of o`,
    [orderId],
  );
  if (!row) throw notFound('Order');
  return toCore(row);
}

/** Refuses changes to an order that was paid or cancelled. */
export function requireOpen(order: OrderCore): void {
  if (order.status === 'COMPLETED') throw conflict('ORDER_ALREADY_COMPLETED');
  if (order.status === 'CANCELLED') throw conflict('ORDER_CANCELLED');
}

export interface ItemState {
  id: number;
  orderId: number;
  ticketId: number;
  status: OrderedItemStatus;
  name: string;
  quantity: number;
  remarks: string;
  ticketType: TicketType;
}

export async function itemsOf(tx: Queryable, orderId: number): Promise<ItemState[]> {
  const rows = await tx.query<{
    id: number;
    order_id: number;
    ticket_id: number;
    status: OrderedItemStatus;
    name: string;
    quantity: number;
    remarks: string;
    ticket_type: TicketType;
  }>(
    `select i.id, i.order_id, i.ticket_id, i.status, i.name, i.quantity, i.remarks, k.ticket_type
       from ordered_item i join kitchen_ticket k on k.id = i.ticket_id
      where i.order_id = $1 order by i.id`,
    [orderId],
  );
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    ticketId: r.ticket_id,
    status: r.status,
    name: r.name,
    quantity: r.quantity,
    remarks: r.remarks,
    ticketType: r.ticket_type,
  }));
}

/** The order an item belongs to, locked. */
export async function lockOrderOfItem(tx: Queryable, itemId: number): Promise<{ order: OrderCore; item: ItemState }> {
  const [ref] = await tx.query<{ order_id: number }>('select order_id from ordered_item where id = $1', [itemId]);
  if (!ref) throw notFound('Ordered item');
  const order = await lockOrder(tx, ref.order_id);
  const item = (await itemsOf(tx, order.id)).find((i) => i.id === itemId);
  if (!item) throw notFound('Ordered item');
  return { order, item };
}

export interface TicketState {
  id: number;
  orderId: number;
  type: TicketType;
  number: number;
  status: TicketStatus;
}

/** A ticket of the given type with its order, locked; a KOT id on the BOT path is not found. */
export async function lockOrderOfTicket(
  tx: Queryable,
  ticketId: number,
  type: TicketType,
): Promise<{ order: OrderCore; ticket: TicketState }> {
  const [ref] = await tx.query<{ order_id: number }>(
    'select order_id from kitchen_ticket where id = $1 and ticket_type = $2',
    [ticketId, type],
  );
  if (!ref) throw notFound(type);
  const order = await lockOrder(tx, ref.order_id);
  const [row] = await tx.query<{
    id: number;
    order_id: number;
    ticket_type: TicketType;
    ticket_number: number;
    ticket_status: TicketStatus;
  }>('select id, order_id, ticket_type, ticket_number, ticket_status from kitchen_ticket where id = $1', [ticketId]);
  return {
    order,
    ticket: {
      id: row!.id,
      orderId: row!.order_id,
      type: row!.ticket_type,
      number: row!.ticket_number,
      status: row!.ticket_status,
    },
  };
}

export async function setItemStatus(
  tx: Queryable,
  itemIds: readonly number[],
  status: OrderedItemStatus,
): Promise<void> {
  if (itemIds.length === 0) return;
  // An item withdrawn while it awaited the kitchen stays on the chef's carousel until acknowledged.
  await tx.query(
    `update ordered_item
        set status = $2, updated_at = now(),
            cancel_unseen = case when $2::text = 'CANCELLED' then status in ('NEW', 'PLACED') else cancel_unseen end
      where id = any($1::int[])`,
    [itemIds, status],
  );
}

/**
 * Brings the tickets' and the order's statuses in line with the items (domain derive functions)
 * after any change to the items; answers the order's new status. `orderStatus` overrides the
 * current status first (a reconfirmation request, or a confirmation sending PLACED).
 */
export async function refreshStatuses(
  tx: Queryable,
  order: OrderCore,
  orderStatus: StoredOrderStatus = order.status,
): Promise<RestaurantOrderStatus> {
  const items = await itemsOf(tx, order.id);
  const tickets = await tx.query<{ id: number; ticket_status: TicketStatus }>(
    'select id, ticket_status from kitchen_ticket where order_id = $1 order by id',
    [order.id],
  );
  const ticketStatus = new Map<number, TicketStatus>();
  for (const t of tickets) {
    const next = deriveTicketStatus(
      items.filter((i) => i.ticketId === t.id).map((i) => i.status),
      t.ticket_status,
    );
    ticketStatus.set(t.id, next);
    if (next !== t.ticket_status) {
      await tx.query('update kitchen_ticket set ticket_status = $2 where id = $1', [t.id, next]);
    }
  }
  const current: RestaurantOrderStatus = orderStatus === 'CANCELLED' ? 'PLACED' : orderStatus;
  const next = deriveOrderStatus(
    items.map((i) => ({ status: i.status, ticket: ticketStatus.get(i.ticketId) ?? 'PLACED' })),
    current,
  );
  await tx.query('update restaurant_order set order_status = $2, updated_at = now() where id = $1', [order.id, next]);
  order.status = next;
  return next;
}

/** The next ticket number of a service and type, drawn in the caller's transaction. */
async function nextTicketNumber(tx: Queryable, serviceId: number, type: TicketType): Promise<number> {
  const [row] = await tx.query<{ last_number: number }>(
    `insert into ticket_counter (hotel_service_id, ticket_type, last_number) values ($1, $2, 1)
     on conflict (hotel_service_id, ticket_type) do update set last_number = ticket_counter.last_number + 1
     returning last_number`,
    [serviceId, type],
  );
  return row!.last_number;
}

export interface NewLine {
  itemId: number;
  quantity: number;
  remarks: string;
}

/**
 * Adds lines to an order: food and custom dishes on the order's open KOT, beverages on its open BOT
 * (a ticket stays open, PLACED, until the kitchen accepts it); without one, a new ticket numbered
 * from the service's counter. Items must be active items of the order's service.
 */
export async function addLines(
  tx: Queryable,
  order: OrderCore,
  lines: readonly NewLine[],
  field: string,
): Promise<number[]> {
  if (lines.length === 0) return [];
  const menu = await tx.query<{ id: number; name: string; price: string; item_type: MenuItemType; active: boolean }>(
    `select id, name, price::text as price, item_type, active from food_item
      where hotel_service_id = $1 and id = any($2::int[])`,
    [order.serviceId, lines.map((l) => l.itemId)],
  );
  const byId = new Map(menu.map((m) => [m.id, m]));
  const openTickets = new Map<TicketType, number>();
  const added: number[] = [];
  for (const [index, line] of lines.entries()) {
    const item = byId.get(line.itemId);
    if (!item) throw invalid(`${field}.${index}.itemId`, 'ITEM_NOT_ON_MENU');
    if (!item.active) throw invalid(`${field}.${index}.itemId`, 'ITEM_NOT_AVAILABLE', { name: item.name });
    const type = ticketTypeOf(item.item_type);
    let ticketId = openTickets.get(type);
    if (ticketId === undefined) {
      const [open] = await tx.query<{ id: number }>(
        "select id from kitchen_ticket where order_id = $1 and ticket_type = $2 and ticket_status = 'PLACED'",
        [order.id, type],
      );
      if (open) ticketId = open.id;
      else {
        const number = await nextTicketNumber(tx, order.serviceId, type);
        const [created] = await tx.query<{ id: number }>(
          `insert into kitchen_ticket (order_id, hotel_service_id, ticket_type, ticket_number, ticket_status)
           values ($1, $2, $3, $4, 'PLACED') returning id`,
          [order.id, order.serviceId, type, number],
        );
        ticketId = created!.id;
      }
      openTickets.set(type, ticketId);
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into ordered_item (order_id, ticket_id, item_id, name, price, item_type, quantity, remarks, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'NEW') returning id`,
      [order.id, ticketId, item.id, item.name, item.price, item.item_type, line.quantity, line.remarks],
    );
    added.push(row!.id);
  }
  return added;
}

// ------------------------------------------------------------------------------------- taxes and bill

export interface ServiceTaxes {
  serviceChargeRate: number;
  taxes: ReturnType<typeof splitServiceCharge>['taxes'];
  vatActive: boolean;
}

export async function serviceTaxes(db: Queryable, serviceId: number): Promise<ServiceTaxes> {
  const rows = await db.query<{
    name: string;
    rate: number;
    sequence: number;
    vat: boolean;
    social_security_contribution_levy: boolean;
    service_charge: boolean;
    active: boolean;
  }>(
    `select name, rate::float8 as rate, sequence, vat, social_security_contribution_levy, service_charge, active
       from restaurant_tax where hotel_service_id = $1 order by sequence, id`,
    [serviceId],
  );
  const rates: RestaurantTaxRate[] = rows.map((r) => ({
    name: r.name,
    rate: r.rate,
    sequence: r.sequence,
    vat: r.vat,
    socialSecurityContributionLevy: r.social_security_contribution_levy,
    serviceCharge: r.service_charge,
    active: r.active,
  }));
  return { ...splitServiceCharge(rates), vatActive: isVatActive(rates.filter((r) => !r.serviceCharge)) };
}

/** The bill of an open order, computed now (the server's truth), in its wire form. */
export function billFor(
  lines: readonly { price: number; quantity: number; orderedItemStatus: OrderedItemStatus }[],
  taxes: ServiceTaxes,
  vatApplicable: boolean,
): Bill {
  const bill = computeBill(
    lines.map((line) => ({ ...line, price: restaurantMoney(line.price) })),
    { serviceChargeRate: taxes.serviceChargeRate, taxes: taxes.taxes, vat: vatApplicable && taxes.vatActive },
  );
  return billToWire(bill);
}

// ------------------------------------------------------------------------------------- reading orders

interface OrderRow extends OrderCoreRow {
  guest_name: string;
  phone_no: string;
  customer_name: string;
  remarks: string;
  guest_type: Order['guestType'];
  order_type: Order['orderType'];
  vat_registry_id: number | null;
  paid_with: 'CASH' | 'ROOM_BILL' | null;
  bill: Bill | null;
  allocation_payment_method: Order['paymentMethod'];
  reserved_room_id: number | null;
  room_number: string | null;
}

interface ItemRow {
  id: number;
  order_id: number;
  item_id: number;
  name: string;
  image: string | null;
  quantity: number;
  /** numeric(12, 2) as text. */
  price: string;
  remarks: string;
  status: OrderedItemStatus;
  ticket_id: number;
  item_type: MenuItemType;
  ticket_type: TicketType;
  ticket_status: TicketStatus;
  rejection_reason: string | null;
  created_at: string;
}

/** An instant as ISO 8601 text in UTC, for to_char. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const oldest = (instants: readonly string[]): string | undefined => [...instants].sort()[0];

const ITEM_SELECT = `
  select i.id, i.order_id, i.item_id, i.name, f.image, i.quantity, i.price::text as price, i.remarks, i.status,
         to_char(i.created_at at time zone 'UTC', ${ISO}) as created_at,
         i.ticket_id, i.item_type, k.ticket_type, k.ticket_status, r.reason as rejection_reason
    from ordered_item i
    join kitchen_ticket k on k.id = i.ticket_id
    join food_item f on f.id = i.item_id
    left join item_rejection r on r.ordered_item_id = i.id`;

const toOrderedItem = (r: ItemRow): OrderedItem => ({
  id: r.id,
  itemId: r.item_id,
  name: r.name,
  image: imageUrl(r.image),
  quantity: r.quantity,
  price: restaurantMoney(r.price).toWire(),
  remarks: r.remarks,
  orderedItemStatus: r.status,
  kotId: r.ticket_id,
  active: isItemLive(r.status),
  itemType: r.item_type,
  ticketType: r.ticket_type,
  rejectionReason: r.rejection_reason,
});

interface TicketRow {
  id: number;
  order_id: number;
  ticket_type: TicketType;
  ticket_number: number;
  ticket_status: TicketStatus;
}

export const toTicket = (t: TicketRow): Ticket => ({
  id: t.id,
  kotNumber: t.ticket_type === 'KOT' ? t.ticket_number : null,
  botNumber: t.ticket_type === 'BOT' ? t.ticket_number : null,
  ticketType: t.ticket_type,
  ticketStatus: t.ticket_status,
});

export async function ticketsOf(db: Queryable, orderIds: readonly number[]): Promise<TicketRow[]> {
  if (orderIds.length === 0) return [];
  return db.query<TicketRow>(
    `select id, order_id, ticket_type, ticket_number, ticket_status from kitchen_ticket
      where order_id = any($1::int[]) order by id`,
    [orderIds],
  );
}

/** The waiter's view of an order (operations §3 Order); null for a cancelled or unknown one. */
export async function loadOrder(db: Queryable, orderId: number): Promise<Order | null> {
  const [o] = await db.query<OrderRow>(
    `select o.id, o.hotel_service_id, o.table_allocation_id, o.table_id, t.number as table_number, o.waiter_id,
            o.order_status, o.order_time, o.vat_applicable, o.guest_name, o.phone_no, o.customer_name, o.remarks,
            o.guest_type, o.order_type, o.vat_registry_id, o.payment_method as paid_with, o.bill,
            a.payment_method as allocation_payment_method, a.reserved_room_id, a.room_number
       from restaurant_order o
       join restaurant_table t on t.id = o.table_id
       join table_allocation a on a.id = o.table_allocation_id
      where o.id = $1`,
    [orderId],
  );
  if (!o || o.order_status === 'CANCELLED') return null;
  const items = await db.query<ItemRow>(`${ITEM_SELECT} where i.order_id = $1 order by i.id`, [orderId]);
  const tickets = await ticketsOf(db, [orderId]);
  const taxes = await serviceTaxes(db, o.hotel_service_id);
  const lines = items.map(toOrderedItem);
  const awaiting = await db.query<{ number: string }>(
    `select t.number from restaurant_order x join restaurant_table t on t.id = x.table_id
      where x.hotel_service_id = $1 and x.waiter_id = $2 and x.order_status = 'REQUEST_CONFIRMATION'
      order by x.id`,
    [o.hotel_service_id, o.waiter_id],
  );
  return {
    id: o.id,
    orderStatus: o.order_status,
    orderTime: o.order_time,
    paymentMethod: o.paid_with ?? o.allocation_payment_method,
    roomNumber: o.room_number,
    remarks: o.remarks,
    customerName: o.customer_name,
    custmorName: o.customer_name,
    servedAny: lines.some((l) => l.orderedItemStatus === 'SERVED'),
    vatApplicable: o.vat_applicable,
    vatActive: taxes.vatActive,
    vatRegistryId: o.vat_registry_id,
    hotelServiceId: o.hotel_service_id,
    requestConfirmationTableList: awaiting.map((a) => a.number),
    readyToServe: lines.some((l) => l.orderedItemStatus === 'READY_TO_SERVE'),
    // A completed order keeps the bill it was paid with.
    bill: o.bill ?? billFor(lines, taxes, o.vat_applicable),
    orderedItemDtoList: lines,
    tableId: o.table_id,
    tableNumber: o.table_number,
    tableAllocationId: o.table_allocation_id,
    waiterId: o.waiter_id,
    reservedRoomId: o.reserved_room_id,
    guestName: o.guest_name,
    phoneNo: o.phone_no,
    guestType: o.guest_type,
    orderType: o.order_type,
    kotResponseList: tickets.map(toTicket),
  };
}

export async function mustLoadOrder(db: Queryable, orderId: number): Promise<Order> {
  const order = await loadOrder(db, orderId);
  if (!order) throw notFound('Order');
  return order;
}

// ------------------------------------------------------------------------------------- the kitchen's view

const toChefItem = (r: ItemRow): restaurantEntities.ChefOrderItem => ({
  id: r.id,
  itemName: r.name,
  quantity: r.quantity,
  remarks: r.remarks,
  image: imageUrl(r.image),
  orderedItemStatus: r.status,
  kotId: r.ticket_id,
  ticketType: r.ticket_type,
  rejectionReason: r.rejection_reason,
});

interface ChefOrderRow {
  id: number;
  table_id: number;
  table_number: string;
  order_status: StoredOrderStatus;
  order_time: string;
}

const STATUS_RANK: Record<string, number> = {
  REQUEST_CONFIRMATION: 0,
  REJECTED: 1,
  PLACED: 2,
  ACCEPTED: 3,
  BEING_PREPARED: 4,
  READY_TO_SERVE: 5,
  SERVED: 6,
};

/** Accepted tickets not yet served, one card per ticket. */
export async function activeTickets(
  db: Queryable,
  serviceId: number,
  sortField: 'orderStatus' | 'orderTime' | 'id',
): Promise<ChefOrder[]> {
  const tickets = await db.query<TicketRow & ChefOrderRow & { ticket_id: number; ticket_created_at: string }>(
    `select k.id as ticket_id, k.order_id, k.ticket_type, k.ticket_number, k.ticket_status,
            to_char(k.created_at at time zone 'UTC', ${ISO}) as ticket_created_at,
            o.id, o.table_id, t.number as table_number, o.order_status, o.order_time
       from kitchen_ticket k
       join restaurant_order o on o.id = k.order_id
       join restaurant_table t on t.id = o.table_id
      where k.hotel_service_id = $1 and k.ticket_status in ('ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE')
        and o.${OPEN}
      order by k.id`,
    [serviceId],
  );
  const items = await db.query<ItemRow>(
    `${ITEM_SELECT} where i.ticket_id = any($1::int[]) and i.status not in ('REJECTED', 'CANCELLED') order by i.id`,
    [tickets.map((t) => t.ticket_id)],
  );
  const cards: ChefOrder[] = tickets.map((t) => ({
    id: t.id,
    tableId: t.table_id,
    tableNumber: t.table_number,
    kotId: t.ticket_id,
    kotNumber: t.ticket_type === 'KOT' ? t.ticket_number : null,
    botNumber: t.ticket_type === 'BOT' ? t.ticket_number : null,
    ticketType: t.ticket_type,
    kotStatus: t.ticket_status,
    orderStatus: t.order_status,
    orderTime: t.order_time,
    orderedAt: t.ticket_created_at,
    orderedItemResponseList: items.filter((i) => i.ticket_id === t.ticket_id).map(toChefItem),
    cancellationUnseen: false,
  }));
  const by: Record<typeof sortField, (a: ChefOrder, b: ChefOrder) => number> = {
    orderStatus: (a, b) => (STATUS_RANK[a.kotStatus ?? ''] ?? 9) - (STATUS_RANK[b.kotStatus ?? ''] ?? 9),
    orderTime: (a, b) => a.orderTime.localeCompare(b.orderTime),
    id: () => 0,
  };
  return cards.sort((a, b) => by[sortField](a, b) || (a.kotId ?? 0) - (b.kotId ?? 0));
}

/**
 * The new-order carousel: one card per open order with an item NEW or REJECTED (the domain's
 * inclusion rule, applied in SQL), showing the items of the round awaiting the kitchen: NEW,
 * REJECTED, and those CANCELLED on a ticket still open. An order (open or cancelled) whose items the
 * waiter withdrew while they awaited the kitchen stays too, those items CANCELLED, until the chef
 * acknowledges it: a cancellation never vanishes silently from the kitchen.
 */
export async function holdings(db: Queryable, serviceId: number): Promise<ChefOrder[]> {
  const orders = await db.query<ChefOrderRow & { cancellation_unseen: boolean; created_at: string }>(
    `select o.id, o.table_id, t.number as table_number, o.order_status, o.order_time,
            to_char(o.created_at at time zone 'UTC', ${ISO}) as created_at,
            exists (select 1 from ordered_item u where u.order_id = o.id and u.cancel_unseen) as cancellation_unseen
       from restaurant_order o join restaurant_table t on t.id = o.table_id
      where o.hotel_service_id = $1
        and ((o.${OPEN}
              and exists (select 1 from ordered_item i where i.order_id = o.id and i.status in ('NEW', 'REJECTED')))
          or (o.order_status <> 'COMPLETED'
              and exists (select 1 from ordered_item u where u.order_id = o.id and u.cancel_unseen)))
      order by o.id`,
    [serviceId],
  );
  const items = await db.query<ItemRow>(
    `${ITEM_SELECT} where i.order_id = any($1::int[])
        and (i.status in ('NEW', 'REJECTED') or i.cancel_unseen
             or (i.status = 'CANCELLED' and k.ticket_status = 'PLACED'))
      order by i.id`,
    [orders.map((o) => o.id)],
  );
  return orders.map((o) => ({
    id: o.id,
    tableId: o.table_id,
    tableNumber: o.table_number,
    kotId: null,
    kotNumber: null,
    botNumber: null,
    ticketType: null,
    kotStatus: null,
    orderStatus: o.order_status,
    orderTime: o.order_time,
    orderedAt: oldest(items.filter((i) => i.order_id === o.id).map((i) => i.created_at)) ?? o.created_at,
    orderedItemResponseList: items.filter((i) => i.order_id === o.id).map(toChefItem),
    cancellationUnseen: o.cancellation_unseen,
  }));
}

/** The chef saw the cancellation (acknowledged, or accepted the order): the withdrawn items leave the carousel. */
export async function markCancellationSeen(tx: Queryable, orderId: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'update ordered_item set cancel_unseen = false where order_id = $1 and cancel_unseen returning id',
    [orderId],
  );
  return rows.length > 0;
}

/**
 * The chef's count tiles: the domain's rule applied to the new-order carousel's orders and the
 * accepted tickets on the board, the same lists the kitchen screen shows.
 */
export async function orderCounts(db: Queryable, serviceId: number): Promise<restaurantEntities.OrderCount> {
  const [orders, tickets] = await Promise.all([
    db.query<{ order_status: RestaurantOrderStatus }>(
      `select o.order_status from restaurant_order o
        where o.hotel_service_id = $1 and o.${OPEN}
          and exists (select 1 from ordered_item i where i.order_id = o.id and i.status in ('NEW', 'REJECTED'))`,
      [serviceId],
    ),
    db.query<{ ticket_status: TicketStatus }>(
      `select k.ticket_status from kitchen_ticket k join restaurant_order o on o.id = k.order_id
        where k.hotel_service_id = $1 and k.ticket_status in ('ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE')
          and o.${OPEN}`,
      [serviceId],
    ),
  ]);
  return kitchenCounts(
    orders.map((o) => o.order_status),
    tickets.map((t) => t.ticket_status),
  );
}
