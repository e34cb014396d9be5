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
  TablePayload,
  WaiterTableStatus,
  toReservedRoom,
  toTable,
  toWaiterTableStatus,
} from './table.type.js';
import { Ticket } from './ticket.type.js';
import { assertServiceAccess, SPEC_MESSAGES } from './restaurant.access.js';
import { restaurantLoaders } from './restaurant.loaders.js';

@Resolver(() => TableAllocation)
export class TableResolver {
  @Query(() => [Table], {
    description:
      "The waiter's table carousel: the allocated tables they may use (their own; every one with ALLOW_ALL_TABLES)",
  })
  @Requires('FOOD_MENU:VIEW')
  async waiterTables(@Arg('serviceId', () => Int) serviceId: number, @Ctx() ctx: BffContext): Promise<Table[]> {
    const session = await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const { result } = await ctx.upstream.call(restaurant.searchRestaurantTables, {
      token: ctx.token,
      query: { userId: session.viewer.userId, hotelServiceId: serviceId },
    });
    return result.restaurantTable.filter((t) => t.tableAllocationId !== null).map(toTable);
  }

  @Query(() => [Table], { description: "The Select Table drawer: vacant tables ('No tables available' when empty)" })
  @Requires('FOOD_MENU:VIEW')
  async vacantTables(@Arg('serviceId', () => Int) serviceId: number, @Ctx() ctx: BffContext): Promise<Table[]> {
    const session = await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const { result } = await ctx.upstream.call(restaurant.searchRestaurantTables, {
      token: ctx.token,
      query: { userId: session.viewer.userId, hotelServiceId: serviceId, statusList: ['VACANT'] },
    });
    return result.restaurantTable.map(toTable);
  }

  @Query(() => [WaiterTableStatus], {
    description: "The waiter's 'Order Status' screen: their open tables (every waiter's with ALLOW_ALL_TABLES)",
  })
  @Requires('STEWARD_DASHBOARD:VIEW')
  async waiterBoard(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<WaiterTableStatus[]> {
    const session = await assertServiceAccess(ctx, serviceId, 'STEWARD_DASHBOARD:VIEW');
    const { result } = await ctx.upstream.call(restaurant.waiterTableAllocations, {
      token: ctx.token,
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
      token: ctx.token,
      query: { hotelId, ...(roomNumber ? { roomNo: roomNumber } : {}) },
    });
    return result.reservedRoom.map(toReservedRoom);
  }

  @Mutation(() => TablePayload, { description: 'Allocates a vacant table to the caller (payment method OTHER)' })
  @Requires('FOOD_MENU:ADD')
  async allocateTable(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('tableId', () => Int) tableId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const session = await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:ADD');
    const { result, message } = await ctx.upstream.call(restaurant.allocateTable, {
      token: ctx.token,
      body: { tableId, hotelServiceId: serviceId, waiterId: session.viewer.userId, paymentMethod: 'OTHER' },
    });
    return { message, table: toTable(result.restaurantTable) };
  }

  @Mutation(() => TablePayload, {
    description: "Sets the payment method of an allocated table: 'Payment method updated successfully'",
  })
  @Requires('FOOD_MENU:EDIT')
  async setPaymentMethod(
    @Arg('input', () => PaymentMethodInput) input: PaymentMethodInput,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const session = await assertServiceAccess(ctx, input.serviceId, 'FOOD_MENU:EDIT');
    const { result } = await ctx.upstream.call(restaurant.updateTableAllocation, {
      token: ctx.token,
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
      token: ctx.token,
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
