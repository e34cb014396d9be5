// The field guard judges the rights for the service chosen on the request (none on the group and
// hotel admin pages). An operation on a record of another service — a role, a table, a menu item —
// is judged again with the caller's rights in that service; the upstream checks the scope once more.
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { assertPermission, type Requirement } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';

/** Refuses unless the caller meets `requirement` in `serviceId`; answers the caller's session there. */
export async function assertForService(ctx: BffContext, serviceId: number, requirement: Requirement): Promise<Session> {
  const token = ctx.token;
  if (!token) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign-in required');
  const scoped: BffContext =
    serviceId === ctx.serviceId ? ctx : { ...ctx, serviceId, session: () => ctx.sessions.get(token, serviceId) };
  await assertPermission(scoped, requirement);
  return scoped.session();
}
