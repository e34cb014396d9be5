import { Field, Int, ObjectType } from 'type-graphql';
import type { Group as GroupRow, Hotel as HotelRow, HotelService as ServiceRow } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { ServiceType } from '../auth/viewer.type.js';

@ObjectType({ description: 'A hotel group: owns hotels' })
export class Group {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactPerson!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => [String]) contactNumbers!: string[];
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
}

@ObjectType()
export class Hotel {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => Int) groupId!: number;
  @Field(() => String) groupTitle!: string;
  @Field(() => String) prefix!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
  @Field(() => String, { nullable: true }) titleImage!: string | null;
  @Field(() => String, { nullable: true }) headerLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarLogo!: string | null;
}

@ObjectType({ description: 'A service of a hotel: front office, restaurant, housekeeping or stores' })
export class HotelService {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
}

export const toGroup = (g: GroupRow): Group => ({
  id: g.id,
  name: g.name,
  address: g.address,
  contactPerson: g.contactPerson,
  email: g.email,
  active: g.active,
  contactNumbers: g.contactNumbersList,
  cardLogo: publicFileUrl(g.cardLogo),
  cardImage: publicFileUrl(g.cardImage),
  sideBarImage: publicFileUrl(g.sideBarImage),
});

export const toHotel = (h: HotelRow): Hotel => ({
  id: h.id,
  title: h.title,
  name: h.name,
  type: h.type,
  address: h.address,
  contactNumber: h.contactNumber,
  email: h.email,
  groupId: h.groupId,
  groupTitle: h.groupTitle,
  prefix: h.prefix,
  vatApplicable: h.vatApplicable,
  cardImage: publicFileUrl(h.cardImage),
  cardLogo: publicFileUrl(h.cardLogo),
  sideBarImage: publicFileUrl(h.sideBarImage),
  titleImage: publicFileUrl(h.titleImage),
  headerLogo: publicFileUrl(h.headerLogo),
  sideBarLogo: publicFileUrl(h.sideBarLogo),
});

export const toHotelService = (s: ServiceRow): HotelService => ({
  id: s.id,
  name: s.name,
  serviceType: s.serviceType as ServiceType,
  active: s.active,
  hotelId: s.hotelId,
  cardImage: publicFileUrl(s.cardImage),
  cardLogo: publicFileUrl(s.cardLogo),
});
