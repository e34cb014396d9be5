// Housekeeping's side of the stores and the group-level dashboard: one type per entity of the
// contract (schema/src/endpoints/inventory-housekeeping.ts, inventory-group.ts).
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { HotelService } from '../hotel/hotel-service.type.js';
import { PageOf } from '../shared/paging.args.js';
import { ProductItem } from './inventory.type.js';

@ObjectType({ description: 'An item of the store housekeeping may ask for, and what is available of it' })
export class HouseKeepingItem {
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Float, { description: "On hand at all the store's locations" }) quantity!: number;
}

@ObjectType({ description: "The Trolley Stock Request's choices: the hotel's stores and the chosen one's items" })
export class HouseKeepingStock {
  @Field(() => [HotelService]) stores!: HotelService[];
  @Field(() => Int, { nullable: true }) storeId!: number | null;
  @Field(() => [HouseKeepingItem]) items!: HouseKeepingItem[];
}

@ObjectType({ description: 'An item a trolley carries and its standard quantity' })
export class TrolleyItem {
  @Field(() => Int) trolleyId!: number;
  @Field(() => Int) itemId!: number;
  @Field(() => String) itemName!: string;
  @Field(() => String, { nullable: true }) unitName!: string | null;
  @Field(() => Int) storeId!: number;
  @Field(() => Float) quantity!: number;
}
@ObjectType()
export class TrolleyItemsPayload {
  @Field(() => String) message!: string;
  @Field(() => [TrolleyItem]) items!: TrolleyItem[];
}
@InputType()
export class TrolleyItemInput {
  @Field(() => Int) itemId!: number;
  @Field(() => Float) quantity!: number;
}

@ObjectType({ description: 'The dashboard tiles over the stores of a group' })
export class GroupInventoryTiles {
  @Field(() => Int) stores!: number;
  @Field(() => Int) totalProducts!: number;
  @Field(() => Int) lowStockProducts!: number;
  @Field(() => Int) outOfStockProducts!: number;
  @Field(() => Int) zeroStockProducts!: number;
}
@ObjectType({ description: "A line of the group's 'Product Items': an item at a location of one store" })
export class GroupProductItem extends ProductItem {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) storeName!: string;
  @Field(() => String, { nullable: true }) hotelName!: string | null;
}
@ObjectType()
export class GroupProductItemPage extends PageOf(GroupProductItem) {}
