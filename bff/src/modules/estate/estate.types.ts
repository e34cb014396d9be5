// Groups, hotels and hotel services as the administration screens see them: every field of
// core-platform §3, the pictures as same-origin URLs (`/files/images/…`), and the counts that tell
// whether a delete will be refused (a group with hotels, a hotel with services).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Group, Hotel, HotelService } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { ServiceType } from '../auth/viewer.type.js';

/** The hotel types the contract allows (`hotelInput.type`). */
export enum HotelType {
  HOTEL = 'HOTEL',
  RESORT = 'RESORT',
  VILLA = 'VILLA',
  BOUTIQUE = 'BOUTIQUE',
}
registerEnumType(HotelType, { name: 'HotelType', description: 'The kind of property; HOTEL hides the Events menu' });

@ObjectType({ description: 'A hotel group with its contact details and pictures' })
export class EstateGroup {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactPerson!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => [String]) contactNumbersList!: string[];
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
  @Field(() => Int, { description: 'Hotels of the group the caller can see; a group with hotels is not deleted' })
  hotelCount!: number;
}

@ObjectType({ description: 'A hotel with every field of its form and its pictures' })
export class EstateHotel {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) name!: string;
  @Field(() => HotelType) type!: HotelType;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => [String]) contactNumbersList!: string[];
  @Field(() => Int) groupId!: number;
  @Field(() => String) groupTitle!: string;
  @Field(() => String, { description: 'Two to six capitals or digits, unique; numbers documents' }) prefix!: string;
  @Field(() => String, { nullable: true }) bedsPropertyId!: string | null;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => String) companyRegistrationNumber!: string;
  @Field(() => String) companyRegistrationAddress!: string;
  @Field(() => String) vatNumber!: string;
  @Field(() => String) webAddress!: string;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
  @Field(() => String, { nullable: true }) titleImage!: string | null;
  @Field(() => String, { nullable: true }) headerLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarLogo!: string | null;
  @Field(() => String, { nullable: true, description: "The group's logo unless the hotel has its own" })
  groupHeaderLogo!: string | null;
  @Field(() => String, { nullable: true }) websiteLogo!: string | null;
  @Field(() => String, { nullable: true }) backgroundImage!: string | null;
  @Field(() => Int, { description: 'Services of the hotel; a hotel with services is not deleted' })
  serviceCount!: number;
}

@ObjectType({ description: 'A service of a hotel with its pictures' })
export class EstateHotelService {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
}

@ObjectType()
export class EstateGroupPage {
  @Field(() => [EstateGroup]) items!: EstateGroup[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
}

@ObjectType()
export class EstateHotelPage {
  @Field(() => [EstateHotel]) items!: EstateHotel[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
}

@ObjectType()
export class EstateHotelServicePage {
  @Field(() => [EstateHotelService]) items!: EstateHotelService[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
}

@ObjectType()
export class EstateGroupPayload {
  @Field(() => String) message!: string;
  @Field(() => EstateGroup) group!: EstateGroup;
}

@ObjectType()
export class EstateHotelPayload {
  @Field(() => String) message!: string;
  @Field(() => EstateHotel) hotel!: EstateHotel;
}

@ObjectType()
export class EstateHotelServicePayload {
  @Field(() => String) message!: string;
  @Field(() => EstateHotelService) service!: EstateHotelService;
}

export const toEstateGroup = (g: Group, hotelCount: number): EstateGroup => ({
  id: g.id,
  name: g.name,
  address: g.address,
  contactPerson: g.contactPerson,
  email: g.email,
  active: g.active,
  contactNumbersList: g.contactNumbersList,
  cardLogo: publicFileUrl(g.cardLogo),
  cardImage: publicFileUrl(g.cardImage),
  sideBarImage: publicFileUrl(g.sideBarImage),
  hotelCount,
});

const HOTEL_TYPES = new Set<string>(Object.values(HotelType));

export const toEstateHotel = (h: Hotel, serviceCount: number): EstateHotel => ({
  id: h.id,
  title: h.title,
  name: h.name,
  // A production service may know other types; they read as HOTEL rather than break the list.
  type: HOTEL_TYPES.has(h.type) ? (h.type as HotelType) : HotelType.HOTEL,
  address: h.address,
  contactNumber: h.contactNumber,
  email: h.email,
  contactNumbersList: h.contactNumbersList,
  groupId: h.groupId,
  groupTitle: h.groupTitle,
  prefix: h.prefix,
  bedsPropertyId: h.bedsPropertyId,
  vatApplicable: h.vatApplicable,
  companyRegistrationNumber: h.companyRegistrationNumber,
  companyRegistrationAddress: h.companyRegistrationAddress,
  vatNumber: h.vatNumber,
  webAddress: h.webAddress,
  cardImage: publicFileUrl(h.cardImage),
  cardLogo: publicFileUrl(h.cardLogo),
  sideBarImage: publicFileUrl(h.sideBarImage),
  titleImage: publicFileUrl(h.titleImage),
  headerLogo: publicFileUrl(h.headerLogo),
  sideBarLogo: publicFileUrl(h.sideBarLogo),
  groupHeaderLogo: publicFileUrl(h.groupHeaderLogo),
  websiteLogo: publicFileUrl(h.websiteLogo),
  backgroundImage: publicFileUrl(h.backgroundImage),
  serviceCount,
});

export const toEstateHotelService = (s: HotelService): EstateHotelService => ({
  id: s.id,
  name: s.name,
  serviceType: s.serviceType as ServiceType,
  active: s.active,
  hotelId: s.hotelId,
  cardImage: publicFileUrl(s.cardImage),
  cardLogo: publicFileUrl(s.cardLogo),
});
