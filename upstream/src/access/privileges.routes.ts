// Privileges: the feature catalogue per service and each service role's status per feature. A
// role's privileges are edited by administrators whose scope holds
// the role's service, or by a USER holding PRIVILEGE WRITE there, who moves a right only within what
// they hold themselves (domain privilegeChangeRefusal); reads need the service in the caller's scope.
import { ACCESS_NOTICES, Feature, PermissionStatus, privilegeChangeRefusal } from '@hotel/domain';
import { access } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import { forbidden, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { findService } from '../hotel/hotel.routes.js';
import { requireAdminRight } from '../permission/admin-right.js';
import { FEATURES_OF_SERVICE, permissionsFor, rolePermissions } from '../permission/permission-repository.js';

interface FeatureRow {
  id: number;
  name: string;
  prefix: string;
  scope: string;
  active: boolean;
}

export function privilegesRoutes({ db }: AppContext): RouteBinding[] {
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
    route(access.servicePermissions, async ({ params, principal }) => {
      requireUser(principal);
      if (!(await findService(db, params.id))) throw notFound('Service');
      requireInScope(await scopeOf(db, principal), 'service', params.id);
      const servicesPermission = await db.query<FeatureRow>(FEATURES_OF_SERVICE, [params.id]);
      return { result: { servicesPermission } };
    }),

    route(access.serviceRolePermissions, async ({ params, principal }) => {
      await roleService(principal, params.id);
      return { result: { servicespermission: await rolePermissions(db, params.id) } };
    }),

    route(access.updateServiceRolePermissions, async ({ body, principal }) => {
      const serviceId = await roleService(principal, body.serviceRoleId);
      await requireAdminRight(db, principal, { service: serviceId }, Feature.PRIVILEGE, 'EDIT');
      // A USER's rights come from a role, perhaps this one: they move a right only within their own.
      const own =
        principal.level === 'USER'
          ? new Map((await permissionsFor(db, principal, serviceId)).map((p) => [p.id, p.status]))
          : null;
      const current = new Map((await rolePermissions(db, body.serviceRoleId)).map((p) => [p.id, p.status]));
      const changeRefusal = (featureId: number, status: number) =>
        privilegeChangeRefusal(
          own === null ? null : (own.get(featureId) ?? PermissionStatus.NO_PERMISSION),
          current.get(featureId) ?? PermissionStatus.NO_PERMISSION,
          status,
        );
      await db.transaction(async (tx) => {
        const applicable = new Set((await tx.query<FeatureRow>(FEATURES_OF_SERVICE, [serviceId])).map((f) => f.id));
        const seen = new Set<number>();
        for (const [i, p] of body.permissions.entries()) {
          const field = `permissions.${i}.servicesPermissionId`;
          if (!applicable.has(p.servicesPermissionId)) throw invalid(field, 'PERMISSION_NOT_OF_SERVICE');
          if (seen.has(p.servicesPermissionId)) throw invalid(field, 'PERMISSION_LISTED_TWICE');
          seen.add(p.servicesPermissionId);
          const refusal = changeRefusal(p.servicesPermissionId, p.status);
          if (refusal) throw forbidden(refusal);
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
        message: ACCESS_NOTICES.PRIVILEGES_UPDATED,
      };
    }),
  ];
}
