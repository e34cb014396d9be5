// A service of a hotel, one type for the service cards, the selectors and the administration.
import { Field, Int, ObjectType } from 'type-graphql';
import type { HotelService as ServiceRow } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { ServiceType } from '../auth/viewer.type.js';
import { PageOf } from '../shared/paging.args.js';

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

@ObjectType()
export class HotelServicePage extends PageOf(HotelService) {}

@ObjectType()
export class HotelServicePayload {
  @Field(() => String) message!: string;
  @Field(() => HotelService) service!: HotelService;
}

export const toHotelService = (s: ServiceRow): HotelService => ({
  id: s.id,
  name: s.name,
  serviceType: s.serviceType as ServiceType,
  active: s.active,
  hotelId: s.hotelId,
  cardImage: publicFileUrl(s.cardImage),
  cardLogo: publicFileUrl(s.cardLogo),
});
