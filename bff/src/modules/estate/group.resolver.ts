// Hotel groups (/group-admin/hotel-group): the caller's groups with their hotel counts, and the
// multipart writes of GET/POST/PUT/DELETE group.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GROUP_IMAGES, hotels } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import { callUpstream } from '../shared/upstream-call.js';
import { assertLevel } from './estate.access.js';
import { EstateGroupInput } from './estate.inputs.js';
import { contains, pageOf, type ListSpec } from './estate.list.js';
import { pictureParts } from './estate.pictures.js';
import { EstateGroup, EstateGroupPage, EstateGroupPayload, toEstateGroup } from './estate.types.js';

const LIST: ListSpec<EstateGroup> = {
  sorters: {
    name: (g) => g.name,
    contactPerson: (g) => g.contactPerson,
    email: (g) => g.email,
    hotelCount: (g) => g.hotelCount,
    active: (g) => g.active,
    id: (g) => g.id,
  },
  defaultSort: 'name',
};

const groupBody = (input: EstateGroupInput) => ({
  name: input.name,
  address: input.address,
  contactPerson: input.contactPerson,
  email: input.email,
  active: input.active,
  contactNumbersList: input.contactNumbersList,
});

/** Hotels per group id, within what the caller can see. */
async function hotelCounts(ctx: BffContext): Promise<Map<number, number>> {
  const { result } = await callUpstream(ctx, hotels.listHotels, {});
  const counts = new Map<number, number>();
  for (const h of result.hotel) counts.set(h.groupId, (counts.get(h.groupId) ?? 0) + 1);
  return counts;
}

@Resolver()
export class EstateGroupResolver {
  @Query(() => EstateGroupPage, { description: 'The groups the caller administers, paged; name contains' })
  @Requires('GROUP:VIEW')
  async estateGroups(
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<EstateGroupPage> {
    const [{ result }, counts] = await Promise.all([callUpstream(ctx, hotels.listGroups, {}), hotelCounts(ctx)]);
    const rows = result.group.filter((g) => contains(g.name, name)).map((g) => toEstateGroup(g, counts.get(g.id) ?? 0));
    return pageOf(rows, paging, LIST);
  }

  @Mutation(() => EstateGroupPayload, { description: 'Adds a group (system administrators); pictures are data URLs' })
  @Requires('GROUP:ADD')
  async createHotelGroup(
    @Arg('input', () => EstateGroupInput) input: EstateGroupInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateGroupPayload> {
    await assertLevel(ctx, 'GROUP', 'ADD');
    const { result, message } = await callUpstream(ctx, hotels.createGroup, {
      body: groupBody(input),
      files: pictureParts(GROUP_IMAGES, input),
    });
    return { message, group: toEstateGroup(result.group, 0) };
  }

  @Mutation(() => EstateGroupPayload, { description: 'Changes a group; a picture not sent is kept' })
  @Requires('GROUP:EDIT')
  async updateHotelGroup(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EstateGroupInput) input: EstateGroupInput,
    @Ctx() ctx: BffContext,
  ): Promise<EstateGroupPayload> {
    await assertLevel(ctx, 'GROUP', 'EDIT');
    const { result, message } = await callUpstream(ctx, hotels.updateGroup, {
      body: { ...groupBody(input), id },
      files: pictureParts(GROUP_IMAGES, input),
    });
    const counts = await hotelCounts(ctx);
    return { message, group: toEstateGroup(result.group, counts.get(id) ?? 0) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the group has hotels or users' })
  @Requires('GROUP:DELETE')
  async deleteHotelGroup(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    await assertLevel(ctx, 'GROUP', 'DELETE');
    const { message } = await callUpstream(ctx, hotels.deleteGroup, { params: { id } });
    return { message, id };
  }
}
