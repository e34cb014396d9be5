// The food menu on the waiter's screen and the category pages: categories, items, search, custom dishes.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurant } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { CustomDishInput } from './custom-dish.input.js';
import {
  FoodCategory,
  FoodItem,
  categoryTrail,
  customDishToFoodItem,
  toFoodCategory,
  toFoodItem,
} from './food.type.js';
import { ItemType } from './restaurant.enums.js';
import { assertServiceAccess } from './restaurant.access.js';
import { restaurantLoaders } from './restaurant.loaders.js';

@Resolver()
export class FoodResolver {
  @Query(() => [FoodCategory], {
    description: 'The menu’s categories: the first layer, each with its children (the two button rows)',
  })
  @Requires('FOOD_MENU:VIEW')
  async foodCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    return (await restaurantLoaders(ctx).categoryTree.load(serviceId)).map(toFoodCategory);
  }

  @Query(() => [FoodCategory], { description: 'The sub-categories of a category, optionally by name' })
  @Requires('FOOD_MENU:VIEW')
  async foodSubCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int) categoryId: number,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const { result } = await ctx.upstream.call(restaurant.categoryChildren, {
      token: ctx.token,
      params: { hotelServiceId: serviceId, categoryId },
      query: name ? { name } : {},
    });
    return result.category.map(toFoodCategory);
  }

  @Query(() => [FoodCategory], {
    description: 'The breadcrumb of /category/main: the categories from the first layer down to this one',
  })
  @Requires('FOOD_MENU:VIEW')
  async foodCategoryTrail(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int) categoryId: number,
    @Ctx() ctx: BffContext,
  ): Promise<FoodCategory[]> {
    await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const tree = (await restaurantLoaders(ctx).categoryTree.load(serviceId)).map(toFoodCategory);
    return categoryTrail(tree, categoryId);
  }

  @Query(() => [FoodItem], {
    description:
      "Menu items of a category (and its sub-categories) and/or by name ('Search foods...'); inactive ones included, flagged",
  })
  @Requires('FOOD_MENU:VIEW')
  async foodItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('itemType', () => ItemType, { nullable: true }) itemType: ItemType | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem[]> {
    await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const { result } = await ctx.upstream.call(restaurant.searchItems, {
      token: ctx.token,
      query: {
        hotelServiceId: serviceId,
        ...(categoryId ? { categoryId } : {}),
        ...(search ? { name: search } : {}),
        ...(itemType ? { itemType } : {}),
      },
    });
    return result.item.map(toFoodItem);
  }

  @Query(() => [FoodItem], { description: 'Custom dishes by description (the Custom Dish dialog lookup)' })
  @Requires('FOOD_MENU:VIEW')
  async customDishes(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem[]> {
    await assertServiceAccess(ctx, serviceId, 'FOOD_MENU:VIEW');
    const { result } = await ctx.upstream.call(restaurant.searchItems, {
      token: ctx.token,
      query: { hotelServiceId: serviceId, itemType: 'CUSTOM_DISH', ...(search ? { name: search } : {}) },
    });
    return result.item.map(toFoodItem);
  }

  @Mutation(() => FoodItem, { description: 'Creates a custom dish, then ordered like any item' })
  @Requires('FOOD_MENU:ADD')
  async createCustomDish(
    @Arg('input', () => CustomDishInput) input: CustomDishInput,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItem> {
    await assertServiceAccess(ctx, input.serviceId, 'FOOD_MENU:ADD');
    const { result } = await ctx.upstream.call(restaurant.createCustomDish, {
      token: ctx.token,
      body: { name: input.name, price: input.price, hotelServiceId: input.serviceId },
    });
    return customDishToFoodItem(result.customDish);
  }
}
