// The food menu: categories (two layers for the waiter, a tree for /category/main) and items.
import { Field, Int, ObjectType } from 'type-graphql';
import type { restaurantEntities as R } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { Money } from '../../scalars.js';
import { ItemType } from './restaurant.enums.js';

@ObjectType({ description: 'A food category; parentId is null on the first layer' })
export class FoodCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int, { nullable: true }) parentId!: number | null;
  @Field(() => Boolean) expanded!: boolean;
  @Field(() => [FoodCategory]) children!: FoodCategory[];
}

@ObjectType({ description: 'A menu item; inactive ones show "Not available" and cannot be ordered' })
export class FoodItem {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Money) price!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => ItemType) itemType!: ItemType;
  @Field(() => Int, { nullable: true }) categoryId!: number | null;
}

export const toFoodCategory = (c: R.FoodCategory): FoodCategory => ({
  id: c.id,
  title: c.categoryTitle,
  image: publicFileUrl(c.categoryImage),
  parentId: c.categoryId,
  expanded: c.expanded,
  children: c.children.map(toFoodCategory),
});

export const toFoodItem = (i: R.FoodItem): FoodItem => ({
  id: i.id,
  name: i.name,
  image: publicFileUrl(i.image),
  price: i.price,
  active: i.active,
  itemType: i.itemType as ItemType,
  categoryId: i.categoryId,
});

export const customDishToFoodItem = (d: { id: number; name: string; price: number }): FoodItem => ({
  id: d.id,
  name: d.name,
  image: null,
  price: d.price,
  active: true,
  itemType: ItemType.CUSTOM_DISH,
  categoryId: null,
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
