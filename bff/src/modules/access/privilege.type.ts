// Privileges: a service role's status per feature of its service (the matrix the editor saves), the
// read-only overview of service roles × features, and a user's effective privileges per service.
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PermissionStatus as Status } from '@hotel/domain';
import { ServiceType, UserLevel } from '../auth/viewer.type.js';
import { ServiceRole } from './role.type.js';

/** core §4 Permission status, by name; the numbers are the domain's. */
export enum PermissionStatus {
  READ = 'READ',
  WRITE = 'WRITE',
  MAINTAIN = 'MAINTAIN',
  NO_PERMISSION = 'NO_PERMISSION',
}
registerEnumType(PermissionStatus, {
  name: 'PermissionStatus',
  description: 'READ (0) views; WRITE (1) adds, views, edits; MAINTAIN (2) also deletes; NO_PERMISSION (3) nothing',
});

/** The status's name; an unrecognised number grants nothing, so it reads NO_PERMISSION. */
export function statusName(status: number): PermissionStatus {
  const name = (Object.keys(Status) as (keyof typeof Status)[]).find((key) => Status[key] === status);
  return name ? PermissionStatus[name] : PermissionStatus.NO_PERMISSION;
}

export const statusNumber = (status: PermissionStatus): Status => Status[status];

@ObjectType({ description: 'A feature a service offers (its type’s, or administration)' })
export class PrivilegeFeature {
  @Field(() => Int) featureId!: number;
  @Field(() => String, { description: 'The feature key' }) prefix!: string;
  @Field(() => String, { description: 'The English name; screens translate by prefix' }) name!: string;
  @Field(() => String, { description: 'ADMIN, or the service type whose features it belongs to' }) scope!: string;
}

@ObjectType({ description: "A feature with a role's (or a user's) status on it" })
export class FeaturePrivilege extends PrivilegeFeature {
  @Field(() => PermissionStatus) status!: PermissionStatus;
}

@ObjectType({ description: 'A user, as the privilege pages name them' })
export class PrivilegeUser {
  @Field(() => Int) userId!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => UserLevel) level!: UserLevel;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType({ description: "A service role's privileges: one row per feature its service offers" })
export class PrivilegeMatrix {
  @Field(() => ServiceRole) role!: ServiceRole;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => [FeaturePrivilege], { description: "The service's own features first, then administration" })
  privileges!: FeaturePrivilege[];
  @Field(() => [PrivilegeUser], {
    nullable: true,
    description: 'The users holding the role; null for a caller who may not list users (a USER)',
  })
  holders!: PrivilegeUser[] | null;
}

@InputType()
export class PrivilegeInput {
  @Field(() => Int) featureId!: number;
  @Field(() => PermissionStatus) status!: PermissionStatus;
}

@InputType({ description: "A service role's status per feature; features left out keep their status" })
export class RolePrivilegesInput {
  @Field(() => Int, { description: "The role's service (rights are judged for it)" }) serviceId!: number;
  @Field(() => Int) serviceRoleId!: number;
  @Field(() => [PrivilegeInput]) privileges!: PrivilegeInput[];
}

@ObjectType()
export class RolePrivilegesPayload {
  @Field(() => String) message!: string;
  @Field(() => PrivilegeMatrix) matrix!: PrivilegeMatrix;
}

@ObjectType({ description: "One role's statuses, in the order of its service's features" })
export class RolePrivilegeRow {
  @Field(() => ServiceRole) role!: ServiceRole;
  @Field(() => [PermissionStatus]) statuses!: PermissionStatus[];
}

@ObjectType({ description: 'Every role of a service × the features it offers (read-only)' })
export class ServicePrivilegeOverview {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
  @Field(() => ServiceType) serviceType!: ServiceType;
  @Field(() => Int) hotelId!: number;
  @Field(() => String, { nullable: true }) hotelName!: string | null;
  @Field(() => [PrivilegeFeature]) features!: PrivilegeFeature[];
  @Field(() => [RolePrivilegeRow]) roles!: RolePrivilegeRow[];
}

@ObjectType({ description: "A user's effective privileges in one service and the role they come from" })
export class UserServicePrivileges {
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
  @Field(() => ServiceType, { nullable: true }) serviceType!: ServiceType | null;
  @Field(() => Int, { nullable: true }) hotelId!: number | null;
  @Field(() => String, { nullable: true }) hotelName!: string | null;
  @Field(() => Int, { nullable: true, description: 'The service role held there' }) roleId!: number | null;
  @Field(() => String, { nullable: true }) roleName!: string | null;
  @Field(() => [FeaturePrivilege]) privileges!: FeaturePrivilege[];
}

@ObjectType()
export class UserPrivileges {
  @Field(() => PrivilegeUser) user!: PrivilegeUser;
  @Field(() => Boolean, {
    description: 'Above USER level: every feature of the services in their scope, whatever role they hold',
  })
  administrator!: boolean;
  @Field(() => [UserServicePrivileges]) services!: UserServicePrivileges[];
}
