// A hotel's sales channels and which sell online, and the guides and drivers who bring guests.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLDateTime } from 'graphql-scalars';
import type { channel as C, Channel as ChannelRow } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

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
  @Field(() => Boolean, { description: 'Sells the hotel’s rooms online (the web booking engine, the OTAs)' })
  online!: boolean;
  @Field(() => Int) groupId!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => GraphQLDateTime) createdAt!: Date;
}

export const toChannel = (c: ChannelRow): Channel => ({
  id: c.id,
  code: c.code,
  name: c.name,
  country: c.country,
  channelType: c.channelTypeName as ChannelType,
  status: c.channelStatus as ChannelStatus,
  online: c.online,
  groupId: c.groupId,
  hotelId: c.hotelId,
  createdAt: new Date(c.createdAt),
});

@ObjectType()
export class ChannelPage extends PageOf(Channel) {}
@ObjectType()
export class ChannelPayload {
  @Field(() => String) message!: string;
  @Field(() => Channel) channel!: Channel;
}
@InputType()
export class ChannelInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) groupId!: number;
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) country!: string;
  @Field(() => ChannelType) channelType!: ChannelType;
  @Field(() => ChannelStatus, {
    defaultValue: ChannelStatus.NEW_PENDING,
    description: 'NEW_PENDING asks the hotel to accept the channel (a mention in its bell)',
  })
  status!: ChannelStatus;
}
export const channelBody = (i: ChannelInput) => ({
  code: i.code,
  name: i.name,
  country: i.country,
  channelTypeName: i.channelType,
  groupId: i.groupId,
  hotelId: i.hotelId,
  channelStatus: i.status,
});
/** The contract's words for a channel's type and status. */
export const CHANNEL_FIELDS = { channelTypeName: 'channelType', channelStatus: 'status' };

export enum GuideKind {
  GUIDE = 'GUIDE',
  DRIVER = 'DRIVER',
}
registerEnumType(GuideKind, { name: 'GuideKind', description: 'A tour guide or a driver who brings guests' });

@ObjectType({ description: 'A guide or a driver who brings guests, with contact and commission' })
export class Guide {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => GuideKind) kind!: GuideKind;
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'A guide’s licence or a driver’s vehicle number' }) licenseNumber!: string;
  @Field(() => Float, { description: 'Percent of what the guests they bring spend' }) commissionPercent!: number;
  @Field(() => Boolean) active!: boolean;
}
export const toGuide = (g: C.entities.Guide): Guide => ({ ...g, kind: g.kind as GuideKind });

@ObjectType()
export class GuidePage extends PageOf(Guide) {}
@ObjectType()
export class GuidePayload {
  @Field(() => String) message!: string;
  @Field(() => Guide) guide!: Guide;
}
@InputType()
export class GuideInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => GuideKind) kind!: GuideKind;
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) phone!: string;
  @Field(() => String, { defaultValue: '' }) email!: string;
  @Field(() => String, { defaultValue: '' }) licenseNumber!: string;
  @Field(() => Float, { defaultValue: 0 }) commissionPercent!: number;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}
