import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTime, GraphQLJSONObject } from 'graphql-scalars';
import { NOTIFICATION_KEYS, NOTIFICATION_TEXTS, type MessageParams, type NotificationKey as Key } from '@hotel/domain';

export enum LiveEventKind {
  MESSAGE = 'MESSAGE',
  RESYNC = 'RESYNC',
}
registerEnumType(LiveEventKind, {
  name: 'LiveEventKind',
  description: 'MESSAGE carries news; RESYNC means the live connection was re-established: refetch.',
});

/** The domain's notification texts as an enum, each value documented with its English text. */
export const NotificationKey = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, key])) as { [K in Key]: K };
registerEnumType(NotificationKey, {
  name: 'NotificationKey',
  description: 'What a notification says, by key: clients show its translation with `messageParams`.',
  valuesConfig: Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, { description: NOTIFICATION_TEXTS[key] }])),
});

@ObjectType({ description: 'Type 0 info, 1 success, 2 warning, 3 error, 4 mention (a channel request)' })
export class Notification {
  @Field(() => Int) id!: number;
  @Field(() => Int) type!: number;
  @Field(() => String, { description: 'The English text; show the translation of messageKey when there is one' })
  description!: string;
  @Field(() => NotificationKey, { nullable: true, description: 'The text’s key (null: only the description)' })
  messageKey!: Key | null;
  @Field(() => GraphQLJSONObject, { description: 'The values the text names ({{channel}}, {{hotel}})' })
  messageParams!: MessageParams;
  @Field(() => String, { nullable: true }) userIcon!: string | null;
  @Field(() => String) userName!: string;
  @Field(() => Int, { nullable: true }) channelId!: number | null;
  @Field(() => Int) hotelId!: number;
  @Field(() => GraphQLDateTime) createdAt!: Date;
}

@ObjectType({ description: 'A channel asking to sell the hotel’s rooms' })
export class ChannelRequest {
  @Field(() => String) channelName!: string;
  @Field(() => String) hotelName!: string;
  @Field(() => String, { nullable: true }) hotelCardLogo!: string | null;
  @Field(() => Int, { nullable: true }) channelId!: number | null;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
}

@ObjectType()
export class ChannelRequestEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => ChannelRequest, { nullable: true }) request!: ChannelRequest | null;
}
