// Hotel groups: the caller's groups for the cards and pickers, the administration's paged list
// (/group-admin/hotel-group) with each group's hotel count, and the multipart writes of
// POST/PUT/DELETE group.
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GROUP_IMAGES, hotel } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { assertLevel } from './hotel.access.js';
import { GroupInput } from './hotel.inputs.js';
import { pictureParts } from './hotel.pictures.js';
import { Group, GroupPage, GroupPayload, toGroup } from './group.type.js';

const groupBody = (input: GroupInput) => ({
  name: input.name,
  address: input.address,
  contactPerson: input.contactPerson,
  email: input.email,
  active: input.active,
  contactNumbersList: input.contactNumbersList,
});

const countsOf = new WeakMap<BffContext, Promise<Map<number, number>>>();

/** Hotels per group id, within what the caller can see: one upstream call per request. */
function hotelCounts(ctx: BffContext): Promise<Map<number, number>> {
  let counts = countsOf.get(ctx);
  if (!counts) {
    counts = ctx.upstream.call(hotel.listHotels).then(({ result }) => {
      const byGroup = new Map<number, number>();
      for (const h of result.hotel) byGroup.set(h.groupId, (byGroup.get(h.groupId) ?? 0) + 1);
      return byGroup;
    });
    countsOf.set(ctx, counts);
  }
  return counts;
}

const GroupPaging = listPaging('GroupSort', hotel.searchGroups);
type GroupPaging = InstanceType<typeof GroupPaging>;

@Resolver(() => Group)
export class GroupResolver {
  @Query(() => [Group], { description: "The groups of the caller's scope (the cards and pickers)" })
  @SignedIn()
  async groups(@Ctx() ctx: BffContext): Promise<Group[]> {
    const { result } = await ctx.upstream.call(hotel.listGroups);
    return result.group.map(toGroup);
  }

  @Query(() => GroupPage, { description: 'The groups the caller administers, paged; name contains' })
  @Requires('GROUP:VIEW')
  async groupPage(
    @Args(() => GroupPaging) paging: GroupPaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<GroupPage> {
    const { result, pagination } = await ctx.upstream.call(hotel.searchGroups, {
      query: { ...pageQuery(paging), name: name ?? undefined },
    });
    return pageFrom(
      result.group.map((g) => ({ ...toGroup(g), hotelCount: g.hotelCount })),
      pagination,
      paging,
    );
  }

  @FieldResolver(() => Int, {
    description: 'Hotels of the group the caller can see; a group with hotels is not deleted',
  })
  @Requires('GROUP:VIEW')
  async hotelCount(@Root() group: Group & { hotelCount?: number }, @Ctx() ctx: BffContext): Promise<number> {
    // The paged search counts them already; other groups count the caller's hotels once per request.
    return group.hotelCount ?? (await hotelCounts(ctx)).get(group.id) ?? 0;
  }

  @Mutation(() => GroupPayload, { description: 'Adds a group (system administrators); pictures are data URLs' })
  @Requires('GROUP:ADD')
  async createHotelGroup(
    @Arg('input', () => GroupInput) input: GroupInput,
    @Ctx() ctx: BffContext,
  ): Promise<GroupPayload> {
    await assertLevel(ctx, 'GROUP', 'ADD');
    const { result, message } = await ctx.upstream.call(hotel.createGroup, {
      body: groupBody(input),
      files: pictureParts(GROUP_IMAGES, input),
    });
    return { message, group: toGroup(result.group) };
  }

  @Mutation(() => GroupPayload, { description: 'Changes a group; a picture not sent is kept' })
  @Requires('GROUP:EDIT')
  async updateHotelGroup(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GroupInput) input: GroupInput,
    @Ctx() ctx: BffContext,
  ): Promise<GroupPayload> {
    await assertLevel(ctx, 'GROUP', 'EDIT');
    const { result, message } = await ctx.upstream.call(hotel.updateGroup, {
      body: { ...groupBody(input), id },
      files: pictureParts(GROUP_IMAGES, input),
    });
    return { message, group: toGroup(result.group) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the group has hotels or users' })
  @Requires('GROUP:DELETE')
  async deleteHotelGroup(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'GROUP', 'DELETE');
    const { message } = await ctx.upstream.call(hotel.deleteGroup, { params: { id } });
    return { message, id };
  }
}
