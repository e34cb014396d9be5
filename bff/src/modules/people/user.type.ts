// Users as the administrator sees them: who signs in, at which level, tied to which group and hotel,
// and the service roles they hold (their allocations). Passwords go in, never out.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { User } from '@hotel/schema';
import { UserLevel } from '../auth/viewer.type.js';
import { HeldServiceRole } from './employee.type.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({
  description: 'A user who signs in; `allocations` are the service roles they hold in services you can see',
})
export class UserAccount {
  @Field(() => Int) id!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) userName!: string;
  @Field(() => UserLevel) level!: UserLevel;
  @Field(() => Boolean, { description: 'A disabled user cannot sign in' }) active!: boolean;
  @Field(() => Int, { nullable: true, description: 'The group the user is tied to' }) groupId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The hotel the user is tied to (core §6 hotel scope)' })
  hotelId!: number | null;
  @Field(() => [Int], { description: 'The groups their level lets them work in' }) groupIds!: number[];
  @Field(() => [Int]) hotelIds!: number[];
  @Field(() => [Int]) serviceIds!: number[];
  /** Resolved by the field resolver (UserAccountResolver.allocations). */
  allocations?: HeldServiceRole[];
}

@ObjectType()
export class UserAccountPage extends PageOf(UserAccount) {}

@ObjectType()
export class UserAccountPayload {
  @Field(() => String) message!: string;
  @Field(() => UserAccount) user!: UserAccount;
}

@InputType({ description: 'A service the user works in and the service role they hold there' })
export class UserAllocationInput {
  @Field(() => Int) serviceId!: number;
  @Field(() => Int) serviceRoleId!: number;
}

@InputType({ description: 'A user; the password is required when creating, and empty keeps it when editing' })
export class UserAccountInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, {
    nullable: true,
    description: 'At least 8 characters with an uppercase letter, a lowercase letter and a digit',
  })
  password?: string | null;
  @Field(() => UserLevel, { description: 'Not above your own' }) level!: UserLevel;
  @Field(() => Int, { nullable: true }) groupId?: number | null;
  @Field(() => Int, { nullable: true }) hotelId?: number | null;
  @Field(() => [UserAllocationInput], { defaultValue: [] }) allocations!: UserAllocationInput[];
}

@ObjectType({ description: 'The system, group and hotel role a user holds (null: none)' })
export class UserRoleAssignment {
  @Field(() => Int) userId!: number;
  @Field(() => Int, { nullable: true }) roleId!: number | null;
  @Field(() => Int, { nullable: true }) groupsRoleId!: number | null;
  @Field(() => Int, { nullable: true }) hotelRoleId!: number | null;
}

@ObjectType()
export class UserRoleAssignmentPayload {
  @Field(() => String) message!: string;
  @Field(() => UserRoleAssignment) roles!: UserRoleAssignment;
}

@InputType()
export class UserRoleAssignmentInput {
  @Field(() => Int) userId!: number;
  @Field(() => Int, { nullable: true }) roleId?: number | null;
  @Field(() => Int, { nullable: true }) groupsRoleId?: number | null;
  @Field(() => Int, { nullable: true }) hotelRoleId?: number | null;
}

@ObjectType({ description: 'A role to choose; ownerId is the group or hotel it belongs to (null: system-wide)' })
export class AssignableRole {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) ownerId!: number | null;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType({ description: "The roles that may be given to a user: system-wide, their groups' and their hotels'" })
export class AssignableRoles {
  @Field(() => [AssignableRole]) system!: AssignableRole[];
  @Field(() => [AssignableRole]) group!: AssignableRole[];
  @Field(() => [AssignableRole]) hotel!: AssignableRole[];
}

@ObjectType({ description: 'An administration feature and the status a level grants on it (0-3)' })
export class LevelPermission {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The feature key' }) prefix!: string;
  @Field(() => Int, { description: '0 READ, 1 WRITE, 2 MAINTAIN, 3 NO_PERMISSION' }) status!: number;
}

export const toUserAccount = (u: User): UserAccount => ({
  id: u.userId,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  userName: u.userName,
  level: u.userLevel as UserLevel,
  active: u.active,
  groupId: u.groupId,
  hotelId: u.hotelId,
  groupIds: u.groupIds,
  hotelIds: u.hotelIds,
  serviceIds: u.serviceIds,
});
