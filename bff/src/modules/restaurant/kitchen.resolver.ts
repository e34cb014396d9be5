// The chef's screen: one kitchenBoard operation (each upstream list fetched once, shared by the
// parts that need it) and the chef's actions on orders, items and tickets.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { kitchenCountsOfLists } from '@hotel/domain';
import { restaurant } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { readAhead, selectedFields, type ReadAhead } from '../../selection.js';
import { Message } from '../auth/session.type.js';
import { KitchenBoard, KitchenBump, KitchenOrder, toKitchenOrder } from './kitchen.type.js';
import { OrderCounts, OrderPayload, toOrder } from './order.type.js';
import { OrderStatus, TicketType } from './restaurant.enums.js';
import { SPEC_MESSAGES } from './restaurant.messages.js';
import { restaurantLoaders, type RestaurantLoaders } from './restaurant.loaders.js';
import { KitchenItem, Ticket, chefCardToTicket, lineToKitchenItem } from './ticket.type.js';

/**
 * The board's upstream lists, largest answer first. The upstream answers them about one after the
 * other (its database answers one query at a time), so the first asked is the first back. Asked in
 * the order graphql meets the fields, the accepted tickets came last and all their mapping waited for
 * them; asked first, they are mapped while the upstream still reads the new orders.
 */
const boardReads = (board: KitchenBoard): ReadAhead<RestaurantLoaders>[] => [
  { fields: ['acceptedTickets'], start: (l) => l.activeTickets.load(board.serviceId) },
  { fields: ['newOrders', 'requestConfirmationTables'], start: (l) => l.newOrders.load(board.serviceId) },
  ...(board.countsFromLists
    ? []
    : [{ fields: ['counts'], start: (l: RestaurantLoaders) => l.orderCounts.load(board.serviceId) }]),
];

@Resolver(() => KitchenBoard)
export class KitchenResolver {
  @Query(() => KitchenBoard, { description: "The chef's screen for a restaurant service" })
  @Requires('CHEF_DASHBOARD:VIEW', { service: 'serviceId' })
  kitchenBoard(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
    @Info() info: GraphQLResolveInfo,
  ): KitchenBoard {
    const asked = selectedFields(info);
    const board = { serviceId, countsFromLists: asked.has('newOrders') && asked.has('acceptedTickets') };
    readAhead(asked, restaurantLoaders(ctx), boardReads(board));
    return board;
  }

  @FieldResolver(() => OrderCounts, {
    description: 'The count tiles (counted from the same reading as the lists when both are asked for)',
  })
  async counts(@Root() board: KitchenBoard, @Ctx() ctx: BffContext): Promise<OrderCounts> {
    const loaders = restaurantLoaders(ctx);
    if (!board.countsFromLists) return loaders.orderCounts.load(board.serviceId);
    // One reading for tiles and cards: three separate reads could each see a different moment.
    const [newOrders, tickets] = await Promise.all([
      loaders.newOrders.load(board.serviceId),
      loaders.activeTickets.load(board.serviceId),
    ]);
    return kitchenCountsOfLists(
      newOrders.map((card) => ({
        orderStatus: card.orderStatus,
        itemStatuses: card.orderedItemResponseList.map((item) => item.orderedItemStatus),
      })),
      tickets.map((card) => card.kotStatus),
    );
  }

  @FieldResolver(() => [KitchenOrder], {
    description:
      "The new-order carousel: one order per table with an item that is NEW or REJECTED ('New Order n of N')",
  })
  async newOrders(@Root() board: KitchenBoard, @Ctx() ctx: BffContext): Promise<KitchenOrder[]> {
    return (await restaurantLoaders(ctx).newOrders.load(board.serviceId)).map(toKitchenOrder);
  }

  @FieldResolver(() => [Ticket], {
    description: 'Accepted orders, one card per KOT or BOT with its items, until served',
  })
  async acceptedTickets(@Root() board: KitchenBoard, @Ctx() ctx: BffContext): Promise<Ticket[]> {
    return (await restaurantLoaders(ctx).activeTickets.load(board.serviceId)).map(chefCardToTicket);
  }

  @FieldResolver(() => KitchenBump, {
    nullable: true,
    description: "The caller's last step that Recall can still undo (null when none)",
  })
  async lastBump(@Root() board: KitchenBoard, @Ctx() ctx: BffContext): Promise<KitchenBump | null> {
    const { result } = await ctx.upstream.call(restaurant.lastKitchenBump, { params: { serviceId: board.serviceId } });
    const bump = result.bump;
    return bump ? { ...bump, ticketType: bump.ticketType as TicketType | null } : null;
  }

  @FieldResolver(() => [String], {
    description: 'Numbers of the tables whose orders await the waiter’s reconfirmation (the rotating list)',
  })
  async requestConfirmationTables(@Root() board: KitchenBoard, @Ctx() ctx: BffContext): Promise<string[]> {
    const orders = await restaurantLoaders(ctx).newOrders.load(board.serviceId);
    return [...new Set(orders.filter((o) => o.orderStatus === 'REQUEST_CONFIRMATION').map((o) => o.tableNumber))];
  }

  @Mutation(() => OrderPayload, { description: "Rejects a NEW item with a reason ('Reason is required')" })
  @Requires('CHEF_DASHBOARD:EDIT')
  async rejectOrderItem(
    @Arg('itemId', () => Int) itemId: number,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.rejectOrderedItem, {
      params: { itemId },
      query: { reason },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, {
    description: "'Reconfirm order': asks the waiter to reconfirm after a rejection",
  })
  @Requires('CHEF_DASHBOARD:EDIT')
  async requestOrderConfirmation(
    @Arg('orderId', () => Int) orderId: number,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    const { result } = await ctx.upstream.call(restaurant.requestOrderConfirmation, {
      params: { orderId },
    });
    return { message: SPEC_MESSAGES.reconfirmRequested, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, {
    description: 'Recall: undoes a chef step (Accept Order, Prepare, Ready, Ready to serve) within the recall window',
  })
  @Requires('CHEF_DASHBOARD:EDIT')
  async recallKitchenStep(@Arg('bumpId', () => Int) bumpId: number, @Ctx() ctx: BffContext): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.recallKitchenBump, { params: { bumpId } });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => Message, {
    description: "The chef acknowledges the waiter's cancellation: the withdrawn items leave the new-order carousel",
  })
  @Requires('CHEF_DASHBOARD:EDIT')
  async acknowledgeCancellation(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: BffContext): Promise<Message> {
    const { message } = await ctx.upstream.call(restaurant.acknowledgeCancellation, { params: { orderId } });
    return { message };
  }

  @Mutation(() => OrderPayload, { description: "'Accept Order': accepts the order's NEW items" })
  @Requires('CHEF_DASHBOARD:EDIT')
  async acceptOrder(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: BffContext): Promise<OrderPayload> {
    const { result } = await ctx.upstream.call(restaurant.acceptOrder, { params: { orderId } });
    return { message: SPEC_MESSAGES.orderAccepted, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, { description: 'Prepare: an ACCEPTED item becomes BEING_PREPARED' })
  @Requires('CHEF_DASHBOARD:EDIT')
  async prepareOrderItem(
    @Arg('itemId', () => Int) itemId: number,
    @Arg('ticketId', () => Int) ticketId: number,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    return this.itemStep(ctx, itemId, ticketId, OrderStatus.BEING_PREPARED);
  }

  @Mutation(() => OrderPayload, { description: 'Ready: a BEING_PREPARED item becomes READY_TO_SERVE' })
  @Requires('CHEF_DASHBOARD:EDIT')
  async orderItemReady(
    @Arg('itemId', () => Int) itemId: number,
    @Arg('ticketId', () => Int) ticketId: number,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    return this.itemStep(ctx, itemId, ticketId, OrderStatus.READY_TO_SERVE);
  }

  @Mutation(() => OrderPayload, {
    description: "'Ready to serve': releases a ticket whose items are all ready (or served) to the waiter",
  })
  @Requires('CHEF_DASHBOARD:EDIT')
  async ticketReadyToServe(
    @Arg('ticketId', () => Int) ticketId: number,
    @Arg('type', () => TicketType) type: TicketType,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    const { result } =
      type === TicketType.BOT
        ? await ctx.upstream.call(restaurant.botReadyToServe, { params: { botId: ticketId } })
        : await ctx.upstream.call(restaurant.kotReadyToServe, { params: { kotId: ticketId } });
    return { message: SPEC_MESSAGES.ticketReady, order: toOrder(result.order) };
  }

  private async itemStep(
    ctx: BffContext,
    itemId: number,
    ticketId: number,
    status: OrderStatus.BEING_PREPARED | OrderStatus.READY_TO_SERVE,
  ): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.updateHoldingItemStatus, {
      body: { id: itemId, status, kotId: ticketId },
    });
    return { message, order: toOrder(result.order) };
  }
}

@Resolver(() => Ticket)
export class TicketResolver {
  @FieldResolver(() => [KitchenItem])
  async items(@Root() ticket: Ticket, @Ctx() ctx: BffContext): Promise<KitchenItem[]> {
    if (ticket.lines) return ticket.lines;
    if (!ticket.orderId) return [];
    const order = await restaurantLoaders(ctx).orderById.load(ticket.orderId);
    return order.orderedItemDtoList
      .filter((line) => line.kotId === ticket.id)
      .map((line) => lineToKitchenItem(line, order.kotResponseList));
  }
}
