// Minimum nights (operations §7 Discounts and minimum nights): the list of a hotel or group filtered
// by web and direct, add, update and delete; every §5 rule is checked upstream by the domain's rule.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { ownerQuery } from './settings.access.js';
import {
  MinimumNightInput,
  MinimumNightPage,
  MinimumNightPayload,
  minimumNightBody,
  toMinimumNight,
} from './minimum-night.type.js';

const MinimumNightPaging = listPaging('MinimumNightSort', settings.searchMinimumNightsPaged);
type MinimumNightPaging = InstanceType<typeof MinimumNightPaging>;

@Resolver()
export class MinimumNightResolver {
  @Query(() => MinimumNightPage, {
    description:
      "A hotel's (or group's) minimum-night rules, paged; newest range first unless sorted; web/direct: only those for it",
  })
  @Requires('MINIMUM_NIGHT:VIEW')
  async minimumNights(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('web', () => Boolean, { nullable: true }) web: boolean | null,
    @Arg('direct', () => Boolean, { nullable: true }) direct: boolean | null,
    @Args(() => MinimumNightPaging) paging: MinimumNightPaging,
    @Ctx() ctx: BffContext,
  ): Promise<MinimumNightPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchMinimumNightsPaged, {
      query: {
        ...ownerQuery(hotelId, groupId),
        ...(web ? { web } : {}),
        ...(direct ? { direct } : {}),
        ...pageQuery(paging),
      },
    });
    return pageFrom(result.minimumNightConfig.map(toMinimumNight), pagination, paging);
  }

  @Mutation(() => MinimumNightPayload, { description: 'Adds a minimum-night rule' })
  @Requires('MINIMUM_NIGHT:ADD')
  async createMinimumNight(
    @Arg('input', () => MinimumNightInput) input: MinimumNightInput,
    @Ctx() ctx: BffContext,
  ): Promise<MinimumNightPayload> {
    const { result, message } = await ctx.upstream.call(settings.createMinimumNight, { body: minimumNightBody(input) });
    return { message, config: toMinimumNight(result.minimumNightConfig) };
  }

  @Mutation(() => MinimumNightPayload, { description: 'Updates a rule; a range that has started since may stay' })
  @Requires('MINIMUM_NIGHT:EDIT')
  async updateMinimumNight(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MinimumNightInput) input: MinimumNightInput,
    @Ctx() ctx: BffContext,
  ): Promise<MinimumNightPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateMinimumNight, {
      body: { ...minimumNightBody(input), id },
    });
    return { message, config: toMinimumNight(result.minimumNightConfig) };
  }

  @Mutation(() => DeletePayload, { description: 'Removes a minimum-night rule' })
  @Requires('MINIMUM_NIGHT:DELETE')
  async deleteMinimumNight(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deleteMinimumNight, { params: { id } });
    return { message, id };
  }
}
