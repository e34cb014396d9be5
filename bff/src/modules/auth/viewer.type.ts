import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CurrentUser } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';

export enum UserLevel {
  ADMIN = 'ADMIN',
  GROUP = 'GROUP',
  HOTEL = 'HOTEL',
  SERVICE = 'SERVICE',
  USER = 'USER',
}
registerEnumType(UserLevel, { name: 'UserLevel', description: 'Login level: decides where a user lands' });

export enum ServiceType {
  HOTEL = 'HOTEL',
  RESTAURANT = 'RESTAURANT',
  HOUSEKEEPING = 'HOUSEKEEPING',
  INVENTORY = 'INVENTORY',
}
registerEnumType(ServiceType, { name: 'ServiceType' });

@ObjectType()
export class ProfileHotel {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
  @Field(() => String, { nullable: true }) titleImage!: string | null;
}

@ObjectType()
export class ProfileGroup {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType()
export class ProfileService {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
}

@ObjectType()
export class ViewerProfile {
  @Field(() => ProfileHotel, { nullable: true }) hotel!: ProfileHotel | null;
  @Field(() => ProfileGroup, { nullable: true }) group!: ProfileGroup | null;
  @Field(() => ProfileService, { nullable: true }) service!: ProfileService | null;
}

@ObjectType({ description: 'The signed-in user' })
export class Viewer {
  @Field(() => Int) id!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'The part of the email before the at sign, shown in the header' })
  userName!: string;
  @Field(() => String, { nullable: true }) imgUrl!: string | null;
  @Field(() => UserLevel) level!: UserLevel;
  @Field(() => [Int]) groupIds!: number[];
  @Field(() => [Int]) hotelIds!: number[];
  @Field(() => [Int]) serviceIds!: number[];
  @Field(() => ViewerProfile) profile!: ViewerProfile;
}

export function toViewer(u: CurrentUser): Viewer {
  const p = u.profile;
  return {
    id: u.userId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    userName: u.userName,
    imgUrl: publicFileUrl(u.imgUrl),
    level: u.userLevel as UserLevel,
    groupIds: u.groupIds,
    hotelIds: u.hotelIds,
    serviceIds: u.serviceIds,
    profile: {
      hotel: p.hotelResponse
        ? {
            ...p.hotelResponse,
            sideBarImage: publicFileUrl(p.hotelResponse.sideBarImage),
            titleImage: publicFileUrl(p.hotelResponse.titleImage),
          }
        : null,
      group: p.groupResponse,
      service: p.hotelServiceResponse
        ? { ...p.hotelServiceResponse, serviceType: p.hotelServiceResponse.serviceType as ServiceType }
        : null,
    },
  };
}
