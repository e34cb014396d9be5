// The waiter's tables: the carousel, the Select Table drawer, the status screen, allocation, payment
// method and room lookup.
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { restaurant } from '@hotel/schema';
import { can } from '@hotel/domain';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { Order, toOrder } from './order.type.js';
import { PaymentMethodInput } from './table.input.js';
import {
  ReservedRoom,
  Table,
  TableAllocation,
  TableCategory,
  TablePayload,
  WaiterTableStatus,
  liveOf,
  setupOf,
  toReservedRoom,
  toTable,
  toWaiterTableStatus,
  type TableSetup,
} from './table.type.js';
import { ErrorCode, refusalError } from '../../errors.js';
import { Ticket } from './ticket.type.js';
import { SPEC_MESSAGES } from './restaurant.messages.js';
import { restaurantLoaders } from './restaurant.loaders.js';

@Resolver(() => TableAllocation)
export class TableResolver {
  @Query(() => [Table], {
    description:
      "The waiter's table carousel: the allocated tables they may use (their own; every one with ALLOW_ALL_TABLES)",
  })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async waiterTables(@Arg('serviceId', () => Int) serviceId: number, @Ctx() ctx: BffContext): Promise<Table[]> {
    const session = await ctx.sessionFor(serviceId);
    const { result } = await ctx.upstream.call(restaurant.searchRestaurantTables, {
      query: { userId: session.viewer.userId, hotelServiceId: serviceId },
    });
    return result.restaurantTable.filter((t) => t.tableAllocationId !== null).map(toTable);
  }

  @Query(() => [Table], { description: "The Select Table drawer: vacant tables ('No tables available' when empty)" })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async vacantTables(@Arg('serviceId', () => Int) serviceId: number, @Ctx() ctx: BffContext): Promise<Table[]> {
    const session = await ctx.sessionFor(serviceId);
    const { result } = await ctx.upstream.call(restaurant.searchRestaurantTables, {
      query: { userId: session.viewer.userId, hotelServiceId: serviceId, statusList: ['VACANT'] },
    });
    return result.restaurantTable.map(toTable);
  }

  @Query(() => [WaiterTableStatus], {
    description: "The waiter's 'Order Status' screen: their open tables (every waiter's with ALLOW_ALL_TABLES)",
  })
  @Requires('STEWARD_DASHBOARD:VIEW', { service: 'serviceId' })
  async waiterBoard(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<WaiterTableStatus[]> {
    const session = await ctx.sessionFor(serviceId);
    const { result } = await ctx.upstream.call(restaurant.waiterTableAllocations, {
      params: { serviceId, userId: session.viewer.userId },
      query: { allowAllTable: can(session.permissions, 'ALLOW_ALL_TABLES', 'VIEW') },
    });
    return result.tableAllocation.map(toWaiterTableStatus);
  }

  @Query(() => [ReservedRoom], { description: 'Checked-in rooms whose number starts with the text (Select Room)' })
  @Requires('FOOD_MENU:VIEW')
  async reservedRooms(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('roomNumber', () => String, { nullable: true }) roomNumber: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ReservedRoom[]> {
    const { result } = await ctx.upstream.call(restaurant.reservedRoomsByRoomNo, {
      query: { hotelId, ...(roomNumber ? { roomNo: roomNumber } : {}) },
    });
    return result.reservedRoom.map(toReservedRoom);
  }

  @Mutation(() => TablePayload, { description: 'Allocates a vacant table to the caller (payment method OTHER)' })
  @Requires('FOOD_MENU:ADD', { service: 'serviceId' })
  async allocateTable(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('tableId', () => Int) tableId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const session = await ctx.sessionFor(serviceId);
    const { result, message } = await ctx.upstream.call(restaurant.allocateTable, {
      body: { tableId, hotelServiceId: serviceId, waiterId: session.viewer.userId, paymentMethod: 'OTHER' },
    });
    return { message, table: toTable(result.restaurantTable) };
  }

  @Mutation(() => TablePayload, {
    description: "Sets the payment method of an allocated table: 'Payment method updated successfully'",
  })
  @Requires('FOOD_MENU:EDIT', { service: 'input.serviceId' })
  async setPaymentMethod(
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const session = await ctx.sessionFor(input.serviceId);
    const { result } = await ctx.upstream.call(restaurant.updateTableAllocation, {
      body: {
        id: input.allocationId ?? null,
        tableId: input.tableId,
        hotelServiceId: input.serviceId,
        waiterId: session.viewer.userId,
        paymentMethod: input.paymentMethod,
        reservedRoomId: input.reservedRoomId ?? null,
        roomNumber: input.roomNumber ?? null,
        ...(input.vatApplicable != null ? { vatApplicable: input.vatApplicable } : {}),
        ...(input.customerName != null ? { customerName: input.customerName } : {}),
        ...(input.remarks != null ? { remarks: input.remarks } : {}),
      },
    });
    return { message: SPEC_MESSAGES.paymentMethodUpdated, table: toTable(result.restaurantTable) };
  }

  @Mutation(() => TablePayload, {
    description: "Frees an OCCUPIED or SERVED table with no order lines; otherwise 'Unable to deallocate table'",
  })
  @Requires('FOOD_MENU:EDIT')
  async deallocateTable(
    @Arg('allocationId', () => Int) allocationId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const { result, message } = await ctx.upstream.call(restaurant.deallocateTable, {
      params: { allocationId },
    });
    return { message, table: toTable(result.restaurantTable) };
  }

  @FieldResolver(() => Order, { nullable: true, description: "The table's open order" })
  async currentOrder(@Root() allocation: TableAllocation, @Ctx() ctx: BffContext): Promise<Order | null> {
    if (allocation.currentOrderId === null) return null;
    const order = await restaurantLoaders(ctx).orderOfTable.load({
      serviceId: allocation.serviceId,
      tableId: allocation.table.id,
    });
    return order ? toOrder(order) : null;
  }

  @FieldResolver(() => [Ticket], { description: "The open order's tickets" })
  async tickets(@Root() allocation: TableAllocation, @Ctx() ctx: BffContext): Promise<Ticket[]> {
    return (await this.currentOrder(allocation, ctx))?.tickets ?? [];
  }
}

/** The side of a table its source did not carry, loaded once per service and request. */
async function liveSide(table: Table, ctx: BffContext): Promise<NonNullable<Table['live']>> {
  if (table.live) return table.live;
  const row = (await restaurantLoaders(ctx).liveTables.load(table.serviceId)).get(table.id);
  if (!row) throw refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what: 'Table' });
  return liveOf(row);
}

async function setupSide(table: Table, ctx: BffContext): Promise<TableSetup> {
  if (table.setup) return table.setup;
  const row = (await restaurantLoaders(ctx).tableSetups.load(table.serviceId)).get(table.id);
  if (!row) throw refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what: 'Table' });
  return setupOf(row);
}

@Resolver(() => Table)
export class TableFieldResolver {
  @FieldResolver(() => TableAllocation, { nullable: true, description: 'Null while the table is free' })
  async allocation(@Root() table: Table, @Ctx() ctx: BffContext): Promise<TableAllocation | null> {
    return (await liveSide(table, ctx)).allocation;
  }

  @FieldResolver(() => Int, {
    description: 'Live lines of the open order; an occupied table with 0 shows the N marker',
  })
  async orderLineCount(@Root() table: Table, @Ctx() ctx: BffContext): Promise<number> {
    return (await liveSide(table, ctx)).orderLineCount;
  }

  @FieldResolver(() => Int)
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async seats(@Root() table: Table, @Ctx() ctx: BffContext): Promise<number> {
    return (await setupSide(table, ctx)).seats;
  }

  @FieldResolver(() => Boolean)
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async active(@Root() table: Table, @Ctx() ctx: BffContext): Promise<boolean> {
    return (await setupSide(table, ctx)).active;
  }

  @FieldResolver(() => Boolean, { description: 'Held by the administrator: shown RESERVED, not allocatable' })
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async reserved(@Root() table: Table, @Ctx() ctx: BffContext): Promise<boolean> {
    return (await setupSide(table, ctx)).reserved;
  }

  @FieldResolver(() => Boolean, { description: 'A waiter holds it: not deleted, deactivated or reserved until free' })
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async inUse(@Root() table: Table, @Ctx() ctx: BffContext): Promise<boolean> {
    return (await setupSide(table, ctx)).inUse;
  }

  @FieldResolver(() => Boolean, { description: 'It has past orders: deactivated instead of deleted' })
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async hasOrders(@Root() table: Table, @Ctx() ctx: BffContext): Promise<boolean> {
    return (await setupSide(table, ctx)).hasOrders;
  }
}

@Resolver(() => TableCategory)
export class TableCategoryFieldResolver {
  @FieldResolver(() => Int, { description: 'Tables in the category; a category with tables is not deleted' })
  @Requires('TABLE_CATEGORY:VIEW', { service: 'serviceId' })
  async tableCount(@Root() category: TableCategory, @Ctx() ctx: BffContext): Promise<number> {
    if (category.tableCount !== undefined) return category.tableCount;
    const row = (await restaurantLoaders(ctx).tableCategories.load(category.serviceId)).get(category.id);
    return row?.tableCount ?? 0;
  }
}
