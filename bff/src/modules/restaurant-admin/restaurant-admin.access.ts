// Shared by the restaurant admin resolvers: the service an operation names is checked like the one
// chosen on the request, and the contract's hotelServiceId is the schema's serviceId in field errors.
import type { AnyEndpoint } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { assertPermission, type Requirement } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { callUpstream, type Call, type FieldRenames } from '../shared/upstream-call.js';

/**
 * The field guard judged the rights for the service chosen on the request; when the argument names
 * another service they are judged again for that one, and the service must be in the caller's scope.
 */
export async function assertAdminService(
  ctx: BffContext,
  serviceId: number,
  requirement: Requirement,
): Promise<Session> {
  const token = ctx.token;
  if (!token) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign-in required');
  const scoped: BffContext =
    serviceId === ctx.serviceId ? ctx : { ...ctx, serviceId, session: () => ctx.sessions.get(token, serviceId) };
  await assertPermission(scoped, requirement);
  const session = await scoped.session();
  if (session.viewer.userLevel !== 'ADMIN' && !session.viewer.serviceIds.includes(serviceId)) {
    throw appError(ErrorCode.FORBIDDEN, 'You do not have access to this service');
  }
  return session;
}

/** The restaurant's contract names the service hotelServiceId; the schema calls it serviceId everywhere. */
const COMMON: FieldRenames = { hotelServiceId: 'serviceId' };

/** Calls the upstream with the caller's token; a refusal's field names come back in the schema's words. */
export function callAdmin<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  renames: FieldRenames = {},
) {
  return callUpstream(ctx, endpoint, call, { ...COMMON, ...renames });
}
