// A hotel, one type for every screen: the cards, the header and the selectors read its names and
// pictures; the fields only the hotel form shows are guarded by HOTEL:VIEW, as is the service count
// that tells whether a delete will be refused. Pictures are same-origin URLs (`/files/images/…`).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Hotel as HotelRow } from '@hotel/schema';
import { Requires } from '../../auth/guards.js';
import { publicFileUrl } from '../../http/files.js';
import { PageOf } from '../shared/paging.args.js';

/** The hotel types the contract allows (`hotelInput.type`). */
export enum HotelType {
  HOTEL = 'HOTEL',
  RESORT = 'RESORT',
  VILLA = 'VILLA',
  BOUTIQUE = 'BOUTIQUE',
}
registerEnumType(HotelType, { name: 'HotelType', description: 'The kind of property; HOTEL hides the Events menu' });

@ObjectType({ description: 'A hotel of a group' })
export class Hotel {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) name!: string;
  @Field(() => HotelType) type!: HotelType;
  @Field(() => String) address!: string;
  @Field(() => String) contactNumber!: string;
  @Field(() => String) email!: string;
  @Field(() => Int) groupId!: number;
  @Field(() => String) groupTitle!: string;
  @Field(() => String, { description: 'Two to six capitals or digits, unique; numbers documents' }) prefix!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
  @Field(() => String, { nullable: true }) titleImage!: string | null;
  @Field(() => String, { nullable: true }) headerLogo!: string | null;
  @Field(() => String, { nullable: true }) sideBarLogo!: string | null;

  @Field(() => [String])
  @Requires('HOTEL:VIEW')
  contactNumbersList!: string[];
  @Field(() => String, { nullable: true })
  @Requires('HOTEL:VIEW')
  bedsPropertyId!: string | null;
  @Field(() => String)
  @Requires('HOTEL:VIEW')
  companyRegistrationNumber!: string;
  @Field(() => String)
  @Requires('HOTEL:VIEW')
  companyRegistrationAddress!: string;
  @Field(() => String)
  @Requires('HOTEL:VIEW')
  vatNumber!: string;
  @Field(() => String)
  @Requires('HOTEL:VIEW')
  webAddress!: string;
  @Field(() => String, { nullable: true, description: "The group's logo unless the hotel has its own" })
  @Requires('HOTEL:VIEW')
  groupHeaderLogo!: string | null;
  @Field(() => String, { nullable: true })
  @Requires('HOTEL:VIEW')
  websiteLogo!: string | null;
  @Field(() => String, { nullable: true })
  @Requires('HOTEL:VIEW')
  backgroundImage!: string | null;
}

@ObjectType()
export class HotelPage extends PageOf(Hotel) {}

@ObjectType()
export class HotelPayload {
  @Field(() => String) message!: string;
  @Field(() => Hotel) hotel!: Hotel;
}

const HOTEL_TYPES = new Set<string>(Object.values(HotelType));

export const toHotel = (h: HotelRow): Hotel => ({
  id: h.id,
  title: h.title,
  name: h.name,
  // A production service may know other types; they read as HOTEL rather than break the list.
  type: HOTEL_TYPES.has(h.type) ? (h.type as HotelType) : HotelType.HOTEL,
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
  contactNumbersList: h.contactNumbersList,
  bedsPropertyId: h.bedsPropertyId,
  companyRegistrationNumber: h.companyRegistrationNumber,
  companyRegistrationAddress: h.companyRegistrationAddress,
  vatNumber: h.vatNumber,
  webAddress: h.webAddress,
  groupHeaderLogo: publicFileUrl(h.groupHeaderLogo),
  websiteLogo: publicFileUrl(h.websiteLogo),
  backgroundImage: publicFileUrl(h.backgroundImage),
});
