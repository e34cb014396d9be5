// The waiter's order: read by table, place (create or update), cancel, VAT flag, serve, complete.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurant } from '@hotel/schema';
import { statusToSend } from '@hotel/domain';
import type { BffContext } from '../../context.js';
import { assertPermission, Requires } from '../../auth/guards.js';
import { CompletePaymentInput } from './complete-payment.input.js';
import { PlaceOrderInput } from './place-order.input.js';
import { toInvoice } from '../restaurant-admin/invoice.type.js';
import { CancelOrderPayload, CompletePaymentPayload, Order, OrderPayload, toOrder } from './order.type.js';
import { PaymentMethod, TicketType } from './restaurant.enums.js';
import { restaurantLoaders } from './restaurant.loaders.js';

/** The order total the screen sends on submit (operations §9); the server computes the bill itself. */
const PLACEHOLDER_TOTAL = 1000;

@Resolver()
export class OrderResolver {
  @Query(() => Order, { nullable: true, description: "A table's open order; null when it has none" })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async order(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('tableId', () => Int) tableId: number,
    @Ctx() ctx: BffContext,
  ): Promise<Order | null> {
    const order = await restaurantLoaders(ctx).orderOfTable.load({ serviceId, tableId });
    return order ? toOrder(order) : null;
  }

  @Mutation(() => OrderPayload, {
    description:
      'Order / Update Order / Confirm Order: creates the order (no orderId) or updates it; food goes on a KOT, beverages on a BOT. Updating needs FOOD_MENU:EDIT as well.',
  })
  @Requires('FOOD_MENU:ADD')
  async placeOrder(@Arg('input', () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() ctx: BffContext) {
    const session = await ctx.session();
    const fields = {
      guestName: input.guestName ?? '',
      phoneNo: input.phoneNo ?? '',
      totalPrice: PLACEHOLDER_TOTAL,
      employeeId: session.viewer.userId,
      guestType: 'INSIDE' as const,
      orderType: 'DINE' as const,
      tableId: input.tableId,
      tableAllocationId: input.allocationId,
      orderTime: input.orderTime,
      customerName: input.customerName ?? '',
      remarks: input.remarks ?? '',
      vatApplicable: input.vatApplicable ?? false,
      orderedItemDtoList: input.items.map((line) => ({
        id: line.id ?? null,
        itemId: line.itemId,
        quantity: line.quantity,
        remarks: line.remarks ?? '',
        kotId: line.ticketId ?? null,
        orderedItemStatus: line.status ?? null,
      })),
    };
    if (!input.orderId) {
      const { result, message } = await ctx.upstream.call(restaurant.createOrder, {
        body: { ...fields, orderStatus: 'PLACED' },
      });
      return { message, order: toOrder(result.order) };
    }
    await assertPermission(ctx, 'FOOD_MENU:EDIT');
    // The status on the server decides what an update means: REQUEST_CONFIRMATION is answered with PLACED.
    const current = await restaurantLoaders(ctx).orderById.load(input.orderId);
    const { result, message } = await ctx.upstream.call(restaurant.updateOrder, {
      body: { ...fields, id: input.orderId, orderStatus: statusToSend(current.orderStatus) },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => CancelOrderPayload, {
    description:
      'Cancel Order: withdraws an order the kitchen has not started; once some lines were accepted only the pending lines',
  })
  @Requires('FOOD_MENU:EDIT')
  async cancelOrder(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: BffContext): Promise<CancelOrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.cancelOrder, {
      params: { id: orderId },
    });
    return { message, orderId, order: result.order ? toOrder(result.order) : null };
  }

  @Mutation(() => OrderPayload, { description: 'The VAT checkbox: only while the order is PLACED' })
  @Requires('FOOD_MENU:EDIT')
  async setOrderVat(
    @Arg('orderId', () => Int) orderId: number,
    @Arg('vatApplicable', () => Boolean) vatApplicable: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.setOrderVatApplicable, {
      body: { id: orderId, vatApplicable },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, { description: 'Serves a READY_TO_SERVE line' })
  @Requires('FOOD_MENU:EDIT')
  async serveOrderItem(@Arg('itemId', () => Int) itemId: number, @Ctx() ctx: BffContext): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.updateOrderedItemStatus, {
      params: { id: itemId },
      query: { orderedItemStatus: 'SERVED' },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, { description: 'Withdraws a sent line the kitchen has not accepted (CANCELLED)' })
  @Requires('FOOD_MENU:EDIT')
  async withdrawOrderItem(@Arg('itemId', () => Int) itemId: number, @Ctx() ctx: BffContext): Promise<OrderPayload> {
    const { result, message } = await ctx.upstream.call(restaurant.updateOrderedItemStatus, {
      params: { id: itemId },
      query: { orderedItemStatus: 'CANCELLED' },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => OrderPayload, {
    description: "The status screen's SERVED: serves every ready item of a READY_TO_SERVE ticket",
  })
  @Requires('STEWARD_DASHBOARD:EDIT')
  async serveTicket(
    @Arg('ticketId', () => Int) ticketId: number,
    @Arg('type', () => TicketType) type: TicketType,
    @Ctx() ctx: BffContext,
  ): Promise<OrderPayload> {
    const endpoint = type === TicketType.BOT ? restaurant.serveBot : restaurant.serveKot;
    const { result, message } = await ctx.upstream.call(endpoint, {
      params: { id: ticketId },
      body: { id: ticketId, orderStatus: 'SERVED' },
    });
    return { message, order: toOrder(result.order) };
  }

  @Mutation(() => CompletePaymentPayload, {
    description:
      'Completes payment of a fully served order (CASH, or ROOM_BILL posting the charge to the room) and frees the table; answers the invoice for the receipt',
  })
  @Requires('FOOD_MENU:EDIT')
  async completePayment(
    @Arg('input', () => CompletePaymentInput) input: CompletePaymentInput,
    @Ctx() ctx: BffContext,
  ): Promise<CompletePaymentPayload> {
    const customer = input.vatCustomer;
    const { result, message } = await ctx.upstream.call(restaurant.completeOrder, {
      params: { orderId: input.orderId },
      query: { hotelId: input.hotelId, paymentPaidMethod: input.paymentMethod as PaymentMethod },
      body: customer
        ? {
            id: customer.id ?? null,
            name: customer.name,
            address: customer.address,
            vatNumber: customer.vatNumber,
            email: customer.email,
            hotelId: input.hotelId,
            groupId: customer.groupId ?? null,
            onlyThisHotelView: customer.onlyThisHotelView ?? false,
            registryType: ['RESTAURANT'],
            vatRegistryApplicable: true,
          }
        : { hotelId: input.hotelId, registryType: ['RESTAURANT'], vatRegistryApplicable: false },
    });
    return { message, order: toOrder(result.order), invoice: toInvoice(result.invoice) };
  }
}
