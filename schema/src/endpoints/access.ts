// Access (core-platform §6-§7; operations §7 Employees, roles and configuration): roles at every
// level, the roles a user holds, and the privileges of service roles (the feature catalogue of a
// service and each service role's status per feature: READ 0, WRITE 1, MAINTAIN 2, NO_PERMISSION 3).
//
// Roles live at four levels: role (system-wide), groups-role (per group), hotel-role (per hotel) and
// service-role (per service). Only service roles carry privileges (service-role-services-permission);
// the other levels name a user's position and carry none, so rights have one source.
import { z } from 'zod';
import { endpoint, filterText, pagingQuery, pathId, qInt, qList, sortQuery } from '../contract.js';
import {
  applicableRole,
  groupsRole,
  groupsRoleInput,
  hotelRole,
  hotelRoleInput,
  hotelRoleRow,
  role,
  roleInput,
  serviceRole,
  serviceRoleInput,
  serviceRoleRow,
  userRole,
  userRoleInput,
} from '../access-entities.js';
import { permissionEntry, permissionStatus, servicePermission } from '../entities.js';

/** The shapes, for the BFF and tests: `access.entities.role`. */
export * as entities from '../access-entities.js';

const id = z.object({ id: pathId() });
const idList = qList(z.coerce.number().int().positive()).pipe(z.array(z.number()).max(200));
/** The paged role lists search a role's name and description (and its hotel's and service's names). */
const roleSearch = { name: filterText(120), ...pagingQuery };
export const ROLE_SORT_FIELDS = ['name', 'id', 'active'] as const;
export const GROUPS_ROLE_SORT_FIELDS = [...ROLE_SORT_FIELDS, 'groupsId'] as const;
export const HOTEL_ROLE_SORT_FIELDS = [...ROLE_SORT_FIELDS, 'hotelName'] as const;
export const SERVICE_ROLE_SORT_FIELDS = [...ROLE_SORT_FIELDS, 'serviceName', 'hotelName'] as const;

// ------------------------------------------------------------------------------ roles: system

export const listRoles = endpoint({
  id: 'listRoles',
  area: 'auth',
  method: 'GET',
  path: 'role',
  summary: 'System-wide roles',
  result: z.object({ role: z.array(role) }),
});
export const searchRoles = endpoint({
  id: 'searchRoles',
  area: 'auth',
  method: 'GET',
  path: 'role/search',
  query: z.object({ ...roleSearch, ...sortQuery(ROLE_SORT_FIELDS, { field: 'name', direction: 'ASC' }) }),
  paged: true,
  designed: true,
  summary: 'System-wide roles, paged (name: contains, over name and description); by name unless sorted otherwise',
  result: z.object({ role: z.array(role) }),
});
export const createRole = endpoint({
  id: 'createRole',
  area: 'auth',
  method: 'POST',
  path: 'role',
  body: roleInput,
  summary: 'Creates a system-wide role (ADMIN only)',
  result: z.object({ role }),
});
export const updateRole = endpoint({
  id: 'updateRole',
  area: 'auth',
  method: 'PUT',
  path: 'role',
  body: roleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a system-wide role (ADMIN only)',
  result: z.object({ role }),
});
export const deleteRole = endpoint({
  id: 'deleteRole',
  area: 'auth',
  method: 'DELETE',
  path: 'role/{id}',
  params: id,
  summary: 'Deletes a system-wide role nobody holds',
  result: z.object({}),
});
export const rolesOfService = endpoint({
  id: 'rolesOfService',
  area: 'auth',
  method: 'GET',
  path: 'role/service/{id}',
  params: id,
  summary: "Every role that applies to a service: system, its group's, its hotel's and its own service roles",
  result: z.object({ role: z.array(applicableRole) }),
});
export const rolesOfHotel = endpoint({
  id: 'rolesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'role/hotel/{id}',
  params: id,
  summary: "Every role that applies to a hotel: system, its group's, its own and its services' roles",
  result: z.object({ role: z.array(applicableRole) }),
});

// ------------------------------------------------------------------------------- roles: group

export const listGroupsRoles = endpoint({
  id: 'listGroupsRoles',
  area: 'auth',
  method: 'GET',
  path: 'groups-role',
  summary: "Group roles of the caller's groups",
  result: z.object({ groupsRole: z.array(groupsRole) }),
});
export const searchGroupsRoles = endpoint({
  id: 'searchGroupsRoles',
  area: 'auth',
  method: 'GET',
  path: 'groups-role/search',
  query: z.object({
    groupsId: qInt().positive().optional(),
    ...roleSearch,
    ...sortQuery(GROUPS_ROLE_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary:
    "Group roles of one group (every readable group's when none is named), paged (name: contains); by name unless sorted otherwise",
  result: z.object({ groupsRole: z.array(groupsRole) }),
});
export const createGroupsRole = endpoint({
  id: 'createGroupsRole',
  area: 'auth',
  method: 'POST',
  path: 'groups-role',
  body: groupsRoleInput,
  summary: 'Creates a role of a group',
  result: z.object({ groupsRole }),
});
export const updateGroupsRole = endpoint({
  id: 'updateGroupsRole',
  area: 'auth',
  method: 'PUT',
  path: 'groups-role',
  body: groupsRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a role of a group',
  result: z.object({ groupsRole }),
});
export const deleteGroupsRole = endpoint({
  id: 'deleteGroupsRole',
  area: 'auth',
  method: 'DELETE',
  path: 'groups-role/{id}',
  params: id,
  summary: 'Deletes a group role nobody holds',
  result: z.object({}),
});
export const groupsRolesOfGroup = endpoint({
  id: 'groupsRolesOfGroup',
  area: 'auth',
  method: 'GET',
  path: 'groups-role/groupsId/{id}',
  params: id,
  summary: 'Roles of one group',
  result: z.object({ groupsRole: z.array(groupsRole) }),
});

// ------------------------------------------------------------------------------- roles: hotel

export const listHotelRoles = endpoint({
  id: 'listHotelRoles',
  area: 'auth',
  method: 'GET',
  path: 'hotel-role',
  summary: "Hotel roles of the caller's hotels",
  result: z.object({ hotelRole: z.array(hotelRole) }),
});
export const searchHotelRoles = endpoint({
  id: 'searchHotelRoles',
  area: 'auth',
  method: 'GET',
  path: 'hotel-role/search',
  query: z.object({
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    ...roleSearch,
    ...sortQuery(HOTEL_ROLE_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary:
    "Hotel roles of one hotel, of a group's hotels, or every readable one, paged (name: contains, also over the hotel's name); by name unless sorted otherwise",
  result: z.object({ hotelRole: z.array(hotelRoleRow) }),
});
export const createHotelRole = endpoint({
  id: 'createHotelRole',
  area: 'auth',
  method: 'POST',
  path: 'hotel-role',
  body: hotelRoleInput,
  summary: 'Creates a role of a hotel',
  result: z.object({ hotelRole }),
});
export const updateHotelRole = endpoint({
  id: 'updateHotelRole',
  area: 'auth',
  method: 'PUT',
  path: 'hotel-role',
  body: hotelRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Updates a role of a hotel',
  result: z.object({ hotelRole }),
});
export const deleteHotelRole = endpoint({
  id: 'deleteHotelRole',
  area: 'auth',
  method: 'DELETE',
  path: 'hotel-role/{id}',
  params: id,
  summary: 'Deletes a hotel role nobody holds',
  result: z.object({}),
});
export const hotelRolesOfHotel = endpoint({
  id: 'hotelRolesOfHotel',
  area: 'auth',
  method: 'GET',
  path: 'hotel-role/hotelId/{id}',
  params: id,
  summary: 'Roles of one hotel',
  result: z.object({ hotelRole: z.array(hotelRole) }),
});

// ----------------------------------------------------------------------------- roles: service

export const listServiceRoles = endpoint({
  id: 'listServiceRoles',
  area: 'auth',
  method: 'GET',
  path: 'service-role',
  summary: "Service roles of the caller's services",
  result: z.object({ serviceRole: z.array(serviceRole) }),
});
export const searchServiceRoles = endpoint({
  id: 'searchServiceRoles',
  area: 'auth',
  method: 'GET',
  path: 'service-role/search',
  query: z.object({
    serviceId: qInt().positive().optional(),
    hotelId: qInt().positive().optional(),
    groupsId: qInt().positive().optional(),
    ...roleSearch,
    ...sortQuery(SERVICE_ROLE_SORT_FIELDS, { field: 'name', direction: 'ASC' }),
  }),
  paged: true,
  designed: true,
  summary:
    "Service roles of one service, a hotel's services, a group's, or every readable one, paged (name: contains, also over the service's and hotel's names); by name unless sorted otherwise",
  result: z.object({ serviceRole: z.array(serviceRoleRow) }),
});
export const createServiceRole = endpoint({
  id: 'createServiceRole',
  area: 'auth',
  method: 'POST',
  path: 'service-role',
  body: serviceRoleInput,
  summary: 'Creates a role of a service (its privileges start at NO_PERMISSION)',
  result: z.object({ serviceRole }),
});
export const updateServiceRole = endpoint({
  id: 'updateServiceRole',
  area: 'auth',
  method: 'PUT',
  path: 'service-role',
  body: serviceRoleInput.extend({ id: z.number().int().positive() }),
  summary: 'Renames or (de)activates a role of a service; the service cannot change',
  result: z.object({ serviceRole }),
});
export const deleteServiceRole = endpoint({
  id: 'deleteServiceRole',
  area: 'auth',
  method: 'DELETE',
  path: 'service-role/{id}',
  params: id,
  summary: 'Deletes a service role nobody holds, with its privileges',
  result: z.object({}),
});
export const serviceRolesOfService = endpoint({
  id: 'serviceRolesOfService',
  area: 'auth',
  method: 'GET',
  path: 'service-role/serviceId/{id}',
  params: id,
  summary: 'Roles of one service',
  result: z.object({ serviceRole: z.array(serviceRole) }),
});
export const serviceRolesOfServicesAndHotels = endpoint({
  id: 'serviceRolesOfServicesAndHotels',
  area: 'auth',
  method: 'GET',
  path: 'service-role/service-id-list-hotel-id-list',
  query: z.object({ hotelIdList: idList.optional(), serviceIdList: idList.optional() }),
  summary: 'Service roles of the listed services and of every service of the listed hotels',
  result: z.object({ serviceRole: z.array(serviceRole) }),
});

// ------------------------------------------------------------------- roles a user holds (designed)

export const userRoleOf = endpoint({
  id: 'userRoleOf',
  area: 'auth',
  method: 'GET',
  path: 'user-role/user/{id}',
  params: id,
  designed: true,
  summary: 'The system, group and hotel role a user holds',
  result: z.object({ userRole }),
});
export const updateUserRole = endpoint({
  id: 'updateUserRole',
  area: 'auth',
  method: 'PUT',
  path: 'user-role',
  body: userRoleInput,
  designed: true,
  summary: 'Sets the system, group and hotel role a user holds (null: none)',
  result: z.object({ userRole }),
});

// -------------------------------------------------------------------------------- privileges

export const servicePermissions = endpoint({
  id: 'servicePermissions',
  area: 'auth',
  method: 'GET',
  path: 'services-permission/service/{id}',
  params: z.object({ id: pathId() }),
  summary: "The features that apply to a service (its type's features plus administration)",
  result: z.object({ servicesPermission: z.array(servicePermission) }),
});
export const serviceRolePermissions = endpoint({
  id: 'serviceRolePermissions',
  area: 'auth',
  method: 'GET',
  path: 'service-role-services-permission/service-role/{id}',
  params: z.object({ id: pathId() }),
  summary: "A service role's status for every feature of its service",
  result: z.object({ servicespermission: z.array(permissionEntry) }),
});
export const updateServiceRolePermissions = endpoint({
  id: 'updateServiceRolePermissions',
  area: 'auth',
  method: 'PUT',
  path: 'service-role-services-permission',
  body: z.object({
    serviceRoleId: z.number().int().positive(),
    permissions: z
      .array(z.object({ servicesPermissionId: z.number().int().positive(), status: permissionStatus }))
      .max(500),
  }),
  summary: "Sets a service role's status per feature",
  result: z.object({ servicespermission: z.array(permissionEntry) }),
});
