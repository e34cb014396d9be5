// Restaurant tables, their open allocation (who holds the table, how it pays) and the rows of the
// waiter's status screen.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { OrderStatus, PaymentMethod, TableStatus, TicketType } from './restaurant.enums.js';
import { TableRef, Ticket, ticketNumber } from './ticket.type.js';

@ObjectType()
export class TableCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType({
  description:
    'A table’s open allocation: the waiter holding it and how it pays. currentOrder and tickets are loaded on demand.',
})
export class TableAllocation {
  @Field(() => Int) id!: number;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => Int, { nullable: true }) waiterId!: number | null;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => String, { nullable: true }) roomNumber!: string | null;
  @Field(() => Int, { nullable: true }) reservedRoomId!: number | null;
  @Field(() => String, { nullable: true }) customerName!: string | null;
  @Field(() => String, { nullable: true }) remarks!: string | null;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => Int, { nullable: true }) currentOrderId!: number | null;
  serviceId!: number;
}

@ObjectType({ description: 'A restaurant table (operations §3 Table)' })
export class Table {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
  @Field(() => TableStatus) status!: TableStatus;
  @Field(() => TableCategory, { nullable: true }) category!: TableCategory | null;
  @Field(() => Int) serviceId!: number;
  @Field(() => TableAllocation, { nullable: true, description: 'Null while the table is free' })
  allocation!: TableAllocation | null;
  @Field(() => Int, {
    description: 'Live lines of the open order; an occupied table with 0 shows the N marker',
  })
  orderLineCount!: number;
}

@ObjectType({ description: "A row of the waiter's 'Order Status' screen: an open table with its order and tickets" })
export class WaiterTableStatus {
  @Field(() => Int, { description: 'The allocation' }) id!: number;
  @Field(() => TableRef) table!: TableRef;
  @Field(() => Int) waiterId!: number;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethod;
  @Field(() => String, { nullable: true }) roomNumber!: string | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => OrderStatus, { nullable: true }) orderStatus!: OrderStatus | null;
  @Field(() => [Ticket], { description: 'KOTs and BOTs; SERVED is possible on a READY_TO_SERVE one' })
  tickets!: Ticket[];
}

@ObjectType({ description: "An action on a table: the server's message to show, and the table as it now is" })
export class TablePayload {
  @Field(() => String) message!: string;
  @Field(() => Table) table!: Table;
}

@ObjectType({ description: 'A checked-in room a restaurant bill can be charged to' })
export class ReservedRoom {
  @Field(() => Int, { description: 'The reserved room (reservedRoomId)' }) id!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String) guestName!: string;
  @Field(() => Int) reservationId!: number;
  @Field(() => Boolean) vatRegistryApplicable!: boolean;
  @Field(() => Boolean) vatApplicableForReservation!: boolean;
}

export const toTable = (t: R.RestaurantTable): Table => ({
  id: t.id,
  number: t.number,
  status: t.status as TableStatus,
  category: t.tableCategoryId === null ? null : { id: t.tableCategoryId, name: t.tableCategoryName ?? '' },
  serviceId: t.hotelServiceId,
  orderLineCount: t.orderLineCount,
  allocation:
    t.tableAllocationId === null
      ? null
      : {
          id: t.tableAllocationId,
          table: { id: t.id, number: t.number },
          waiterId: t.waiterId,
          paymentMethod: (t.paymentMethod ?? 'OTHER') as PaymentMethod,
          roomNumber: t.roomNumber,
          reservedRoomId: t.reservedRoomId,
          customerName: t.customerName,
          remarks: t.remarks,
          vatApplicable: t.vatApplicable,
          currentOrderId: t.currentOrderId,
          serviceId: t.hotelServiceId,
        },
});

export const toWaiterTableStatus = (a: R.TableAllocation): WaiterTableStatus => ({
  id: a.id,
  table: { id: a.tableId, number: a.tableNumber },
  waiterId: a.waiterId,
  paymentMethod: a.paymentMethod as PaymentMethod,
  roomNumber: a.roomNumber,
  orderId: a.currentOrderId,
  orderStatus: a.orderStatus as OrderStatus | null,
  tickets: a.kotResponseList.map((t) => ({
    id: t.id,
    number: ticketNumber(t),
    type: t.ticketType as TicketType,
    status: t.ticketStatus as OrderStatus,
    orderId: a.currentOrderId ?? 0,
    table: { id: a.tableId, number: a.tableNumber },
    orderTime: null,
  })),
});

export const toReservedRoom = (r: R.ReservedRoom): ReservedRoom => ({
  id: r.reservedRoomId,
  roomNumber: r.roomNo,
  guestName: r.guestName,
  reservationId: r.reservationId,
  vatRegistryApplicable: r.vatRegistryApplicable,
  vatApplicableForReservation: r.vatApplicableForReservation,
});
