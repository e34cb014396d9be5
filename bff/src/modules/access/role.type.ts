// Roles at the four levels. Only a service role carries privileges (see privilege.type.ts); a
// system, group or hotel role names a position.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A system-wide role: names a position, carries no privileges' })
export class SystemRole {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType({ description: 'A role of a group: names a position, carries no privileges' })
export class GroupRole extends SystemRole {
  @Field(() => Int) groupId!: number;
}

@ObjectType({ description: 'A role of a hotel: names a position, carries no privileges' })
export class HotelRole extends SystemRole {
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { nullable: true, description: 'Null when the hotel is outside the caller’s view' })
  hotelName!: string | null;
}

@ObjectType({ description: 'A role of a service: the one level that carries privileges' })
export class ServiceRole extends SystemRole {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { nullable: true, description: 'Null when the hotel is outside the caller’s view' })
  hotelName!: string | null;
}

@ObjectType()
export class SystemRolePage extends PageOf(SystemRole) {}

@ObjectType()
export class GroupRolePage extends PageOf(GroupRole) {}

@ObjectType()
export class HotelRolePage extends PageOf(HotelRole) {}

@ObjectType()
export class ServiceRolePage extends PageOf(ServiceRole) {}

@ObjectType()
export class SystemRolePayload {
  @Field(() => String) message!: string;
  @Field(() => SystemRole) role!: SystemRole;
}

@ObjectType()
export class GroupRolePayload {
  @Field(() => String) message!: string;
  @Field(() => GroupRole) role!: GroupRole;
}

@ObjectType()
export class HotelRolePayload {
  @Field(() => String) message!: string;
  @Field(() => HotelRole) role!: HotelRole;
}

@ObjectType()
export class ServiceRolePayload {
  @Field(() => String) message!: string;
  @Field(() => ServiceRole) role!: ServiceRole;
}

@InputType({ description: 'Names are unique per owner (any case); a duplicate is a CONFLICT' })
export class SystemRoleInput {
  @Field(() => String, { description: 'Required, up to 120 characters' }) name!: string;
  @Field(() => String, { defaultValue: '', description: 'Up to 500 characters' }) description!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@InputType()
export class GroupRoleInput extends SystemRoleInput {
  @Field(() => Int) groupId!: number;
}

@InputType()
export class HotelRoleInput extends SystemRoleInput {
  @Field(() => Int) hotelId!: number;
}

@InputType({ description: "A role's service cannot change once created" })
export class ServiceRoleInput extends SystemRoleInput {
  @Field(() => Int) serviceId!: number;
}
