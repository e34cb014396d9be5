// The paging arguments every admin list takes, as the data table sends them: page from 0, a size,
// and an optional sort (a field of that list, ASC or DESC; the service names the valid fields).
import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'From 0' }) page!: number;
  @Field(() => Int, { defaultValue: 25, description: 'Rows per page, 1 to 200' }) size!: number;
  @Field(() => String, { nullable: true, description: "A sortable field of the list; the list's default when null" })
  sortField?: string | null;
  @Field(() => String, { nullable: true, description: 'ASC or DESC' }) direction?: string | null;
}

/** The contract's page query from the arguments (sort omitted when not given). */
export function pageQuery<F extends string>(args: PageArgs) {
  return {
    page: args.page,
    size: args.size,
    ...(args.sortField ? { sortField: args.sortField as F } : {}),
    ...(args.direction ? { direction: args.direction as 'ASC' | 'DESC' } : {}),
  };
}
