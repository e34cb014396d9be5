// Employees as the administrator sees them: the people on a hotel's payroll, with the service they
// work in, the service role they hold there and the user they sign in as (all optional).
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { people as admin } from '@hotel/schema';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: "A person on a hotel's payroll; optionally linked to the user they sign in as" })
export class Employee {
  @Field(() => Int) id!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'Unique within the hotel; empty when not given' }) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) designation!: string;
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) serviceId!: number | null;
  @Field(() => String, { nullable: true }) serviceName!: string | null;
  @Field(() => Int, { nullable: true }) serviceRoleId!: number | null;
  @Field(() => String, { nullable: true }) serviceRoleName!: string | null;
  @Field(() => Int, { nullable: true, description: 'The user the employee signs in as' }) userId!: number | null;
  @Field(() => Boolean) active!: boolean;
}

@ObjectType()
export class EmployeePage extends PageOf(Employee) {}

@ObjectType()
export class EmployeePayload {
  @Field(() => String) message!: string;
  @Field(() => Employee) employee!: Employee;
}

@InputType({
  description: 'Every field of an employee; a service role needs its service, a user must work in the hotel',
})
export class EmployeeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { defaultValue: '' }) email!: string;
  @Field(() => String, { defaultValue: '', description: 'Digits and spaces, an optional leading +' }) phone!: string;
  @Field(() => String, { defaultValue: '' }) designation!: string;
  @Field(() => Int, { nullable: true }) serviceId?: number | null;
  @Field(() => Int, { nullable: true }) serviceRoleId?: number | null;
  @Field(() => Int, { nullable: true }) userId?: number | null;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@ObjectType({ description: 'A service role a user holds, with its service' })
export class HeldServiceRole {
  @Field(() => Int) serviceRoleId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) serviceId!: number;
  @Field(() => String) serviceName!: string;
}

export const toEmployee = (e: admin.entities.Employee): Employee => ({ ...e });

export const employeeBody = (input: EmployeeInput) => ({
  hotelId: input.hotelId,
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  designation: input.designation,
  serviceId: input.serviceId ?? null,
  serviceRoleId: input.serviceRoleId ?? null,
  userId: input.userId ?? null,
  active: input.active,
});
