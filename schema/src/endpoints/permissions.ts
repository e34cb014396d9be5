// Permissions (core-platform §6-§7): the feature catalogue per service and each service role's
// status (READ 0, WRITE 1, MAINTAIN 2, NO_PERMISSION 3) for every feature.
import { z } from 'zod';
import { endpoint, pathId } from '../contract.js';
import { permissionEntry, permissionStatus, servicePermission } from '../entities.js';

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
export const userServicePermissions = endpoint({
  id: 'userServicePermissions',
  area: 'auth',
  method: 'GET',
  path: 'service-role-services-permission/user/{userId}/service/{serviceId}',
  params: z.object({ userId: pathId(), serviceId: pathId() }),
  summary: "A user's permission list for one service",
  result: z.object({ servicespermission: z.array(permissionEntry) }),
});

export const overallPermissions = endpoint({
  id: 'overallPermissions',
  area: 'auth',
  method: 'GET',
  path: 'users/over-all-permission/{id}',
  params: z.object({ id: pathId() }),
  summary: "A user's administration (group-level) permissions, independent of any service",
  result: z.object({ servicespermission: z.array(permissionEntry) }),
});
