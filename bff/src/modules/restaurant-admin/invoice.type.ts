// Completed orders as invoices, and their payments as receipts.
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { Bill, toBill } from '../restaurant/bill.type.js';
import { ItemType, OrderStatus, PaymentMethod } from '../restaurant/restaurant.enums.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A line of an invoice; rejected and cancelled lines are shown, not charged' })
export class RestaurantInvoiceLine {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => ItemType) itemType!: ItemType;
  @Field(() => Int) quantity!: number;
  @Field(() => Money) price!: number;
  @Field(() => Money) amount!: number;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => Boolean) counted!: boolean;
}

@ObjectType()
export class RestaurantInvoiceVatCustomer {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => String) address!: string;
}

@ObjectType({ description: 'A completed order as an invoice, with the bill as charged at completion' })
export class RestaurantInvoice {
  @Field(() => Int) id!: number;
  @Field(() => String) invoiceNumber!: string;
  @Field(() => String, { description: 'The number of its payment’s receipt' }) receiptNumber!: string;
  @Field(() => Int) orderId!: number;
  @Field(() => String) tableNumber!: string;
  @Field(() => String) waiterName!: string;
  @Field(() => String) customerName!: string;
  @Field(() => PaymentMethod, { description: 'CASH or ROOM_BILL' }) paymentMethod!: PaymentMethod;
  @Field(() => String, { nullable: true }) roomNumber!: string | null;
  @Field(() => String, { description: 'HH:mm' }) orderTime!: string;
  @Field(() => GraphQLDateTime) createdAt!: string;
  @Field(() => GraphQLDateTime) completedAt!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => RestaurantInvoiceVatCustomer, { nullable: true }) vatCustomer!: RestaurantInvoiceVatCustomer | null;
  @Field(() => Bill) bill!: Bill;
  @Field(() => [RestaurantInvoiceLine]) items!: RestaurantInvoiceLine[];
}

@ObjectType()
export class RestaurantInvoicePage extends PageOf(RestaurantInvoice) {}

@ObjectType({ description: 'The payment of an invoice: cash at the table, or the total posted to the room' })
export class RestaurantReceipt {
  @Field(() => Int) id!: number;
  @Field(() => String) receiptNumber!: string;
  @Field(() => Int) invoiceId!: number;
  @Field(() => String) invoiceNumber!: string;
  @Field(() => String) tableNumber!: string;
  @Field(() => PaymentMethod, { description: 'CASH or ROOM_BILL' }) paymentMethod!: PaymentMethod;
  @Field(() => String, { nullable: true }) roomNumber!: string | null;
  @Field(() => Money) amount!: number;
  @Field(() => String) receivedBy!: string;
  @Field(() => String) customerName!: string;
  @Field(() => GraphQLDateTime) createdAt!: string;
}

@ObjectType()
export class RestaurantReceiptPage extends PageOf(RestaurantReceipt) {}

export const toInvoice = (i: A.RestaurantInvoice): RestaurantInvoice => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  receiptNumber: i.receiptNumber,
  orderId: i.orderId,
  tableNumber: i.tableNumber,
  waiterName: i.waiterName,
  customerName: i.customerName,
  paymentMethod: i.paymentMethod as PaymentMethod,
  roomNumber: i.roomNumber,
  orderTime: i.orderTime,
  createdAt: i.createdAt,
  completedAt: i.completedAt,
  vatApplicable: i.vatApplicable,
  vatCustomer: i.vatCustomer,
  bill: toBill(i.bill),
  items: i.items.map((l) => ({
    id: l.id,
    name: l.name,
    itemType: l.itemType as ItemType,
    quantity: l.quantity,
    price: l.price,
    amount: l.amount,
    status: l.orderedItemStatus as OrderStatus,
    counted: l.counted,
  })),
});

export const toReceipt = (r: A.RestaurantReceipt): RestaurantReceipt => ({
  id: r.id,
  receiptNumber: r.receiptNumber,
  invoiceId: r.invoiceId,
  invoiceNumber: r.invoiceNumber,
  tableNumber: r.tableNumber,
  paymentMethod: r.paymentMethod as PaymentMethod,
  roomNumber: r.roomNumber,
  amount: r.amount,
  receivedBy: r.receivedBy,
  customerName: r.customerName,
  createdAt: r.createdAt,
});
