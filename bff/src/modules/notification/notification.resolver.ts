// The notification bell: the hotel's notifications, answering channel requests, and the live
// channel-request topic bridged from STOMP.
import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { NOTIFICATION_TEXTS, type NotificationKey } from '@hotel/domain';
import { channel, channelCreationTopic, notification, type TopicMessage } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { appError, ErrorCode, fromUpstream, refusalError } from '../../errors.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { publicFileUrl } from '../../http/files.js';
import { liveStream } from '../../stomp/live-stream.js';
import { Message } from '../auth/session.type.js';
import { ChannelRequestEvent, LiveEventKind, Notification } from './notification.type.js';
import { Channel, toChannel } from '../channel/channel.type.js';

/** The bell asks for up to 200 pending requests and shows at most 10 (core §7, operations §9). */
export const PENDING_PAGE_SIZE = 200;

interface ChannelRequestArgs {
  hotelId: number;
}

const CHANNEL_RESYNC: ChannelRequestEvent = { kind: LiveEventKind.RESYNC, request: null };

/** A /channel-creation/{serviceType}/{hotelId} message: the toast's channel and hotel. */
function toChannelRequestEvent(message: TopicMessage<'channelCreation'>): ChannelRequestEvent {
  return {
    kind: LiveEventKind.MESSAGE,
    request: {
      channelName: message.channelName,
      hotelName: message.hotelName,
      hotelCardLogo: publicFileUrl(message.hotelCardLogo),
      channelId: message.channelId ?? null,
      hotelId: message.hotelId ?? null,
    },
  };
}

async function channelRequestStream({
  args,
  context,
}: SubscribeResolverData<unknown, ChannelRequestArgs, BffContext>): Promise<
  AsyncIterableIterator<ChannelRequestEvent>
> {
  // The field's @Requires already ran at subscribe time (type-graphql guards subscribe too), for the
  // request's service. The hotel's requests also need CHANNEL VIEW in that hotel, which is not the same
  // thing for someone working in two hotels: the upstream judges it, by the rule its channel reads
  // follow, on a one-row read of the hotel's pending requests. A refusal ends the subscription.
  const session = await context.session();
  if (session.viewer.userLevel !== 'ADMIN' && !session.viewer.hotelIds.includes(args.hotelId)) {
    throw refusalError(ErrorCode.FORBIDDEN, 'NO_ACCESS_TO_HOTEL');
  }
  try {
    await context.upstream.call(channel.searchChannels, {
      query: {
        hotelId: args.hotelId,
        channelStatus: 'NEW_PENDING',
        page: 0,
        size: 1,
        sortField: 'id',
        direction: 'DESC',
      },
    });
  } catch (err) {
    // A subscription's errors skip Apollo's formatError: give the refusal its extensions here.
    if (!(err instanceof UpstreamError)) throw err;
    const { code, message, extra } = fromUpstream(err);
    throw appError(code, message, extra);
  }
  return liveStream(
    context.bridge.subscribe(channelCreationTopic('HOTEL', args.hotelId)),
    CHANNEL_RESYNC,
    toChannelRequestEvent,
  );
}

const isNotificationKey = (key: string | null): key is NotificationKey =>
  key !== null && Object.prototype.hasOwnProperty.call(NOTIFICATION_TEXTS, key);

@Resolver()
export class NotificationResolver {
  @Query(() => [Notification])
  @Requires('CHANNEL:VIEW')
  async notifications(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<Notification[]> {
    const { result } = await ctx.upstream.call(notification.hotelNotifications, {
      params: { hotelId },
    });
    return result.notification.map((n) => ({
      ...n,
      messageKey: isNotificationKey(n.messageKey) ? n.messageKey : null,
      userIcon: publicFileUrl(n.userIcon),
      createdAt: new Date(n.createdAt),
    }));
  }

  @Query(() => [Channel], { description: 'Channel requests waiting for an answer (NEW_PENDING), newest first' })
  @Requires('CHANNEL:VIEW')
  async pendingChannelRequests(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<Channel[]> {
    const { result } = await ctx.upstream.call(channel.searchChannels, {
      query: {
        hotelId,
        channelStatus: 'NEW_PENDING',
        page: 0,
        size: PENDING_PAGE_SIZE,
        sortField: 'id',
        direction: 'DESC',
      },
    });
    return result.channel.map(toChannel);
  }

  @Mutation(() => Message)
  @Requires('CHANNEL:EDIT')
  async answerChannelRequest(
    @Arg('hotelId', () => Int) hotelId: number,
    @Arg('channelId', () => Int) channelId: number,
    @Arg('accept', () => Boolean) accept: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(notification.answerChannelRequest, {
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
