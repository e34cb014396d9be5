// The waiter's order: where it sits, its lines, its tickets and its bill.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { Money } from '../../scalars.js';
import { RestaurantInvoice } from '../restaurant-admin/invoice.type.js';
import { Bill, toBill } from './bill.type.js';
import { ItemType, OrderStatus, PaymentMethod } from './restaurant.enums.js';
import { TableRef, Ticket, TicketRef, orderTicket, toTicketRef } from './ticket.type.js';

@ObjectType({ description: 'A line of an order' })
export class OrderItem {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'The menu item (or custom dish)' }) itemId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Money) price!: number;
  @Field(() => Int) quantity!: number;
  @Field(() => String) remarks!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => ItemType) itemType!: ItemType;
  @Field(() => TicketRef, { nullable: true }) ticket!: TicketRef | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => Boolean, { description: 'False once the line no longer counts (rejected or cancelled)' })
  active!: boolean;
}

@ObjectType({ description: 'A table’s order (operations §3 Order)' })
export class Order {
  @Field(() => Int) id!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String, { description: 'The table time, HH:mm' }) orderTime!: string;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => String, { nullable: true }) roomNumber!: string | null;
  @Field(() => Int, { nullable: true }) reservedRoomId!: number | null;
  @Field(() => String) remarks!: string;
  @Field(() => String) customerName!: string;
  @Field(() => String) guestName!: string;
  @Field(() => String) phoneNo!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => Boolean, { description: 'The service’s VAT is active: only then does the VAT checkbox show' })
  vatActive!: boolean;
  @Field(() => Int, { nullable: true }) vatRegistryId!: number | null;
  @Field(() => Boolean) servedAny!: boolean;
  @Field(() => Boolean) readyToServe!: boolean;
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) allocationId!: number;
  @Field(() => Int) waiterId!: number;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => [OrderItem]) items!: OrderItem[];
  @Field(() => [Ticket]) tickets!: Ticket[];
  @Field(() => Bill) bill!: Bill;
  @Field(() => [String], {
    description: 'Numbers of this waiter’s tables whose orders await reconfirmation (the blinking banner)',
  })
  requestConfirmationTables!: string[];
}

@ObjectType({ description: "The chef's count tiles" })
export class OrderCounts {
  @Field(() => Int) requestConfirmation!: number;
  @Field(() => Int, { description: 'New orders' }) placed!: number;
  @Field(() => Int) accepted!: number;
  @Field(() => Int) beingPrepared!: number;
  @Field(() => Int) readyToServe!: number;
}

@ObjectType({ description: "An action on an order: the server's message to show, and the order as it now is" })
export class OrderPayload {
  @Field(() => String) message!: string;
  @Field(() => Order) order!: Order;
}

@ObjectType({ description: 'A completed payment: the message, the order, and its invoice for the receipt' })
export class CompletePaymentPayload {
  @Field(() => String) message!: string;
  @Field(() => Order) order!: Order;
  @Field(() => RestaurantInvoice) invoice!: RestaurantInvoice;
}

@ObjectType()
export class CancelOrderPayload {
  @Field(() => String) message!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => Order, {
    nullable: true,
    description: 'Null when the whole order was withdrawn; the order when only its pending lines were',
  })
  order!: Order | null;
}

export const toOrderItem = (line: R.OrderedItem, tickets: readonly R.Ticket[]): OrderItem => ({
  id: line.id,
  itemId: line.itemId,
  name: line.name,
  image: publicFileUrl(line.image),
  price: line.price,
  quantity: line.quantity,
  remarks: line.remarks,
  status: line.orderedItemStatus as OrderStatus,
  itemType: line.itemType as ItemType,
  ticket: toTicketRef(line.kotId, line.ticketType, tickets),
  rejectionReason: line.rejectionReason,
  active: line.active,
});

export function toOrder(o: R.Order): Order {
  const tickets = o.kotResponseList;
  return {
    id: o.id,
    status: o.orderStatus as OrderStatus,
    orderTime: o.orderTime,
    paymentMethod: o.paymentMethod as PaymentMethod,
    roomNumber: o.roomNumber,
    reservedRoomId: o.reservedRoomId,
    remarks: o.remarks,
    customerName: o.customerName || o.custmorName,
    guestName: o.guestName,
    phoneNo: o.phoneNo,
    vatApplicable: o.vatApplicable,
    vatActive: o.vatActive,
    vatRegistryId: o.vatRegistryId,
    servedAny: o.servedAny,
    readyToServe: o.readyToServe,
    serviceId: o.hotelServiceId,
    allocationId: o.tableAllocationId,
    waiterId: o.waiterId,
    table: { id: o.tableId, number: o.tableNumber },
    items: o.orderedItemDtoList.map((l) => toOrderItem(l, tickets)),
    tickets: tickets.map((t) => orderTicket(t, o, o.orderedItemDtoList, tickets)),
    bill: toBill(o.bill),
    requestConfirmationTables: o.requestConfirmationTableList,
  };
}
