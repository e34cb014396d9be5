// What the menu administration adds to the food items: the category tree with its counts, the
// item and category forms, and the answers of their writes.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { restaurantAdmin as A } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { Money } from '../../scalars.js';
import { ItemType } from '../restaurant/restaurant.enums.js';
import { FoodItem } from '../restaurant/food.type.js';

@ObjectType({
  description:
    'A category of the menu tree with its counts; items go in categories without sub-categories (lastLayer), and a category with sub-categories or items cannot be deleted',
})
export class MenuCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int, { nullable: true, description: 'The parent; null on the first layer' }) parentId!: number | null;
  @Field(() => Boolean) expanded!: boolean;
  @Field(() => [String], { description: 'Titles from the first layer down to this one' }) trail!: string[];
  @Field(() => Boolean) lastLayer!: boolean;
  @Field(() => Int) childCount!: number;
  @Field(() => Int) itemCount!: number;
  @Field(() => [MenuCategory]) children!: MenuCategory[];
}

@ObjectType()
export class FoodItemPayload {
  @Field(() => String) message!: string;
  @Field(() => FoodItem) item!: FoodItem;
}

@ObjectType()
export class FoodItemsPayload {
  @Field(() => String) message!: string;
  @Field(() => [FoodItem]) items!: FoodItem[];
}

@ObjectType()
export class MenuCategoryPayload {
  @Field(() => String) message!: string;
  @Field(() => Int) id!: number;
}

@InputType()
export class MenuItemInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) name!: string;
  @Field(() => Money) price!: number;
  @Field(() => ItemType, { description: 'FOOD or BEVERAGE' }) itemType!: ItemType;
  @Field(() => Int, { nullable: true, description: 'A category without sub-categories; null: unallocated' })
  categoryId?: number | null;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => String, { nullable: true, description: 'A new picture as a data URL; null keeps the current one' })
  image?: string | null;
}

@InputType()
export class MenuCategoryInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true, description: 'The parent; null for the first layer' }) parentId?: number | null;
  @Field(() => String, { nullable: true, description: 'A new picture as a data URL; null keeps the current one' })
  image?: string | null;
}

const toMenuCategory = (c: A.CategorySummary): MenuCategory => ({
  id: c.id,
  title: c.categoryTitle,
  image: publicFileUrl(c.categoryImage),
  parentId: c.categoryId,
  expanded: c.expanded,
  trail: c.trail,
  lastLayer: c.lastLayer,
  childCount: c.childCount,
  itemCount: c.itemCount,
  children: [],
});

/** The flat summary as a tree, first layer at the top, menu order kept. */
export function categoryTree(list: readonly A.CategorySummary[]): MenuCategory[] {
  const nodes = new Map(list.map((c) => [c.id, toMenuCategory(c)]));
  const roots: MenuCategory[] = [];
  for (const c of list) {
    const node = nodes.get(c.id)!;
    const parent = c.categoryId === null ? undefined : nodes.get(c.categoryId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The categories items may go in, each with its trail. */
export const lastLayer = (list: readonly A.CategorySummary[]): MenuCategory[] =>
  list.filter((c) => c.lastLayer).map(toMenuCategory);
