// A user's administration rights outside any service (the Setting link, group admin pages):
// administrators hold MAINTAIN on every administration feature; a USER holds none outside a service.
import { PermissionStatus } from '@hotel/domain';
import { permissions } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { forbidden, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireUser } from '../auth/scope.js';

export function overallPermissionRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(permissions.overallPermissions, async ({ params, principal }) => {
      requireUser(principal);
      if (params.id !== principal.userId && principal.level === 'USER') throw forbidden();
      const [user] = await db.query<{ user_level: string }>('select user_level from app_user where id = $1', [
        params.id,
      ]);
      if (!user) throw notFound('User');
      const status = user.user_level === 'USER' ? PermissionStatus.NO_PERMISSION : PermissionStatus.MAINTAIN;
      const rows = await db.query<{ id: number; name: string; prefix: string; active: boolean }>(
        "select id, name, prefix, active from feature where scope = 'ADMIN' order by id",
      );
      return { result: { servicespermission: rows.map((r) => ({ ...r, status })) } };
    }),
  ];
}
