// Table categories and tables: paged lists, create, update, delete.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs, pageQuery } from '../shared/paging.args.js';
import { assertAdminService, callAdmin } from './restaurant-admin.access.js';
import {
  RestaurantTableInput,
  RestaurantTablePage,
  RestaurantTablePayload,
  TableCategoryDetail,
  TableCategoryInput,
  TableCategoryPage,
  TableCategoryPayload,
  toRestaurantTable,
  toTableCategory,
} from './table.type.js';

const TABLE_FIELDS = { tableCategoryId: 'categoryId' };

const tableBody = (input: RestaurantTableInput) => ({
  number: input.number,
  hotelServiceId: input.serviceId,
  tableCategoryId: input.categoryId ?? null,
  seats: input.seats,
  active: input.active,
  reserved: input.reserved,
});

@Resolver()
export class TableAdminResolver {
  @Query(() => TableCategoryPage, { description: "The restaurant's table categories, paged (name: contains)" })
  @Requires('TABLE_CATEGORY:VIEW')
  async tableCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPage> {
    await assertAdminService(ctx, serviceId, 'TABLE_CATEGORY:VIEW');
    const { result, pagination } = await callAdmin(ctx, A.searchTableCategories, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return {
      items: result.tableCategory.map(toTableCategory),
      total: pagination?.totalRecords ?? result.tableCategory.length,
      page: paging.page,
    };
  }

  @Query(() => [TableCategoryDetail], { description: "The table form's category choices" })
  @Requires('RESTAURANT_TABLE:VIEW')
  async tableCategoryOptions(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryDetail[]> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_TABLE:VIEW');
    const { result } = await callAdmin(ctx, A.searchTableCategories, {
      query: { hotelServiceId: serviceId, page: 0, size: 200, sortField: 'name', direction: 'ASC' },
    });
    return result.tableCategory.map(toTableCategory);
  }

  @Mutation(() => TableCategoryPayload)
  @Requires('TABLE_CATEGORY:ADD')
  async createTableCategory(
    @Arg('input', () => TableCategoryInput) input: TableCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPayload> {
    await assertAdminService(ctx, input.serviceId, 'TABLE_CATEGORY:ADD');
    const { result, message } = await callAdmin(ctx, A.createTableCategory, {
      body: { name: input.name, hotelServiceId: input.serviceId },
    });
    return { message, tableCategory: toTableCategory(result.tableCategory) };
  }

  @Mutation(() => TableCategoryPayload)
  @Requires('TABLE_CATEGORY:EDIT')
  async updateTableCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TableCategoryInput) input: TableCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPayload> {
    await assertAdminService(ctx, input.serviceId, 'TABLE_CATEGORY:EDIT');
    const { result, message } = await callAdmin(ctx, A.updateTableCategory, {
      body: { id, name: input.name, hotelServiceId: input.serviceId },
    });
    return { message, tableCategory: toTableCategory(result.tableCategory) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while tables are in the category' })
  @Requires('TABLE_CATEGORY:DELETE')
  async deleteTableCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertAdminService(ctx, serviceId, 'TABLE_CATEGORY:DELETE');
    const { message } = await callAdmin(ctx, A.deleteTableCategory, { params: { id } });
    return { message, id };
  }

  @Query(() => RestaurantTablePage, {
    description: "The restaurant's tables with their set-up and status now, paged (number: contains)",
  })
  @Requires('RESTAURANT_TABLE:VIEW')
  async restaurantTables(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('number', () => String, { nullable: true }) number: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTablePage> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_TABLE:VIEW');
    const { result, pagination } = await callAdmin(ctx, A.searchTables, {
      query: {
        ...pageQuery(paging),
        hotelServiceId: serviceId,
        number: number ?? undefined,
        tableCategoryId: categoryId ?? undefined,
        active: active ?? undefined,
      },
    });
    return {
      items: result.restaurantTable.map(toRestaurantTable),
      total: pagination?.totalRecords ?? result.restaurantTable.length,
      page: paging.page,
    };
  }

  @Mutation(() => RestaurantTablePayload)
  @Requires('RESTAURANT_TABLE:ADD')
  async createRestaurantTable(
    @Arg('input', () => RestaurantTableInput) input: RestaurantTableInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTablePayload> {
    await assertAdminService(ctx, input.serviceId, 'RESTAURANT_TABLE:ADD');
    const { result, message } = await callAdmin(ctx, A.createTable, { body: tableBody(input) }, TABLE_FIELDS);
    return { message, table: toRestaurantTable(result.restaurantTable) };
  }

  @Mutation(() => RestaurantTablePayload, {
    description: 'A table a waiter holds cannot be deactivated or reserved until it is free',
  })
  @Requires('RESTAURANT_TABLE:EDIT')
  async updateRestaurantTable(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RestaurantTableInput) input: RestaurantTableInput,
    @Ctx() ctx: BffContext,
  ): Promise<RestaurantTablePayload> {
    await assertAdminService(ctx, input.serviceId, 'RESTAURANT_TABLE:EDIT');
    const { result, message } = await callAdmin(
      ctx,
      A.updateTable,
      { body: { ...tableBody(input), id } },
      TABLE_FIELDS,
    );
    return { message, table: toRestaurantTable(result.restaurantTable) };
  }

  @Mutation(() => DeletePayload, {
    description: 'Refused while a waiter holds the table, and for a table with past orders (deactivate it)',
  })
  @Requires('RESTAURANT_TABLE:DELETE')
  async deleteRestaurantTable(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertAdminService(ctx, serviceId, 'RESTAURANT_TABLE:DELETE');
    const { message } = await callAdmin(ctx, A.deleteTable, { params: { id } });
    return { message, id };
  }
}
