// Users and employees (core-platform §7). Users are people who sign in; their rights for a service
// come from the service role they hold there.
import { z } from 'zod';
import { endpoint, pathId, qInt } from '../contract.js';
import { hotel, hotelService, permissionEntry, user, userLevel } from '../entities.js';

const id = z.object({ id: pathId() });
export const allocation = z.object({
  serviceId: z.number().int().positive(),
  serviceRoleId: z.number().int().positive(),
});
export const userInput = z.object({
  id: z.number().int().positive().optional(),
  firstName: z.string().trim().min(1, 'Required field').max(60),
  lastName: z.string().trim().min(1, 'Required field').max(60),
  email: z.email('Invalid email').max(254),
  /** Required on create; on update, empty keeps the current password. */
  password: z.string().max(128).optional(),
  userLevel,
  active: z.boolean().default(true),
  groupId: z.number().int().positive().nullable().default(null),
  hotelId: z.number().int().positive().nullable().default(null),
  allocations: z.array(allocation).max(50).default([]),
});

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
    page: qInt().min(0).default(0),
    size: qInt().min(1).max(200).default(25),
  }),
  paged: true,
  summary: 'Paged user search by group, hotel, service and service role',
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
export const allPermissionsOfUser = endpoint({
  id: 'allPermissionsOfUser',
  area: 'auth',
  method: 'GET',
  path: 'users/all-permission/{id}',
  params: id,
  summary: "A user's permissions for every service they may use",
  result: z.object({
    servicespermission: z.array(z.object({ serviceId: z.number().int(), permissions: z.array(permissionEntry) })),
  }),
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
