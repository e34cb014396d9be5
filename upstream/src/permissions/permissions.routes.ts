// The feature catalogue per service, each service role's status per feature, and a user's
// permission list for a service. A role's privileges are edited by administrators whose scope holds
// the role's service, or by a USER holding PRIVILEGE WRITE there, who cannot grant more than they
// hold themselves; reads need the service in the caller's scope.
import { Feature, grantRank, PermissionStatus } from '@hotel/domain';
import { permissions } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import { forbidden, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findService } from '../hotels/hotels.routes.js';
import { principalOf, requireVisibleUser } from '../users/users.routes.js';
import { requireAdminRight } from '../admin/access.js';
import { FEATURES_OF_SERVICE, permissionsFor, rolePermissions } from './permission-repository.js';

export const BEYOND_OWN_RIGHTS = 'You cannot grant more than you hold yourself';

interface FeatureRow {
  id: number;
  name: string;
  prefix: string;
  scope: string;
  active: boolean;
}

export function permissionsRoutes({ db }: AppContext): RouteBinding[] {
  /** The role's service, once the caller is known to have it in scope. */
  const roleService = async (principal: Principal, roleId: number): Promise<number> => {
    requireUser(principal);
    const [role] = await db.query<{ service_id: number }>('select service_id from service_role where id = $1', [
      roleId,
    ]);
    if (!role) throw notFound('Service role');
    requireInScope(await scopeOf(db, principal), 'service', role.service_id);
    return role.service_id;
  };

  return [
    route(permissions.servicePermissions, async ({ params, principal }) => {
      requireUser(principal);
      if (!(await findService(db, params.id))) throw notFound('Service');
      requireInScope(await scopeOf(db, principal), 'service', params.id);
      const servicesPermission = await db.query<FeatureRow>(FEATURES_OF_SERVICE, [params.id]);
      return { result: { servicesPermission } };
    }),

    route(permissions.serviceRolePermissions, async ({ params, principal }) => {
      await roleService(principal, params.id);
      return { result: { servicespermission: await rolePermissions(db, params.id) } };
    }),

    route(permissions.updateServiceRolePermissions, async ({ body, principal }) => {
      const serviceId = await roleService(principal, body.serviceRoleId);
      await requireAdminRight(db, principal, { service: serviceId }, Feature.PRIVILEGE, 'EDIT');
      // A USER's rights come from a role, perhaps this one: they may not raise anything above their own.
      const own =
        principal.level === 'USER'
          ? new Map((await permissionsFor(db, principal, serviceId)).map((p) => [p.id, p.status]))
          : null;
      const current = new Map((await rolePermissions(db, body.serviceRoleId)).map((p) => [p.id, p.status]));
      const raisesBeyondOwn = (featureId: number, status: number) =>
        own !== null &&
        grantRank(status) > grantRank(current.get(featureId) ?? PermissionStatus.NO_PERMISSION) &&
        grantRank(status) > grantRank(own.get(featureId) ?? PermissionStatus.NO_PERMISSION);
      await db.transaction(async (tx) => {
        const applicable = new Set((await tx.query<FeatureRow>(FEATURES_OF_SERVICE, [serviceId])).map((f) => f.id));
        const seen = new Set<number>();
        for (const [i, p] of body.permissions.entries()) {
          const field = `permissions.${i}.servicesPermissionId`;
          if (!applicable.has(p.servicesPermissionId))
            throw invalid(field, 'This permission does not apply to the service');
          if (seen.has(p.servicesPermissionId)) throw invalid(field, 'This permission is listed twice');
          seen.add(p.servicesPermissionId);
          if (raisesBeyondOwn(p.servicesPermissionId, p.status)) throw forbidden(BEYOND_OWN_RIGHTS);
        }
        for (const p of body.permissions) {
          await tx.query(
            `insert into service_role_permission (service_role_id, feature_id, status) values ($1, $2, $3)
             on conflict (service_role_id, feature_id) do update set status = excluded.status`,
            [body.serviceRoleId, p.servicesPermissionId, p.status],
          );
        }
      });
      return {
        result: { servicespermission: await rolePermissions(db, body.serviceRoleId) },
        message: 'Permissions updated',
      };
    }),

    route(permissions.userServicePermissions, async ({ params, principal }) => {
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
  ];
}
