// The one paged-list shape of the BFF. Every list takes the same paging arguments (page from 0, a
// size, and a sort field out of the list's own GraphQL enum with a direction) and answers the same
// page ({ items, total, page, size }) out of the upstream's paged search: the BFF never pages,
// sorts or searches a whole list itself.
//
//   const StayTypePaging = listPaging('StayTypeSort', room.searchStayTypes);  // the contract's sort fields
//   type StayTypePaging = InstanceType<typeof StayTypePaging>;
//   @ObjectType() export class StayTypePage extends PageOf(StayType) {}
//
//   async stayTypes(@Args(() => StayTypePaging) paging: StayTypePaging, …): Promise<StayTypePage> {
//     const { result, pagination } = await ctx.upstream.call(room.searchStayTypes, { query: { ...pageQuery(paging), … } });
//     return pageFrom(result.stayType.map(toStayType), pagination, paging);
//   }
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { rememberSortEnum } from './sort-refusal.js';
import {
  SORT_DIRECTIONS,
  type AnyEndpoint,
  type Pagination,
  type SortDirection,
  type SortFieldOf,
} from '@hotel/schema';

export const SortDirectionEnum = Object.fromEntries(SORT_DIRECTIONS.map((d) => [d, d])) as {
  [K in SortDirection]: K;
};
registerEnumType(SortDirectionEnum, { name: 'SortDirection', description: 'ASC ascending, DESC descending' });

/** An enum object `{ field: 'field' }`: the GraphQL enum's values are the contract's sort fields. */
export type SortEnum<F extends string> = { readonly [K in F]: K };

/** The sort fields a paged endpoint's contract accepts (its `sortQuery`), read from the contract. */
export function sortFieldsOf<E extends AnyEndpoint>(endpoint: E): readonly SortFieldOf<E>[] {
  const shape = (endpoint.query as unknown as { shape?: Record<string, unknown> }).shape;
  const field = shape?.['sortField'] as { unwrap?: () => { options?: readonly string[] } } | undefined;
  const options = field?.unwrap?.().options;
  if (!options) throw new Error(`${endpoint.id} has no sortQuery in its contract`);
  return options as readonly SortFieldOf<E>[];
}

/**
 * The list's sort enum, registered under `name`: the fields of a paged endpoint's contract, or the
 * fields given (a list whose GraphQL names differ from the contract's maps them in its resolver).
 */
export function sortEnum<const F extends string>(name: string, fields: readonly F[]): SortEnum<F>;
export function sortEnum<E extends AnyEndpoint>(name: string, endpoint: E): SortEnum<SortFieldOf<E>>;
export function sortEnum(name: string, from: readonly string[] | AnyEndpoint): SortEnum<string> {
  const fields = Array.isArray(from) ? from : sortFieldsOf(from as AnyEndpoint);
  const values = Object.fromEntries(fields.map((f) => [f, f])) as SortEnum<string>;
  registerEnumType(values, { name, description: `The fields a ${name.replace(/Sort$/, '')} list sorts by` });
  rememberSortEnum(name, fields);
  return values;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'From 0' }) page!: number;
  @Field(() => Int, { defaultValue: 25, description: 'Rows per page, 1 to 200' }) size!: number;
  @Field(() => SortDirectionEnum, { nullable: true, description: "The list's default when null" })
  direction?: SortDirection | null;
}

export interface Paging<F extends string> extends PageArgs {
  sortField?: F | null;
}

/** The paging arguments of a list sorted by `sort`: PageArgs plus `sortField: <List>Sort`. */
export function pagingArgs<F extends string>(sort: SortEnum<F>): ClassType<Paging<F>> {
  @ArgsType()
  class ListPaging extends PageArgs implements Paging<F> {
    @Field(() => sort, { nullable: true, description: "The list's default when null" }) sortField?: F | null;
  }
  return ListPaging;
}

/** The list's sort enum (`name`, from an endpoint's contract or given fields) and its paging arguments. */
export function listPaging<const F extends string>(name: string, fields: readonly F[]): ClassType<Paging<F>>;
export function listPaging<E extends AnyEndpoint>(name: string, endpoint: E): ClassType<Paging<SortFieldOf<E>>>;
export function listPaging(name: string, from: readonly string[] | AnyEndpoint): ClassType<Paging<string>> {
  return pagingArgs(sortEnum(name, from as AnyEndpoint));
}

/** The contract's page query from the arguments (the sort left to the list's default when not given). */
export function pageQuery<F extends string>(args: Paging<F>) {
  return {
    page: args.page,
    size: args.size,
    ...(args.sortField ? { sortField: args.sortField } : {}),
    ...(args.direction ? { direction: args.direction } : {}),
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The page type of a list of `item`: `@ObjectType() export class XPage extends PageOf(X) {}`. */
export function PageOf<T extends object>(item: ClassType<T>): ClassType<Page<T>> {
  @ObjectType()
  abstract class PageType implements Page<T> {
    @Field(() => [item]) items!: T[];
    @Field(() => Int, { description: 'Rows matching the filters, on every page' }) total!: number;
    @Field(() => Int, { description: 'From 0' }) page!: number;
    @Field(() => Int, { description: 'Rows per page' }) size!: number;
  }
  return PageType as unknown as ClassType<Page<T>>;
}

/** The page of a paged search's answer: its rows (mapped) and the envelope's pagination. */
export function pageFrom<T>(items: T[], pagination: Pagination | undefined, args: PageArgs): Page<T> {
  return {
    items,
    total: pagination?.totalRecords ?? items.length,
    page: pagination?.pageNumber ?? args.page,
    size: pagination?.pageSize ?? args.size,
  };
}
