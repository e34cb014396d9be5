// People (core-platform §7 Users and employees; operations §7 Employees). Users are people who sign
// in; their rights for a service come from the service role they hold there. Employees are a hotel's
// staff, optionally linked to the user they sign in as.
import { z } from 'zod';
import { endpoint, pagingQuery, pathId, qInt, qList, sortQuery } from '../contract.js';
import { hotel, hotelService, user, userLevel } from '../entities.js';
import { EMPLOYEE_SORT_FIELDS, allocation, employee, employeeInput, userInput } from '../people-entities.js';

/** The shapes, for the BFF and tests: `people.entities.employee`. */
export * as entities from '../people-entities.js';

const id = z.object({ id: pathId() });
const hotelIdParam = z.object({ hotelId: pathId() });

export const USER_SORT_FIELDS = ['id', 'name', 'email', 'userLevel', 'active'] as const;
export const listUsers = endpoint({
  id: 'listUsers',
  area: 'auth',
  method: 'GET',
  path: 'user',
  summary: "Users within the caller's scope",
  result: z.object({ user: z.array(user) }),
});
export const usersOfHotel = endpoint({
  id: 'usersOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'user/hotel/{id}',
  params: id,
  summary: 'Users tied to a hotel or allocated to one of its services',
  result: z.object({ user: z.array(user) }),
});
export const createUser = endpoint({
  id: 'createUser',
  area: 'auth',
  method: 'POST',
  path: 'user',
  body: userInput,
  summary: 'Creates a user (an administrator adds staff)',
  result: z.object({ user }),
});
export const updateUser = endpoint({
  id: 'updateUser',
  area: 'auth',
  method: 'PUT',
  path: 'user',
  body: userInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a user',
  result: z.object({ user }),
});
export const usersOfServiceRole = endpoint({
  id: 'usersOfServiceRole',
  area: 'auth',
  method: 'GET',
  path: 'user/service-role/{id}',
  params: id,
  summary: 'Users holding a service role',
  result: z.object({ user: z.array(user) }),
});
export const searchUsers = endpoint({
  id: 'searchUsers',
  area: 'auth',
  method: 'GET',
  path: 'users/search',
  query: z.object({
    groupId: qInt().optional(),
    hotelId: qInt().optional(),
    serviceId: qInt().optional(),
    serviceRoleId: qInt().optional(),
    name: z.string().max(120).optional(),
    /** Only users of these levels (the administrator lists). */
    userLevelList: qList(userLevel).pipe(z.array(userLevel).max(5)).optional(),
    ...pagingQuery,
    ...sortQuery(USER_SORT_FIELDS, { field: 'id', direction: 'ASC' }),
  }),
  paged: true,
  summary:
    'Paged user search by group, hotel, service, service role and level (name: contains, over name and email); by id unless sorted otherwise',
  result: z.object({ user: z.array(user) }),
});
export const getUser = endpoint({
  id: 'getUser',
  area: 'auth',
  method: 'GET',
  path: 'user/{id}',
  params: id,
  summary: 'One user',
  result: z.object({ user }),
});
export const allocateUser = endpoint({
  id: 'allocateUser',
  area: 'auth',
  method: 'PUT',
  path: 'users',
  designed: true,
  body: z.object({ userId: z.number().int().positive(), allocations: z.array(allocation).max(50) }),
  summary: "Replaces a user's service allocations (service + service role)",
  result: z.object({ user }),
});
export const employeeRoles = endpoint({
  id: 'employeeRoles',
  area: 'auth',
  method: 'GET',
  path: 'employee/roles/{id}',
  params: id,
  summary: 'The service roles a user holds, with their services',
  result: z.object({
    role: z.array(
      z.object({
        serviceRoleId: z.number().int(),
        name: z.string(),
        serviceId: z.number().int(),
        serviceName: z.string(),
      }),
    ),
  }),
});
export const hotelsOfUserInGroup = endpoint({
  id: 'hotelsOfUserInGroup',
  area: 'hotel',
  method: 'GET',
  path: 'hotel/group/{groupId}/user/{userId}',
  params: z.object({ groupId: pathId(), userId: pathId() }),
  summary: 'Hotels of a group the user may work in',
  result: z.object({ hotel: z.array(hotel) }),
});
export const userLevelOf = endpoint({
  id: 'userLevelOf',
  area: 'auth',
  method: 'GET',
  path: 'user/level/{id}',
  params: id,
  summary: "A user's level",
  result: z.object({ userLevel }),
});
export const servicesOfUserInHotel = endpoint({
  id: 'servicesOfUserInHotel',
  area: 'hotel',
  method: 'GET',
  path: 'hotel-service/hotel/{hotelId}/user/{userId}',
  params: z.object({ hotelId: pathId(), userId: pathId() }),
  summary: 'Services of a hotel the user may work in',
  result: z.object({ hotelService: z.array(hotelService) }),
});

// ---------------------------------------------------------------------------------- employees

export const employeesOfHotel = endpoint({
  id: 'employeesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'employee/hotel/{hotelId}',
  params: hotelIdParam,
  query: z.object({
    ...pagingQuery,
    ...sortQuery(EMPLOYEE_SORT_FIELDS, { field: 'id', direction: 'ASC' }),
    name: z.string().max(120).optional(),
  }),
  paged: true,
  summary: "A hotel's employees, paged and sorted (name: contains, over name, email and designation)",
  result: z.object({ employee: z.array(employee) }),
});
export const createEmployee = endpoint({
  id: 'createEmployee',
  area: 'auth',
  method: 'POST',
  path: 'employee',
  body: employeeInput,
  summary: 'Adds an employee to a hotel',
  result: z.object({ employee }),
});
export const updateEmployee = endpoint({
  id: 'updateEmployee',
  area: 'auth',
  method: 'PUT',
  path: 'employee',
  body: employeeInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates an employee',
  result: z.object({ employee }),
});
export const deleteEmployee = endpoint({
  id: 'deleteEmployee',
  area: 'auth',
  method: 'DELETE',
  path: 'employee/{id}',
  params: id,
  summary: 'Removes an employee',
  result: z.object({}),
});
