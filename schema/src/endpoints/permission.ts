// Permission (core-platform §6-§7): what a user may do, as the permission lists the BFF's session
// and the privilege overviews read: a user's list for one service, for every service they may use,
// and the administration features outside any service (status READ 0, WRITE 1, MAINTAIN 2,
// NO_PERMISSION 3). Which service role grants what is edited in access.ts.
import { z } from 'zod';
import { endpoint, pathId } from '../contract.js';
import { permissionEntry } from '../entities.js';

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

export const allPermissionsOfUser = endpoint({
  id: 'allPermissionsOfUser',
  area: 'auth',
  method: 'GET',
  path: 'users/all-permission/{id}',
  params: z.object({ id: pathId() }),
  summary: "A user's permissions for every service they may use",
  result: z.object({
    servicespermission: z.array(z.object({ serviceId: z.number().int(), permissions: z.array(permissionEntry) })),
  }),
});
