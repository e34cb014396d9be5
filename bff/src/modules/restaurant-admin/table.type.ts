// Table categories and tables as the administrator sees them.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A } from '@hotel/schema';
import { TableStatus } from '../restaurant/restaurant.enums.js';

@ObjectType({ description: 'A table category of a restaurant; one with tables cannot be deleted' })
export class TableCategoryDetail {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) tableCount!: number;
}

@ObjectType()
export class TableCategoryPage {
  @Field(() => [TableCategoryDetail]) items!: TableCategoryDetail[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
}

@ObjectType({ description: "A table's set-up (number, category, seats, active, held) and the waiter's status now" })
export class RestaurantTable {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
  @Field(() => Int, { nullable: true }) categoryId!: number | null;
  @Field(() => String, { nullable: true }) categoryName!: string | null;
  @Field(() => Int) seats!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean, { description: 'Held by the administrator: shown RESERVED, not allocatable' })
  reserved!: boolean;
  @Field(() => TableStatus) status!: TableStatus;
  @Field(() => Boolean, { description: 'A waiter holds it: not deleted, deactivated or reserved until free' })
  inUse!: boolean;
  @Field(() => Boolean, { description: 'It has past orders: deactivated instead of deleted' })
  hasOrders!: boolean;
}

@ObjectType()
export class RestaurantTablePage {
  @Field(() => [RestaurantTable]) items!: RestaurantTable[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
}

@ObjectType()
export class TableCategoryPayload {
  @Field(() => String) message!: string;
  @Field(() => TableCategoryDetail) tableCategory!: TableCategoryDetail;
}

@ObjectType()
export class RestaurantTablePayload {
  @Field(() => String) message!: string;
  @Field(() => RestaurantTable) table!: RestaurantTable;
}

@InputType()
export class TableCategoryInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
}

@InputType()
export class RestaurantTableInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) number!: string;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, { description: '1 to 50' }) seats!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => Boolean, { defaultValue: false }) reserved!: boolean;
}

export const toTableCategory = (c: A.TableCategory): TableCategoryDetail => ({
  id: c.id,
  name: c.name,
  tableCount: c.tableCount,
});

export const toRestaurantTable = (t: A.DiningTable): RestaurantTable => ({
  id: t.id,
  number: t.number,
  categoryId: t.tableCategoryId,
  categoryName: t.tableCategoryName,
  seats: t.seats,
  active: t.active,
  reserved: t.reserved,
  status: t.status as TableStatus,
  inUse: t.inUse,
  hasOrders: t.hasOrders,
});
