// What the group, hotel and service forms send. Field names are the contract's (core-platform §3),
// so a refusal's field errors need no renaming. Pictures are data URLs; null keeps the stored one.
import { Field, InputType, Int } from 'type-graphql';
import { ServiceType } from '../auth/viewer.type.js';
import { HotelType } from './hotel.type.js';

const PICTURE = { nullable: true, description: 'A new picture as a data URL; null keeps the current one' } as const;

@InputType()
export class GroupInput {
  @Field(() => String) name!: string;
  @Field(() => String, { defaultValue: '' }) address!: string;
  @Field(() => String, { defaultValue: '' }) contactPerson!: string;
  @Field(() => String, { defaultValue: '', description: 'Empty or a valid email' }) email!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => [String], { defaultValue: [], description: 'At most 10 numbers' }) contactNumbersList!: string[];
  @Field(() => String, PICTURE) cardLogo?: string | null;
  @Field(() => String, PICTURE) cardImage?: string | null;
  @Field(() => String, PICTURE) sideBarImage?: string | null;
}

@InputType()
export class HotelInput {
  @Field(() => Int) groupId!: number;
  @Field(() => String) title!: string;
  @Field(() => String) name!: string;
  @Field(() => HotelType, { defaultValue: HotelType.HOTEL }) type!: HotelType;
  @Field(() => String, { defaultValue: '' }) address!: string;
  @Field(() => String, { defaultValue: '' }) contactNumber!: string;
  @Field(() => String, { defaultValue: '', description: 'Empty or a valid email' }) email!: string;
  @Field(() => [String], { defaultValue: [], description: 'At most 10 numbers' }) contactNumbersList!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'Two to six capitals or digits; null: made from the name (create) or kept (update)',
  })
  prefix?: string | null;
  @Field(() => String, { nullable: true }) bedsPropertyId?: string | null;
  @Field(() => Boolean, { defaultValue: false }) vatApplicable!: boolean;
  @Field(() => String, { defaultValue: '' }) companyRegistrationNumber!: string;
  @Field(() => String, { defaultValue: '' }) companyRegistrationAddress!: string;
  @Field(() => String, { defaultValue: '' }) vatNumber!: string;
  @Field(() => String, { defaultValue: '' }) webAddress!: string;
  @Field(() => String, PICTURE) cardImage?: string | null;
  @Field(() => String, PICTURE) cardLogo?: string | null;
  @Field(() => String, PICTURE) sideBarImage?: string | null;
  @Field(() => String, PICTURE) titleImage?: string | null;
  @Field(() => String, PICTURE) headerLogo?: string | null;
  @Field(() => String, PICTURE) sideBarLogo?: string | null;
}

@InputType()
export class HotelServiceInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) name!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
  @Field(() => String, PICTURE) cardImage?: string | null;
  @Field(() => String, PICTURE) cardLogo?: string | null;
}
