// Employees (feature EMPLOYEE): a hotel's paged, sorted list; add, edit and remove; the service roles
// an employee's user holds.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { admin, users } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs, pageQuery } from '../shared/paging.args.js';
import { callUpstream } from '../shared/upstream-call.js';
import {
  Employee,
  EmployeeInput,
  EmployeePage,
  EmployeePayload,
  HeldServiceRole,
  employeeBody,
  toEmployee,
} from './employee.type.js';

type EmployeeSort = (typeof admin.entities.EMPLOYEE_SORT_FIELDS)[number];

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeePage, {
    description:
      "A hotel's employees, paged and sorted (id, firstName, lastName, email, designation, active); name searches name, email and designation",
  })
  @Requires('EMPLOYEE:VIEW')
  async employees(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePage> {
    const { result, pagination } = await callUpstream(ctx, admin.employeesOfHotel, {
      params: { hotelId },
      query: { ...pageQuery<EmployeeSort>(paging), name: name?.trim() || undefined },
    });
    return {
      items: result.employee.map(toEmployee),
      total: pagination?.totalRecords ?? result.employee.length,
      page: paging.page,
    };
  }

  @Mutation(() => EmployeePayload, { description: 'An email already used in the hotel is a CONFLICT on email' })
  @Requires('EMPLOYEE:ADD')
  async createEmployee(
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePayload> {
    const { result, message } = await callUpstream(ctx, admin.createEmployee, { body: employeeBody(input) });
    return { message, employee: toEmployee(result.employee) };
  }

  @Mutation(() => EmployeePayload)
  @Requires('EMPLOYEE:EDIT')
  async updateEmployee(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
    @Ctx() ctx: BffContext,
  ): Promise<EmployeePayload> {
    const { result, message } = await callUpstream(ctx, admin.updateEmployee, { body: { ...employeeBody(input), id } });
    return { message, employee: toEmployee(result.employee) };
  }

  @Mutation(() => DeletePayload)
  @Requires('EMPLOYEE:DELETE')
  async deleteEmployee(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await callUpstream(ctx, admin.deleteEmployee, { params: { id } });
    return { message, id };
  }

  @Query(() => [HeldServiceRole], { description: "The service roles an employee's user holds, with their services" })
  @Requires('EMPLOYEE:VIEW')
  async employeeRoles(@Arg('userId', () => Int) userId: number, @Ctx() ctx: BffContext): Promise<HeldServiceRole[]> {
    const { result } = await callUpstream(ctx, users.employeeRoles, { params: { id: userId } });
    return result.role;
  }
}
