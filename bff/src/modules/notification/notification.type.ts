import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';

export enum LiveEventKind {
  MESSAGE = 'MESSAGE',
  RESYNC = 'RESYNC',
}
registerEnumType(LiveEventKind, {
  name: 'LiveEventKind',
  description: 'MESSAGE carries news; RESYNC means the live connection was re-established: refetch.',
});

@ObjectType({ description: 'Type 0 info, 1 success, 2 warning, 3 error, 4 mention (a channel request)' })
export class Notification {
  @Field(() => Int) id!: number;
  @Field(() => Int) type!: number;
  @Field(() => String) description!: string;
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

export enum ChannelStatus {
  NEW_PENDING = 'NEW_PENDING',
  ACTIVE = 'ACTIVE',
  REJECTED = 'REJECTED',
  INACTIVE = 'INACTIVE',
}
registerEnumType(ChannelStatus, { name: 'ChannelStatus' });

export enum ChannelType {
  OTA = 'OTA',
  TA = 'TA',
  WEB = 'WEB',
  DIRECT = 'DIRECT',
}
registerEnumType(ChannelType, { name: 'ChannelType', description: 'OTA, travel agent, own website, direct' });

@ObjectType({ description: 'A sales channel of a hotel (an OTA, a travel agent, the website, direct)' })
export class Channel {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) country!: string;
  @Field(() => ChannelType) channelType!: ChannelType;
  @Field(() => ChannelStatus) status!: ChannelStatus;
  @Field(() => Int) hotelId!: number;
  @Field(() => GraphQLDateTime) createdAt!: Date;
}
