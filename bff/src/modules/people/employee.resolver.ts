// Employees (feature EMPLOYEE): a hotel's paged, sorted list; add, edit and remove; the service roles
// an employee's user holds.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { people } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import {
  Employee,
  EmployeeInput,
  EmployeePage,
  EmployeePayload,
  HeldServiceRole,
  employeeBody,
  toEmployee,
} from './employee.type.js';

const EmployeePaging = listPaging('EmployeeSort', people.employeesOfHotel);
type EmployeePaging = InstanceType<typeof EmployeePaging>;

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeePage, {
    description:
      "A hotel's employees, paged and sorted (id, firstName, lastName, email, designation, active); name searches name, email and designation",
  })
  @Requires('EMPLOYEE:VIEW')
  async employees(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => EmployeePaging) paging: EmployeePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePage> {
    const { result, pagination } = await ctx.upstream.call(people.employeesOfHotel, {
      params: { hotelId },
      query: { ...pageQuery(paging), name: name?.trim() || undefined },
    });
    return pageFrom(result.employee.map(toEmployee), pagination, paging);
  }

  @Mutation(() => EmployeePayload, { description: 'An email already used in the hotel is a CONFLICT on email' })
  @Requires('EMPLOYEE:ADD')
  async createEmployee(
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePayload> {
    const { result, message } = await ctx.upstream.call(people.createEmployee, { body: employeeBody(input) });
    return { message, employee: toEmployee(result.employee) };
  }

  @Mutation(() => EmployeePayload)
  @Requires('EMPLOYEE:EDIT')
  async updateEmployee(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePayload> {
    const { result, message } = await ctx.upstream.call(people.updateEmployee, {
      body: { ...employeeBody(input), id },
    });
    return { message, employee: toEmployee(result.employee) };
  }

  @Mutation(() => DeletePayload)
  @Requires('EMPLOYEE:DELETE')
  async deleteEmployee(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(people.deleteEmployee, { params: { id } });
    return { message, id };
  }

  @Query(() => [HeldServiceRole], { description: "The service roles an employee's user holds, with their services" })
  @Requires('EMPLOYEE:VIEW')
  async employeeRoles(@Arg('userId', () => Int) userId: number, @Ctx() ctx: BffContext): Promise<HeldServiceRole[]> {
    const { result } = await ctx.upstream.call(people.employeeRoles, { params: { id: userId } });
    return result.role;
  }
}
