// The inquiry lead types of a hotel (hotel-setting/lead-type).
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { audit as adminReports } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'Where an inquiry came from (walk-in, phone, travel agent, …); unique by name per hotel' })
export class LeadType {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'Inactive types stay on old inquiries but are not offered for new ones' })
  active!: boolean;
  @Field(() => String, { description: 'ISO instant' }) createdAt!: string;
}

@ObjectType()
export class LeadTypePage extends PageOf(LeadType) {}

@ObjectType()
export class LeadTypePayload {
  @Field(() => String) message!: string;
  @Field(() => LeadType) leadType!: LeadType;
}

@InputType()
export class LeadTypeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { description: 'At most 60 characters' }) name!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

export const toLeadType = (l: adminReports.LeadType): LeadType => ({
  id: l.id,
  hotelId: l.hotelId,
  name: l.name,
  active: l.active,
  createdAt: l.createdAt,
});
