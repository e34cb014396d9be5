// Table categories and tables: paged lists, create, update, delete.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restaurantAdmin as A } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  TableCategory,
  TableCategoryInput,
  TableCategoryPage,
  TableCategoryPayload,
  TableInput,
  TablePage,
  TablePayload,
  toAdminTable,
  toTableCategory,
} from '../restaurant/table.type.js';

const TABLE_FIELDS = { tableCategoryId: 'categoryId' };

const tableBody = (input: TableInput) => ({
  number: input.number,
  hotelServiceId: input.serviceId,
  tableCategoryId: input.categoryId ?? null,
  seats: input.seats,
  active: input.active,
  reserved: input.reserved,
});

const TableCategoryPaging = listPaging('TableCategorySort', A.searchTableCategories);
type TableCategoryPaging = InstanceType<typeof TableCategoryPaging>;
const TablePaging = listPaging('TableSort', A.searchTables);
type TablePaging = InstanceType<typeof TablePaging>;

@Resolver()
export class TableAdminResolver {
  @Query(() => TableCategoryPage, { description: "The restaurant's table categories, paged (name: contains)" })
  @Requires('TABLE_CATEGORY:VIEW', { service: 'serviceId' })
  async tableCategories(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => TableCategoryPaging) paging: TableCategoryPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPage> {
    const { result, pagination } = await ctx.upstream.call(A.searchTableCategories, {
      query: { ...pageQuery(paging), hotelServiceId: serviceId, name: name ?? undefined },
    });
    return pageFrom(result.tableCategory.map(toTableCategory), pagination, paging);
  }

  @Query(() => [TableCategory], { description: "The table form's category choices" })
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async tableCategoryOptions(
    @Arg('serviceId', () => Int) serviceId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategory[]> {
    const { result } = await ctx.upstream.call(A.searchTableCategories, {
      query: { hotelServiceId: serviceId, page: 0, size: 200, sortField: 'name', direction: 'ASC' },
    });
    return result.tableCategory.map(toTableCategory);
  }

  @Mutation(() => TableCategoryPayload)
  @Requires('TABLE_CATEGORY:ADD', { service: 'input.serviceId' })
  async createTableCategory(
    @Arg('input', () => TableCategoryInput) input: TableCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPayload> {
    const { result, message } = await ctx.upstream.call(A.createTableCategory, {
      body: { name: input.name, hotelServiceId: input.serviceId },
    });
    return { message, tableCategory: toTableCategory(result.tableCategory) };
  }

  @Mutation(() => TableCategoryPayload)
  @Requires('TABLE_CATEGORY:EDIT', { service: 'input.serviceId' })
  async updateTableCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TableCategoryInput) input: TableCategoryInput,
    @Ctx() ctx: BffContext,
  ): Promise<TableCategoryPayload> {
    const { result, message } = await ctx.upstream.call(A.updateTableCategory, {
      body: { id, name: input.name, hotelServiceId: input.serviceId },
    });
    return { message, tableCategory: toTableCategory(result.tableCategory) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while tables are in the category' })
  @Requires('TABLE_CATEGORY:DELETE', { service: 'serviceId' })
  async deleteTableCategory(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteTableCategory, { params: { id } });
    return { message, id };
  }

  @Query(() => TablePage, {
    description: "The restaurant's tables with their set-up and status now, paged (number: contains)",
  })
  @Requires('RESTAURANT_TABLE:VIEW', { service: 'serviceId' })
  async restaurantTables(
    @Arg('serviceId', () => Int) serviceId: number,
    @Args(() => TablePaging) paging: TablePaging,
    @Arg('number', () => String, { nullable: true }) number: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<TablePage> {
    const { result, pagination } = await ctx.upstream.call(A.searchTables, {
      query: {
        ...pageQuery(paging),
        hotelServiceId: serviceId,
        number: number ?? undefined,
        tableCategoryId: categoryId ?? undefined,
        active: active ?? undefined,
      },
    });
    return pageFrom(result.restaurantTable.map(toAdminTable), pagination, paging);
  }

  @Mutation(() => TablePayload)
  @Requires('RESTAURANT_TABLE:ADD', { service: 'input.serviceId' })
  async createRestaurantTable(
    @Arg('input', () => TableInput) input: TableInput,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const { result, message } = await ctx.upstream.call(A.createTable, { body: tableBody(input) }, TABLE_FIELDS);
    return { message, table: toAdminTable(result.restaurantTable) };
  }

  @Mutation(() => TablePayload, {
    description: 'A table a waiter holds cannot be deactivated or reserved until it is free',
  })
  @Requires('RESTAURANT_TABLE:EDIT', { service: 'input.serviceId' })
  async updateRestaurantTable(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TableInput) input: TableInput,
    @Ctx() ctx: BffContext,
  ): Promise<TablePayload> {
    const { result, message } = await ctx.upstream.call(
      A.updateTable,
      { body: { ...tableBody(input), id } },
      TABLE_FIELDS,
    );
    return { message, table: toAdminTable(result.restaurantTable) };
  }

  @Mutation(() => DeletePayload, {
    description: 'Refused while a waiter holds the table, and for a table with past orders (deactivate it)',
  })
  @Requires('RESTAURANT_TABLE:DELETE', { service: 'serviceId' })
  async deleteRestaurantTable(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(A.deleteTable, { params: { id } });
    return { message, id };
  }
}
