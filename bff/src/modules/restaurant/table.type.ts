// Restaurant tables, one type for the waiter and the administrator: the status now, the open
// allocation (who holds the table, how it pays) and the set-up (seats, active, held). Each source
// knows one side; the other is loaded for the service when a query asks for it (table.resolver.ts).
// Also the rows of the waiter's status screen.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A, restaurantEntities as R } from '@hotel/schema';
import { OrderStatus, PaymentMethod, TableStatus, TicketType } from './restaurant.enums.js';
import { TableRef, Ticket, ticketNumber } from './ticket.type.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A table category of a restaurant; one with tables cannot be deleted' })
export class TableCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  /** Known when read from the category list; loaded for the service otherwise. */
  tableCount?: number;
}

@ObjectType()
export class TableCategoryPage extends PageOf(TableCategory) {}

@ObjectType()
export class TableCategoryPayload {
  @Field(() => String) message!: string;
  @Field(() => TableCategory) tableCategory!: TableCategory;
}

/** What only the administrator's list says about a table. */
export interface TableSetup {
  seats: number;
  active: boolean;
  reserved: boolean;
  inUse: boolean;
  hasOrders: boolean;
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

@ObjectType({
  description:
    'A restaurant table (operations §3 Table): its status now, the open allocation and, for RESTAURANT_TABLE:VIEW, its set-up',
})
export class Table {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
  @Field(() => TableStatus) status!: TableStatus;
  @Field(() => TableCategory, { nullable: true }) category!: TableCategory | null;
  @Field(() => Int) serviceId!: number;
  /** The waiter's side, when the source was the waiter's list. */
  live?: { allocation: TableAllocation | null; orderLineCount: number };
  /** The administrator's side, when the source was the administrator's list. */
  setup?: TableSetup;
}

@ObjectType()
export class TablePage extends PageOf(Table) {}

@InputType()
export class TableCategoryInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
}

@InputType()
export class TableInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) number!: string;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, { description: '1 to 50' }) seats!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => Boolean, { defaultValue: false }) reserved!: boolean;
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

const categoryOf = (t: Pick<R.RestaurantTable, 'tableCategoryId' | 'tableCategoryName' | 'hotelServiceId'>) =>
  t.tableCategoryId === null
    ? null
    : { id: t.tableCategoryId, name: t.tableCategoryName ?? '', serviceId: t.hotelServiceId };

/** The waiter's side of a table: its open allocation and the lines of its open order. */
export const liveOf = (t: R.RestaurantTable): NonNullable<Table['live']> => ({
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

type TableRow = Pick<
  R.RestaurantTable,
  'id' | 'number' | 'status' | 'hotelServiceId' | 'tableCategoryId' | 'tableCategoryName'
>;

/** What both lists say of a table. */
const tableOf = (t: TableRow): Table => ({
  id: t.id,
  number: t.number,
  status: t.status as TableStatus,
  category: categoryOf(t),
  serviceId: t.hotelServiceId,
});

/** A table read from the waiter's lists. */
export const toTable = (t: R.RestaurantTable): Table => ({ ...tableOf(t), live: liveOf(t) });

/** The administrator's side of a table: its set-up. */
export const setupOf = (t: A.DiningTable): TableSetup => ({
  seats: t.seats,
  active: t.active,
  reserved: t.reserved,
  inUse: t.inUse,
  hasOrders: t.hasOrders,
});

/** A table read from the administrator's list. */
export const toAdminTable = (t: A.DiningTable): Table => ({ ...tableOf(t), setup: setupOf(t) });

export const toTableCategory = (c: A.TableCategory): TableCategory => ({
  id: c.id,
  name: c.name,
  serviceId: c.hotelServiceId,
  tableCount: c.tableCount,
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
