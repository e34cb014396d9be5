// Menu items (with pictures), the category tree (the documented category-structure calls) and the
// allocation of items to categories.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurant, restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { ItemType } from '../restaurant/restaurant.enums.js';
import { FoodItemPage, toAdminFoodItem } from '../restaurant/food.type.js';
import { DeletePayload } from '../shared/deletion.type.js';
import {
  MenuCategory,
  MenuCategoryInput,
  MenuCategoryPayload,
  MenuItemInput,
  FoodItemPayload,
  FoodItemsPayload,
  categoryTree,
  lastLayer,
} from './menu.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { pictureFile } from '../shared/picture.js';

/** The menu and the allocation page list the same items. */
const FoodItemPaging = listPaging('FoodItemSort', A.searchMenuItems);
type FoodItemPaging = InstanceType<typeof FoodItemPaging>;

const CATEGORY_FIELDS = { categoryTitle: 'title', categoryId: 'parentId', categoryImage: 'image' };

const itemBody = (input: MenuItemInput) => ({
  name: input.name,
  price: input.price,
  active: input.active,
  itemType: input.itemType as 'FOOD' | 'BEVERAGE',
  categoryId: input.categoryId ?? null,
  hotelServiceId: input.serviceId,
});

const picture = (field: string, image: string | null | undefined) => {
  const file = pictureFile(field, image);
  return file ? { [field]: file } : {};
};

@Resolver()
export class MenuAdminResolver {
  private async items(
    ctx: BffContext,
    serviceId: number,
    paging: FoodItemPaging,
    filters: {
      name?: string | null;
      itemType?: ItemType | null;
      categoryId?: number | null;
      unallocated?: boolean | null;
      active?: boolean | null;
    },
  ): Promise<FoodItemPage> {
    const { result, pagination } = await ctx.upstream.call(A.searchMenuItems, {
      query: {
        ...pageQuery(paging),
        hotelServiceId: serviceId,
        name: filters.name ?? undefined,
        itemType: filters.itemType ?? undefined,
        categoryId: filters.categoryId ?? undefined,
        unallocated: filters.unallocated ?? undefined,
        active: filters.active ?? undefined,
      },
    });
    return pageFrom(result.item.map(toAdminFoodItem), pagination, paging);
  }

  private async summary(ctx: BffContext, serviceId: number) {
    return (await ctx.upstream.call(A.itemCategories, { params: { hotelServiceId: serviceId } })).result.category;
  }

  @Query(() => FoodItemPage, {
    description: 'The menu, paged: name contains, type (custom dishes only when asked), a category and below it',
  })
  @Requires('FOOD_ITEM:VIEW', { service: 'serviceId' })
  menuItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => FoodItemPaging) paging: FoodItemPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('itemType', () => ItemType, { nullable: true }) itemType: ItemType | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItemPage> {
    return this.items(ctx, serviceId, paging, { name, itemType, categoryId, active });
  }

  @Query(() => FoodItemPage, {
    description: 'Items for the allocation page: of a category, or without one (unallocated), by name',
  })
  @Requires('ALLOCATE_CATEGORY:VIEW', { service: 'serviceId' })
  allocatableItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => FoodItemPaging) paging: FoodItemPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('unallocated', () => Boolean, { nullable: true }) unallocated: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItemPage> {
    return this.items(ctx, serviceId, paging, { name, categoryId, unallocated });
  }

  @Query(() => [MenuCategory], { description: "The menu's category tree with counts, first layer at the top" })
  @Requires('FOOD_CATEGORY:VIEW', { service: 'serviceId' })
  async menuCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return categoryTree(await this.summary(ctx, serviceId));
  }

  @Query(() => [MenuCategory], { description: "The food form's category choices: categories without sub-categories" })
  @Requires('FOOD_ITEM:VIEW', { service: 'serviceId' })
  async menuCategoryOptions(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return lastLayer(await this.summary(ctx, serviceId));
  }

  @Query(() => [MenuCategory], { description: 'The categories items can be allocated to, with their item counts' })
  @Requires('ALLOCATE_CATEGORY:VIEW', { service: 'serviceId' })
  async allocationCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return lastLayer(await this.summary(ctx, serviceId));
  }

  @Mutation(() => FoodItemPayload, { description: 'Adds a food or beverage; the picture is a data URL' })
  @Requires('FOOD_ITEM:ADD', { service: 'input.serviceId' })
  async createMenuItem(
    @Arg('input', () => MenuItemInput) input: MenuItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItemPayload> {
    const { result, message } = await ctx.upstream.call(A.createMenuItem, {
      body: itemBody(input),
      files: picture('image', input.image),
    });
    return { message, item: toAdminFoodItem(result.item) };
  }

  @Mutation(() => FoodItemPayload, { description: 'Changes an item; a picture replaces the current one' })
  @Requires('FOOD_ITEM:EDIT', { service: 'input.serviceId' })
  async updateMenuItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MenuItemInput) input: MenuItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<FoodItemPayload> {
    const { result, message } = await ctx.upstream.call(A.updateMenuItem, {
      body: { ...itemBody(input), id },
      files: picture('image', input.image),
    });
    return { message, item: toAdminFoodItem(result.item) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for an item that was ordered (deactivate it)' })
  @Requires('FOOD_ITEM:DELETE', { service: 'serviceId' })
  async deleteMenuItem(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteMenuItem, { params: { id } });
    return { message, id };
  }

  @Mutation(() => FoodItemsPayload, {
    description: 'Puts items in a category without sub-categories, or takes them out (categoryId null)',
  })
  @Requires('ALLOCATE_CATEGORY:EDIT', { service: 'serviceId' })
  async allocateMenuItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('itemIds', () => [Int]) itemIds: number[],
    @Ctx() ctx: BffContext,
  ): Promise<FoodItemsPayload> {
    const { result, message } = await ctx.upstream.call(
      A.allocateItemCategory,
      { body: { hotelServiceId: serviceId, categoryId, itemIdList: itemIds } },
      { itemIdList: 'itemIds' },
    );
    return { message, items: result.item.map(toAdminFoodItem) };
  }

  @Mutation(() => MenuCategoryPayload, { description: 'Adds a category on the first layer or under a parent' })
  @Requires('FOOD_CATEGORY:ADD', { service: 'input.serviceId' })
  async createMenuCategory(
    @Arg('input', () => MenuCategoryInput) input: MenuCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategoryPayload> {
    const { result, message } = await ctx.upstream.call(
      restaurant.createCategory,
      {
        body: { categoryTitle: input.title, categoryId: input.parentId ?? null, hotelServiceId: input.serviceId },
        files: picture('categoryImage', input.image),
      },
      CATEGORY_FIELDS,
    );
    return { message, id: result.category.id };
  }

  @Mutation(() => MenuCategoryPayload, { description: 'Renames or moves a category; a picture replaces its image' })
  @Requires('FOOD_CATEGORY:EDIT', { service: 'input.serviceId' })
  async updateMenuCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MenuCategoryInput) input: MenuCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategoryPayload> {
    const current = (await this.summary(ctx, input.serviceId)).find((c) => c.id === id);
    const { result, message } = await ctx.upstream.call(
      restaurant.updateCategory,
      {
        params: { hotelServiceId: input.serviceId, categoryId: id },
        body: {
          categoryTitle: input.title,
          categoryId: input.parentId ?? null,
          hotelServiceId: input.serviceId,
          expanded: current?.expanded ?? false,
        },
        files: picture('categoryImage', input.image),
      },
      CATEGORY_FIELDS,
    );
    return { message, id: result.category.id };
  }

  @Mutation(() => DeletePayload, {
    description: 'Refused while the category has sub-categories or items',
  })
  @Requires('FOOD_CATEGORY:DELETE', { service: 'serviceId' })
  async deleteMenuCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(restaurant.deleteCategory, {
      params: { hotelServiceId: serviceId, categoryId: id },
    });
    return { message, id };
  }
}
