// A hotel's channels (core-platform §2 /channel/new-channel, online-channel; §7 channel search: paged,
// newest first, by code, name, country, type and status), and its guides and drivers. The answer to a
// channel request stays in the notification module.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { channel as C } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  CHANNEL_FIELDS,
  Channel,
  ChannelInput,
  ChannelPage,
  ChannelPayload,
  ChannelStatus,
  ChannelType,
  GuideInput,
  GuideKind,
  GuidePage,
  GuidePayload,
  channelBody,
  toChannel,
  toGuide,
} from './channel.type.js';

const ChannelPaging = listPaging('ChannelSort', C.searchChannels);
type ChannelPaging = InstanceType<typeof ChannelPaging>;

@Resolver()
export class ChannelResolver {
  @Query(() => ChannelPage, { description: "The hotel's channels, newest first unless sorted (text filters: contain)" })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async channels(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => ChannelPaging) paging: ChannelPaging,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('country', () => String, { nullable: true }) country: string | null,
    @Arg('channelType', () => ChannelType, { nullable: true }) channelType: ChannelType | null,
    @Arg('status', () => ChannelStatus, { nullable: true }) status: ChannelStatus | null,
    @Ctx() ctx: BffContext,
  ): Promise<ChannelPage> {
    const { result, pagination } = await ctx.upstream.call(C.searchChannels, {
      query: {
        ...pageQuery(paging),
        hotelId,
        code: code ?? undefined,
        name: name ?? undefined,
        country: country ?? undefined,
        channelTypeName: channelType ?? undefined,
        channelStatus: status ?? undefined,
      },
    });
    return pageFrom(result.channel.map(toChannel), pagination, paging);
  }

  @Mutation(() => ChannelPayload, { description: 'Adds a channel; NEW_PENDING asks the hotel to accept it' })
  @Requires('CHANNEL:ADD', { hotel: 'input.hotelId' })
  async createChannel(
    @Arg('input', () => ChannelInput) input: ChannelInput,
    @Ctx() ctx: BffContext,
  ): Promise<ChannelPayload> {
    const { result, message } = await ctx.upstream.call(C.createChannel, { body: channelBody(input) }, CHANNEL_FIELDS);
    return { message, channel: toChannel(result.channel) };
  }

  @Mutation(() => ChannelPayload)
  @Requires('CHANNEL:EDIT', { hotel: 'input.hotelId' })
  async updateChannel(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ChannelInput) input: ChannelInput,
    @Ctx() ctx: BffContext,
  ): Promise<ChannelPayload> {
    const { result, message } = await ctx.upstream.call(
      C.updateChannel,
      { body: { ...channelBody(input), id } },
      CHANNEL_FIELDS,
    );
    return { message, channel: toChannel(result.channel) };
  }

  @Mutation(() => DeletePayload, { description: 'Refused while the channel has prices' })
  @Requires('CHANNEL:DELETE', { hotel: 'hotelId' })
  async deleteChannel(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(C.deleteChannel, { params: { id } });
    return { message, id };
  }

  @Query(() => [Channel], { description: "The hotel's active channels, each saying whether it sells online" })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async onlineChannels(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<Channel[]> {
    const { result } = await ctx.upstream.call(C.onlineChannels, { params: { hotelId } });
    return result.channel.map(toChannel);
  }

  @Mutation(() => [Channel], { description: 'Sets which active channels sell online (the others stop)' })
  @Requires('CHANNEL:EDIT', { hotel: 'hotelId' })
  async setOnlineChannels(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('channelIds', () => [Int]) channelIds: number[],
    @Ctx() ctx: BffContext,
  ): Promise<Channel[]> {
    const { result } = await ctx.upstream.call(C.setOnlineChannels, { body: { hotelId, channelIds } });
    return result.channel.map(toChannel);
  }
}

const guideEndpoints = (kind: GuideKind) => (kind === GuideKind.GUIDE ? C.guides : C.drivers);
/** Guides and drivers sort by the same fields. */
const GuidePaging = listPaging('GuideSort', C.guides.search);
type GuidePaging = InstanceType<typeof GuidePaging>;
/** Guides and drivers answer under their own key (guide, driver). */
const guideOf = (kind: GuideKind, result: unknown) =>
  (result as Record<string, C.entities.Guide>)[kind === GuideKind.GUIDE ? 'guide' : 'driver']!;

@Resolver()
export class GuideResolver {
  @Query(() => GuidePage, { description: "The hotel's guides or drivers (name, phone or licence: contains)" })
  @Requires('CHANNEL:VIEW', { hotel: 'hotelId' })
  async guides(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('kind', () => GuideKind) kind: GuideKind,
    @Args(() => GuidePaging) paging: GuidePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<GuidePage> {
    const { result, pagination } = await ctx.upstream.call(guideEndpoints(kind).search, {
      query: { ...pageQuery(paging), hotelId, name: name ?? undefined, active: active ?? undefined },
    });
    const rows = (result as Record<string, C.entities.Guide[]>)[kind === GuideKind.GUIDE ? 'guide' : 'driver'] ?? [];
    return pageFrom(rows.map(toGuide), pagination, paging);
  }

  @Mutation(() => GuidePayload)
  @Requires('CHANNEL:ADD', { hotel: 'input.hotelId' })
  async createGuide(@Arg('input', () => GuideInput) input: GuideInput, @Ctx() ctx: BffContext): Promise<GuidePayload> {
    const { kind, ...body } = input;
    const { result, message } = await ctx.upstream.call(guideEndpoints(kind).create, { body });
    return { message, guide: toGuide(guideOf(kind, result)) };
  }

  @Mutation(() => GuidePayload)
  @Requires('CHANNEL:EDIT', { hotel: 'input.hotelId' })
  async updateGuide(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GuideInput) input: GuideInput,
    @Ctx() ctx: BffContext,
  ): Promise<GuidePayload> {
    const { kind, ...body } = input;
    const { result, message } = await ctx.upstream.call(guideEndpoints(kind).update, { body: { ...body, id } });
    return { message, guide: toGuide(guideOf(kind, result)) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CHANNEL:DELETE', { hotel: 'hotelId' })
  async deleteGuide(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Arg('kind', () => GuideKind) kind: GuideKind,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(guideEndpoints(kind).remove, { params: { id } });
    return { message, id };
  }
}
