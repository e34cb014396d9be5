// The restaurant's enums (operations §4), one GraphQL enum each; values are the REST contract's.
import { registerEnumType } from 'type-graphql';

export enum OrderStatus {
  NEW = 'NEW',
  PLACED = 'PLACED',
  REQUEST_CONFIRMATION = 'REQUEST_CONFIRMATION',
  ACCEPTED = 'ACCEPTED',
  BEING_PREPARED = 'BEING_PREPARED',
  READY_TO_SERVE = 'READY_TO_SERVE',
  SERVED = 'SERVED',
  COMPLETED = 'COMPLETED',
  REJECTED = 'REJECTED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description:
    'Status of an order, an ordered item or a ticket. NEW is an item awaiting the kitchen; CANCELLED only applies to items and tickets (withdrawn before acceptance).',
});

export enum TableStatus {
  VACANT = 'VACANT',
  OCCUPIED = 'OCCUPIED',
  RESERVED = 'RESERVED',
  WAITING_FOR_ORDER = 'WAITING_FOR_ORDER',
  READY_TO_SERVE = 'READY_TO_SERVE',
  SERVED = 'SERVED',
}
registerEnumType(TableStatus, { name: 'TableStatus' });

export enum PaymentMethod {
  CASH = 'CASH',
  ROOM_BILL = 'ROOM_BILL',
  OTHER = 'OTHER',
}
registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'OTHER means none chosen yet: ordering is blocked until CASH or ROOM_BILL is set.',
});

export enum TicketType {
  KOT = 'KOT',
  BOT = 'BOT',
}
registerEnumType(TicketType, {
  name: 'TicketType',
  description: 'KOT: kitchen order ticket (food, custom dishes); BOT: bar order ticket (beverages).',
});

export enum ItemType {
  FOOD = 'FOOD',
  BEVERAGE = 'BEVERAGE',
  CUSTOM_DISH = 'CUSTOM_DISH',
}
registerEnumType(ItemType, { name: 'ItemType', description: 'FOOD and CUSTOM_DISH go on a KOT, BEVERAGE on a BOT.' });

export enum BillPaper {
  A4 = 'A4',
  RECEIPT_80MM = 'RECEIPT_80MM',
}
registerEnumType(BillPaper, {
  name: 'BillPaper',
  description: 'The paper a restaurant prints its bills and receipts on: a whole A4 page, or an 80 mm receipt roll',
});
