// The food menu: categories (two layers for the waiter, a tree for /category/main) and items, one
// item type for the waiter's menu and the administrator's list (whose category titles and order
// history are loaded for the service when the waiter's source did not carry them).
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A, restaurantEntities as R } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { Money } from '../../scalars.js';
import { ItemType } from './restaurant.enums.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A food category; parentId is null on the first layer' })
export class FoodCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int, { nullable: true }) parentId!: number | null;
  @Field(() => Boolean) expanded!: boolean;
  @Field(() => [FoodCategory]) children!: FoodCategory[];
}

/** What only the administrator's list says about an item. */
export interface FoodItemAdmin {
  categoryTitle: string | null;
  parentCategoryTitle: string | null;
  hasOrders: boolean;
}

@ObjectType({
  description:
    'A menu item; inactive ones show "Not available" and cannot be ordered; one that was ordered is deactivated, not deleted',
})
export class FoodItem {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Money) price!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => ItemType) itemType!: ItemType;
  @Field(() => Int, { nullable: true }) categoryId!: number | null;
  @Field(() => Int) serviceId!: number;
  /** The administrator's side, when the source was the administrator's list. */
  admin?: FoodItemAdmin;
}

@ObjectType()
export class FoodItemPage extends PageOf(FoodItem) {}

export const toFoodCategory = (c: R.FoodCategory): FoodCategory => ({
  id: c.id,
  title: c.categoryTitle,
  image: publicFileUrl(c.categoryImage),
  parentId: c.categoryId,
  expanded: c.expanded,
  children: c.children.map(toFoodCategory),
});

/** An item read from the waiter's menu. */
export const toFoodItem = (i: R.FoodItem): FoodItem => ({
  id: i.id,
  name: i.name,
  image: publicFileUrl(i.image),
  price: i.price,
  active: i.active,
  itemType: i.itemType as ItemType,
  categoryId: i.categoryId,
  serviceId: i.hotelServiceId,
});

export const adminSideOf = (i: A.MenuItem): FoodItemAdmin => ({
  categoryTitle: i.categoryTitle,
  parentCategoryTitle: i.parentCategoryTitle,
  hasOrders: i.hasOrders,
});

/** An item read from the administrator's list: the waiter's fields are the same, plus its side. */
export const toAdminFoodItem = (i: A.MenuItem): FoodItem => ({ ...toFoodItem(i), admin: adminSideOf(i) });

export const customDishToFoodItem = (d: { id: number; name: string; price: number }, serviceId: number): FoodItem => ({
  id: d.id,
  name: d.name,
  image: null,
  price: d.price,
  active: true,
  itemType: ItemType.CUSTOM_DISH,
  categoryId: null,
  serviceId,
});

/** The path from the first layer down to a category, for the /category/main breadcrumb; [] when unknown. */
export function categoryTrail(tree: readonly FoodCategory[], id: number): FoodCategory[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
