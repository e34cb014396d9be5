// Employees: the people on a hotel's payroll (housekeepers, stewards, storekeepers...), whether or not
// they sign in. An employee may name the service they work in and the service role they hold there,
// and may be linked to the user they sign in as. Rights: the EMPLOYEE feature on the hotel.
import { Feature, PEOPLE_NOTICES } from '@hotel/domain';
import { people } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { conflictOn, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { findHotel } from '../hotel/hotel.routes.js';
import { principalOf } from './users.routes.js';
import { USER_COLUMNS, type UserRow } from './user-repository.js';
import { requireAdminRight } from '../permission/admin-right.js';

type Employee = people.entities.Employee;

/** A conflict naming the field at fault, so the form shows it beside the input. */

type EmployeeInput = z.output<typeof people.entities.employeeInput>;

const EMPLOYEE_COLUMNS = `select e.id, e.first_name as "firstName", e.last_name as "lastName", e.email, e.phone,
    e.designation, e.hotel_id as "hotelId", e.service_id as "serviceId", s.name as "serviceName",
    e.service_role_id as "serviceRoleId", r.name as "serviceRoleName", e.user_id as "userId", e.active`;
const EMPLOYEE_FROM = `from employee e
  left join hotel_service s on s.id = e.service_id
  left join service_role r on r.id = e.service_role_id`;
const EMPLOYEE_SELECT = `${EMPLOYEE_COLUMNS} ${EMPLOYEE_FROM}`;

const SORT: SortColumnsOf<typeof people.employeesOfHotel> = {
  id: 'e.id',
  firstName: 'lower(e.first_name)',
  lastName: 'lower(e.last_name)',
  email: 'lower(e.email)',
  designation: 'lower(e.designation)',
  active: 'e.active',
};

export function employeesRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('employee_email_key', 'EMPLOYEE_EMAIL_TAKEN', 'email');
  describeConstraint('employee_user_key', 'EMPLOYEE_USER_LINKED');

  const findEmployee = async (id: number): Promise<Employee> => {
    const [row] = await db.query<Employee>(`${EMPLOYEE_SELECT} where e.id = $1`, [id]);
    if (!row) throw notFound('Employee');
    return row;
  };

  /** The service, role and user an employee names must belong to their hotel. */
  const checkReferences = async (tx: Queryable, body: EmployeeInput) => {
    if (body.serviceId !== null) {
      const [service] = await tx.query<{ hotel_id: number }>('select hotel_id from hotel_service where id = $1', [
        body.serviceId,
      ]);
      if (!service) throw notFound('Service');
      if (service.hotel_id !== body.hotelId) throw invalid('serviceId', 'SERVICE_NOT_IN_HOTEL');
    }
    if (body.serviceRoleId !== null) {
      const [role] = await tx.query<{ service_id: number }>('select service_id from service_role where id = $1', [
        body.serviceRoleId,
      ]);
      if (!role) throw notFound('Service role');
      if (role.service_id !== body.serviceId) throw invalid('serviceRoleId', 'ROLE_OF_ANOTHER_SERVICE');
    }
    if (body.userId !== null) {
      const [user] = await tx.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [body.userId]);
      if (!user) throw notFound('User');
      const scope = await scopeOf(tx, principalOf(user));
      if (!scope.all && !scope.hotelIds.includes(body.hotelId)) throw invalid('userId', 'USER_NOT_IN_HOTEL');
    }
  };

  const assertFree = async (tx: Queryable, body: EmployeeInput, id: number) => {
    if (body.email !== '') {
      const [taken] = await tx.query(
        'select 1 from employee where hotel_id = $1 and lower(email) = lower($2) and id <> $3',
        [body.hotelId, body.email, id],
      );
      if (taken) throw conflictOn('email', 'EMPLOYEE_EMAIL_TAKEN');
    }
    if (body.userId !== null) {
      const [linked] = await tx.query('select 1 from employee where hotel_id = $1 and user_id = $2 and id <> $3', [
        body.hotelId,
        body.userId,
        id,
      ]);
      if (linked) throw conflictOn('userId', 'EMPLOYEE_USER_LINKED');
    }
  };

  const values = (body: EmployeeInput) => [
    body.hotelId,
    body.firstName,
    body.lastName,
    body.email.toLowerCase(),
    body.phone,
    body.designation,
    body.serviceId,
    body.serviceRoleId,
    body.userId,
    body.active,
  ];

  const requireHotel = async (principal: Principal, hotelId: number, operation: 'VIEW' | 'ADD' | 'EDIT' | 'DELETE') => {
    if (!(await findHotel(db, hotelId))) throw notFound('Hotel');
    await requireAdminRight(db, principal, { hotel: hotelId }, Feature.EMPLOYEE, operation);
  };

  return [
    route(people.employeesOfHotel, async ({ params, query, principal }) => {
      await requireHotel(principal, params.hotelId, 'VIEW');
      const { rows: employee, pagination } = await pageOf<Employee>(db, {
        select: EMPLOYEE_COLUMNS,
        from: `${EMPLOYEE_FROM} where e.hotel_id = $1 and ($2::text is null or e.first_name || ' ' || e.last_name ilike $2
                 or e.email ilike $2 or e.designation ilike $2)`,
        params: [params.hotelId, containsText(query.name)],
        sort: SORT,
        id: 'e.id',
        query,
      });
      return { result: { employee }, pagination };
    }),

    route(people.createEmployee, async ({ body, principal }) => {
      await requireHotel(principal, body.hotelId, 'ADD');
      const id = await db.transaction(async (tx) => {
        await checkReferences(tx, body);
        await assertFree(tx, body, 0);
        const [row] = await tx.query<{ id: number }>(
          `insert into employee (hotel_id, first_name, last_name, email, phone, designation, service_id, service_role_id,
                                 user_id, active)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          values(body),
        );
        return row!.id;
      });
      return { result: { employee: await findEmployee(id) }, message: PEOPLE_NOTICES.EMPLOYEE_CREATED };
    }),

    route(people.updateEmployee, async ({ body, principal }) => {
      const current = await findEmployee(body.id);
      await requireHotel(principal, current.hotelId, 'EDIT');
      if (body.hotelId !== current.hotelId) await requireHotel(principal, body.hotelId, 'EDIT');
      await db.transaction(async (tx) => {
        await checkReferences(tx, body);
        await assertFree(tx, body, body.id);
        await tx.query(
          `update employee set hotel_id = $2, first_name = $3, last_name = $4, email = $5, phone = $6, designation = $7,
                  service_id = $8, service_role_id = $9, user_id = $10, active = $11
            where id = $1`,
          [body.id, ...values(body)],
        );
      });
      return { result: { employee: await findEmployee(body.id) }, message: PEOPLE_NOTICES.EMPLOYEE_UPDATED };
    }),

    route(people.deleteEmployee, async ({ params, principal }) => {
      const current = await findEmployee(params.id);
      await requireHotel(principal, current.hotelId, 'DELETE');
      await db.query('delete from employee where id = $1', [params.id]);
      return { result: {}, message: PEOPLE_NOTICES.EMPLOYEE_DELETED };
    }),
  ];
}
