// The sales report and the restaurant dashboard.
import { Field, Int, ObjectType } from 'type-graphql';
import { Money } from '../../scalars.js';
import { ItemType, OrderStatus, TicketType } from '../restaurant/restaurant.enums.js';

@ObjectType({ description: 'Completed sales of a period (a day, or the whole range)' })
export class RestaurantSales {
  @Field(() => Int) orders!: number;
  @Field(() => Money) subTotal!: number;
  @Field(() => Money) serviceCharge!: number;
  @Field(() => Money) taxTotal!: number;
  @Field(() => Money) totalCharge!: number;
  @Field(() => Money, { description: 'Paid in cash' }) cash!: number;
  @Field(() => Money, { description: "Posted to guests' rooms" }) roomBill!: number;
}

@ObjectType()
export class RestaurantSalesDay extends RestaurantSales {
  @Field(() => String, { description: 'YYYY-MM-DD, the business day (Asia/Colombo)' }) date!: string;
}

@ObjectType()
export class RestaurantItemSales {
  @Field(() => Int) itemId!: number;
  @Field(() => String) name!: string;
  @Field(() => ItemType) itemType!: ItemType;
  @Field(() => Int) quantity!: number;
  @Field(() => Money) amount!: number;
}

@ObjectType({ description: 'Sales by day and by item for a date range, titled with the hotel' })
export class RestaurantSalesReport {
  @Field(() => String) hotelTitle!: string;
  @Field(() => String) serviceName!: string;
  @Field(() => String) fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => [RestaurantSalesDay], { description: 'Every day of the range' }) days!: RestaurantSalesDay[];
  @Field(() => [RestaurantItemSales], { description: 'Best sellers first' }) items!: RestaurantItemSales[];
  @Field(() => RestaurantSales) totals!: RestaurantSales;
}

@ObjectType()
export class OrderStatusCount {
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class TicketStatusCount {
  @Field(() => TicketType) ticketType!: TicketType;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class RestaurantTableUse {
  @Field(() => Int) total!: number;
  @Field(() => Int) inUse!: number;
  @Field(() => Int) reserved!: number;
  @Field(() => Int) vacant!: number;
}

@ObjectType({ description: "A day's figures beside what is open now" })
export class RestaurantDashboard {
  @Field(() => String) date!: string;
  @Field(() => RestaurantSales) sales!: RestaurantSales;
  @Field(() => Money) averageBill!: number;
  @Field(() => Int) openOrders!: number;
  @Field(() => [OrderStatusCount], { description: 'Open orders by status' }) ordersByStatus!: OrderStatusCount[];
  @Field(() => [TicketStatusCount], { description: "The day's tickets by type and status" })
  ticketsByStatus!: TicketStatusCount[];
  @Field(() => RestaurantTableUse) tables!: RestaurantTableUse;
  @Field(() => [RestaurantItemSales], { description: "The day's five best sellers" }) topItems!: RestaurantItemSales[];
}
