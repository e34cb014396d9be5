// Groups, hotels and hotel services as the administration screens see them: every field of
// core-platform §3, the pictures as same-origin URLs (`/files/images/…`), and the counts that tell
// whether a delete will be refused (a group with hotels, a hotel with services).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Group, Hotel, HotelService } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { HotelService as HotelServiceType, toGroup, toHotel, toHotelService } from '../hotel/hotel.type.js';

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

/** The same fields as the hotel module's HotelService, under the administration's own type name. */
@ObjectType({ description: 'A service of a hotel with its pictures' })
export class EstateHotelService extends HotelServiceType {}

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

/** The hotel module's Group, with the contact numbers under the form's name and the hotel count. */
export const toEstateGroup = (g: Group, hotelCount: number): EstateGroup => {
  const { contactNumbers, ...group } = toGroup(g);
  return { ...group, contactNumbersList: contactNumbers, hotelCount };
};

const HOTEL_TYPES = new Set<string>(Object.values(HotelType));

/** The hotel module's Hotel plus the rest of the form's fields and pictures and the service count. */
export const toEstateHotel = (h: Hotel, serviceCount: number): EstateHotel => ({
  ...toHotel(h),
  // A production service may know other types; they read as HOTEL rather than break the list.
  type: HOTEL_TYPES.has(h.type) ? (h.type as HotelType) : HotelType.HOTEL,
  contactNumbersList: h.contactNumbersList,
  bedsPropertyId: h.bedsPropertyId,
  companyRegistrationNumber: h.companyRegistrationNumber,
  companyRegistrationAddress: h.companyRegistrationAddress,
  vatNumber: h.vatNumber,
  webAddress: h.webAddress,
  groupHeaderLogo: publicFileUrl(h.groupHeaderLogo),
  websiteLogo: publicFileUrl(h.websiteLogo),
  backgroundImage: publicFileUrl(h.backgroundImage),
  serviceCount,
});

export const toEstateHotelService = (s: HotelService): EstateHotelService => toHotelService(s);
