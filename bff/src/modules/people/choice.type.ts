// What the employee, user and allocation forms choose from: the services in the caller's scope
// (with their hotel) and each service's roles.
import { Field, Int, ObjectType } from 'type-graphql';
import { ServiceType } from '../auth/viewer.type.js';

@ObjectType({ description: 'A service a user may be allocated to, with its hotel' })
export class StaffService {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Int) hotelId!: number;
  @Field(() => String) hotelName!: string;
}

@ObjectType({ description: 'A service role to choose in a form' })
export class StaffServiceRole {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => Boolean) active!: boolean;
}
