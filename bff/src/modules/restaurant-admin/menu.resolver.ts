// Menu items (with pictures), the category tree (the documented category-structure calls) and the
// allocation of items to categories.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurant, restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, type Requirement } from '../../auth/guards.js';
import { ItemType } from '../restaurant/restaurant.enums.js';
import { DeletePayload } from '../shared/deletion.type.js';
import {
  MenuCategory,
  MenuCategoryInput,
  MenuCategoryPayload,
  MenuItemInput,
  MenuItemPage,
  MenuItemPayload,
  MenuItemsPayload,
  categoryTree,
  lastLayer,
  toMenuItem,
} from './menu.type.js';
import { PageArgs, pageQuery } from '../shared/paging.args.js';
import { pictureFile } from '../shared/picture.js';
import { assertAdminService, callAdmin } from './restaurant-admin.access.js';

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
    requirement: Requirement,
    serviceId: number,
    paging: PageArgs,
    filters: {
      name?: string | null;
      itemType?: ItemType | null;
      categoryId?: number | null;
      unallocated?: boolean | null;
      active?: boolean | null;
    },
  ): Promise<MenuItemPage> {
    await assertAdminService(ctx, serviceId, requirement);
    const { result, pagination } = await callAdmin(ctx, A.searchMenuItems, {
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
    return {
      items: result.item.map(toMenuItem),
      total: pagination?.totalRecords ?? result.item.length,
      page: paging.page,
    };
  }

  private async summary(ctx: BffContext, serviceId: number, requirement: Requirement) {
    await assertAdminService(ctx, serviceId, requirement);
    return (await callAdmin(ctx, A.itemCategories, { params: { hotelServiceId: serviceId } })).result.category;
  }

  @Query(() => MenuItemPage, {
    description: 'The menu, paged: name contains, type (custom dishes only when asked), a category and below it',
  })
  @Requires('FOOD_ITEM:VIEW')
  menuItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('itemType', () => ItemType, { nullable: true }) itemType: ItemType | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<MenuItemPage> {
    return this.items(ctx, 'FOOD_ITEM:VIEW', serviceId, paging, { name, itemType, categoryId, active });
  }

  @Query(() => MenuItemPage, {
    description: 'Items for the allocation page: of a category, or without one (unallocated), by name',
  })
  @Requires('ALLOCATE_CATEGORY:VIEW')
  allocatableItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('unallocated', () => Boolean, { nullable: true }) unallocated: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<MenuItemPage> {
    return this.items(ctx, 'ALLOCATE_CATEGORY:VIEW', serviceId, paging, { name, categoryId, unallocated });
  }

  @Query(() => [MenuCategory], { description: "The menu's category tree with counts, first layer at the top" })
  @Requires('FOOD_CATEGORY:VIEW')
  async menuCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return categoryTree(await this.summary(ctx, serviceId, 'FOOD_CATEGORY:VIEW'));
  }

  @Query(() => [MenuCategory], { description: "The food form's category choices: categories without sub-categories" })
  @Requires('FOOD_ITEM:VIEW')
  async menuCategoryOptions(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return lastLayer(await this.summary(ctx, serviceId, 'FOOD_ITEM:VIEW'));
  }

  @Query(() => [MenuCategory], { description: 'The categories items can be allocated to, with their item counts' })
  @Requires('ALLOCATE_CATEGORY:VIEW')
  async allocationCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategory[]> {
    return lastLayer(await this.summary(ctx, serviceId, 'ALLOCATE_CATEGORY:VIEW'));
  }

  @Mutation(() => MenuItemPayload, { description: 'Adds a food or beverage; the picture is a data URL' })
  @Requires('FOOD_ITEM:ADD')
  async createMenuItem(
    @Arg('input', () => MenuItemInput) input: MenuItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuItemPayload> {
    await assertAdminService(ctx, input.serviceId, 'FOOD_ITEM:ADD');
    const { result, message } = await callAdmin(ctx, A.createMenuItem, {
      body: itemBody(input),
      files: picture('image', input.image),
    });
    return { message, item: toMenuItem(result.item) };
  }

  @Mutation(() => MenuItemPayload, { description: 'Changes an item; a picture replaces the current one' })
  @Requires('FOOD_ITEM:EDIT')
  async updateMenuItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MenuItemInput) input: MenuItemInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuItemPayload> {
    await assertAdminService(ctx, input.serviceId, 'FOOD_ITEM:EDIT');
    const { result, message } = await callAdmin(ctx, A.updateMenuItem, {
      body: { ...itemBody(input), id },
      files: picture('image', input.image),
    });
    return { message, item: toMenuItem(result.item) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused for an item that was ordered (deactivate it)' })
  @Requires('FOOD_ITEM:DELETE')
  async deleteMenuItem(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertAdminService(ctx, serviceId, 'FOOD_ITEM:DELETE');
    const { message } = await callAdmin(ctx, A.deleteMenuItem, { params: { id } });
    return { message, id };
  }

  @Mutation(() => MenuItemsPayload, {
    description: 'Puts items in a category without sub-categories, or takes them out (categoryId null)',
  })
  @Requires('ALLOCATE_CATEGORY:EDIT')
  async allocateMenuItems(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('itemIds', () => [Int]) itemIds: number[],
    @Ctx() ctx: BffContext,
  ): Promise<MenuItemsPayload> {
    await assertAdminService(ctx, serviceId, 'ALLOCATE_CATEGORY:EDIT');
    const { result, message } = await callAdmin(
      ctx,
      A.allocateItemCategory,
      { body: { hotelServiceId: serviceId, categoryId, itemIdList: itemIds } },
      { itemIdList: 'itemIds' },
    );
    return { message, items: result.item.map(toMenuItem) };
  }

  @Mutation(() => MenuCategoryPayload, { description: 'Adds a category on the first layer or under a parent' })
  @Requires('FOOD_CATEGORY:ADD')
  async createMenuCategory(
    @Arg('input', () => MenuCategoryInput) input: MenuCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategoryPayload> {
    await assertAdminService(ctx, input.serviceId, 'FOOD_CATEGORY:ADD');
    const { result, message } = await callAdmin(
      ctx,
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
  @Requires('FOOD_CATEGORY:EDIT')
  async updateMenuCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MenuCategoryInput) input: MenuCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<MenuCategoryPayload> {
    await assertAdminService(ctx, input.serviceId, 'FOOD_CATEGORY:EDIT');
    const current = (await this.summary(ctx, input.serviceId, 'FOOD_CATEGORY:EDIT')).find((c) => c.id === id);
    const { result, message } = await callAdmin(
      ctx,
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
  @Requires('FOOD_CATEGORY:DELETE')
  async deleteMenuCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertAdminService(ctx, serviceId, 'FOOD_CATEGORY:DELETE');
    const { message } = await callAdmin(ctx, restaurant.deleteCategory, {
      params: { hotelServiceId: serviceId, categoryId: id },
    });
    return { message, id };
  }
}
