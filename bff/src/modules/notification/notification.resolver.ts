// The notification bell: the hotel's notifications, answering channel requests, and the live
// channel-request topic bridged from STOMP.
import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { channelCreationTopic, isChannelRequestMessage, notifications } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { assertPermission, Requires } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { publicFileUrl } from '../../http/files.js';
import { liveStream } from '../../stomp/live-stream.js';
import { Message } from '../auth/session.type.js';
import {
  Channel,
  ChannelRequestEvent,
  ChannelStatus,
  ChannelType,
  LiveEventKind,
  Notification,
} from './notification.type.js';

/** The bell asks for up to 200 pending requests and shows at most 10 (core §7, operations §9). */
export const PENDING_PAGE_SIZE = 200;

interface ChannelRequestArgs {
  hotelId: number;
}

const CHANNEL_RESYNC: ChannelRequestEvent = { kind: LiveEventKind.RESYNC, request: null };

function toChannelRequestEvent(body: unknown): ChannelRequestEvent {
  if (!isChannelRequestMessage(body)) return { kind: LiveEventKind.MESSAGE, request: null };
  return {
    kind: LiveEventKind.MESSAGE,
    request: {
      channelName: body.channelName,
      hotelName: body.hotelName,
      hotelCardLogo: publicFileUrl(body.hotelCardLogo ?? null),
      channelId: body.channelId ?? null,
      hotelId: body.hotelId ?? null,
    },
  };
}

async function channelRequestStream({
  args,
  context,
}: SubscribeResolverData<unknown, ChannelRequestArgs, BffContext>): Promise<
  AsyncIterableIterator<ChannelRequestEvent>
> {
  // Checked once here, at subscribe time: a caller without the right never gets a stream.
  await assertPermission(context, 'CHANNEL:VIEW');
  const session = await context.session();
  if (session.viewer.userLevel !== 'ADMIN' && !session.viewer.hotelIds.includes(args.hotelId)) {
    throw appError(ErrorCode.FORBIDDEN, 'You do not have access to this hotel');
  }
  return liveStream(
    context.bridge.subscribe(channelCreationTopic('HOTEL', args.hotelId)),
    CHANNEL_RESYNC,
    toChannelRequestEvent,
  );
}

@Resolver()
export class NotificationResolver {
  @Query(() => [Notification])
  @Requires('CHANNEL:VIEW')
  async notifications(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<Notification[]> {
    const { result } = await ctx.upstream.call(notifications.hotelNotifications, {
      token: ctx.token,
      params: { hotelId },
    });
    return result.notification.map((n) => ({
      ...n,
      userIcon: publicFileUrl(n.userIcon),
      createdAt: new Date(n.createdAt),
    }));
  }

  @Query(() => [Channel], { description: 'Channel requests waiting for an answer (NEW_PENDING), newest first' })
  @Requires('CHANNEL:VIEW')
  async pendingChannelRequests(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<Channel[]> {
    const { result } = await ctx.upstream.call(notifications.searchChannels, {
      token: ctx.token,
      query: {
        hotelId,
        channelStatus: 'NEW_PENDING',
        page: 0,
        size: PENDING_PAGE_SIZE,
        sortField: 'id',
        direction: 'DESC',
      },
    });
    return result.channel.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      country: c.country,
      channelType: c.channelTypeName as ChannelType,
      status: c.channelStatus as ChannelStatus,
      hotelId: c.hotelId,
      createdAt: new Date(c.createdAt),
    }));
  }

  @Mutation(() => Message)
  @Requires('CHANNEL:EDIT')
  async answerChannelRequest(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('channelId', () => Int) channelId: number,
    @Arg('accept', () => Boolean) accept: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(notifications.answerChannelRequest, {
      token: ctx.token,
      params: { hotelId, channelId },
      query: { acceptChannel: accept },
    });
    return { message };
  }

  @Subscription(() => ChannelRequestEvent, { subscribe: channelRequestStream })
  @Requires('CHANNEL:VIEW')
  channelRequests(
    @Arg('hotelId', () => Int) _hotelId: number,
    @Root() event: ChannelRequestEvent,
  ): ChannelRequestEvent {
    return event;
  }
}
