// What a user may do, as the BFF's session and the privilege overviews read it: their permission
// list for one service (as the BFF loads it after sign-in), for every service they may use, and
// their administration rights outside any service (the Setting link, group admin pages), where
// administrators hold MAINTAIN on every administration feature and a USER holds none.
import { PermissionStatus } from '@hotel/domain';
import { permission, type PermissionEntry } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireInScope, scopeOf } from '../auth/scope.js';
import { findService } from '../hotel/hotel.routes.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { principalOf, requireVisibleUser, sharedScope } from '../people/users.routes.js';
import { permissionsFor } from './permission-repository.js';

export function permissionRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(permission.userServicePermissions, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.userId);
      if (!(await findService(db, params.serviceId))) throw notFound('Service');
      // Someone else's list also needs the service in the administrator's own scope.
      if (principal.userId !== target.id) requireInScope(await scopeOf(db, principal), 'service', params.serviceId);
      return {
        result: {
          servicespermission: await permissionsFor(db, principalOf(target), params.serviceId),
        },
      };
    }),

    route(permission.allPermissionsOfUser, async ({ params, principal }) => {
      const target = await requireVisibleUser(db, principal, params.id);
      const scope = await sharedScope(db, principal, target);
      const servicespermission: { serviceId: number; permissions: PermissionEntry[] }[] = [];
      for (const serviceId of scope.serviceIds) {
        servicespermission.push({
          serviceId,
          permissions: await permissionsFor(db, principalOf(target), serviceId),
        });
      }
      return { result: { servicespermission } };
    }),

    route(permission.overallPermissions, async ({ params, principal }) => {
      // Oneself, or a user the administrator may see: a level is not disclosed across tenants.
      const user = await requireVisibleUser(db, principal, params.id);
      const status = user.user_level === 'USER' ? PermissionStatus.NO_PERMISSION : PermissionStatus.MAINTAIN;
      const rows = await db.query<{ id: number; name: string; prefix: string; active: boolean }>(
        "select id, name, prefix, active from feature where scope = 'ADMIN' order by id",
      );
      return { result: { servicespermission: rows.map((r) => ({ ...r, status })) } };
    }),
  ];
}
