// The food menu on the waiter's screen and the category pages: categories, items, search, custom dishes.
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { restaurant } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { CustomDishInput } from './custom-dish.input.js';
import {
  FoodCategory,
  FoodItem,
  adminSideOf,
  categoryTrail,
  customDishToFoodItem,
  type FoodItemAdmin,
  toFoodCategory,
  toFoodItem,
} from './food.type.js';
import { ItemType } from './restaurant.enums.js';
import { restaurantLoaders } from './restaurant.loaders.js';
import type { FieldRenames } from '../../upstream/caller.js';

/** The contract searches items by `name`; the schema's argument is `search`. */
const SEARCH_BY_NAME: FieldRenames = { name: 'search' };

@Resolver()
export class FoodResolver {
  @Query(() => [FoodCategory], {
    description: 'The menu’s categories: the first layer, each with its children (the two button rows)',
  })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async foodCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    return (await restaurantLoaders(ctx).categoryTree.load(serviceId)).map(toFoodCategory);
  }

  @Query(() => [FoodCategory], { description: 'The sub-categories of a category, optionally by name' })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async foodSubCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int) categoryId: number,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    const { result } = await ctx.upstream.call(restaurant.categoryChildren, {
      params: { hotelServiceId: serviceId, categoryId },
      query: name ? { name } : {},
    });
    return result.category.map(toFoodCategory);
  }

  @Query(() => [FoodCategory], {
    description: 'The breadcrumb of /category/main: the categories from the first layer down to this one',
  })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async foodCategoryTrail(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int) categoryId: number,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    const tree = (await restaurantLoaders(ctx).categoryTree.load(serviceId)).map(toFoodCategory);
    return categoryTrail(tree, categoryId);
  }

  @Query(() => [FoodItem], {
    description:
      "Menu items of a category (and its sub-categories) and/or by name ('Search foods...'); inactive ones included, flagged",
  })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async foodItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('itemType', () => ItemType, { nullable: true }) itemType: ItemType | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem[]> {
    const { result } = await ctx.upstream.call(
      restaurant.searchItems,
      {
        query: {
          hotelServiceId: serviceId,
          ...(categoryId ? { categoryId } : {}),
          ...(search ? { name: search } : {}),
          ...(itemType ? { itemType } : {}),
        },
      },
      SEARCH_BY_NAME,
    );
    return result.item.map(toFoodItem);
  }

  @Query(() => [FoodItem], { description: 'Custom dishes by description (the Custom Dish dialog lookup)' })
  @Requires('FOOD_MENU:VIEW', { service: 'serviceId' })
  async customDishes(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem[]> {
    const { result } = await ctx.upstream.call(
      restaurant.searchItems,
      { query: { hotelServiceId: serviceId, itemType: 'CUSTOM_DISH', ...(search ? { name: search } : {}) } },
      SEARCH_BY_NAME,
    );
    return result.item.map(toFoodItem);
  }

  @Mutation(() => FoodItem, { description: 'Creates a custom dish, then ordered like any item' })
  @Requires('FOOD_MENU:ADD', { service: 'input.serviceId' })
  async createCustomDish(
    @Arg('input', () => CustomDishInput) input: CustomDishInput,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem> {
    const { result } = await ctx.upstream.call(restaurant.createCustomDish, {
      body: { name: input.name, price: input.price, hotelServiceId: input.serviceId },
    });
    return customDishToFoodItem(result.customDish, input.serviceId);
  }
}

/** The administrator's side of an item its source did not carry, loaded once per service and request. */
async function adminSide(item: FoodItem, ctx: BffContext): Promise<FoodItemAdmin | null> {
  if (item.admin) return item.admin;
  const row = (await restaurantLoaders(ctx).menuItems.load(item.serviceId)).get(item.id);
  return row ? adminSideOf(row) : null;
}

@Resolver(() => FoodItem)
export class FoodItemFieldResolver {
  @FieldResolver(() => String, { nullable: true })
  @Requires('FOOD_ITEM:VIEW', { service: 'serviceId' })
  async categoryTitle(@Root() item: FoodItem, @Ctx() ctx: BffContext): Promise<string | null> {
    return (await adminSide(item, ctx))?.categoryTitle ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The first-layer category above it' })
  @Requires('FOOD_ITEM:VIEW', { service: 'serviceId' })
  async parentCategoryTitle(@Root() item: FoodItem, @Ctx() ctx: BffContext): Promise<string | null> {
    return (await adminSide(item, ctx))?.parentCategoryTitle ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'It is on orders: it cannot be deleted, only deactivated' })
  @Requires('FOOD_ITEM:VIEW', { service: 'serviceId' })
  async hasOrders(@Root() item: FoodItem, @Ctx() ctx: BffContext): Promise<boolean> {
    return (await adminSide(item, ctx))?.hasOrders ?? false;
  }
}
