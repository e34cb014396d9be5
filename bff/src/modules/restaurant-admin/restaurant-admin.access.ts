// Shared by the restaurant admin resolvers: the service an operation names is checked like the one
// chosen on the request, and the contract's hotelServiceId is the schema's serviceId in field errors.
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import type { Requirement } from '../../auth/guards.js';
import { assertForService } from '../shared/service-rights.js';
import { appError, ErrorCode } from '../../errors.js';
import { callUpstreamWith, type FieldRenames } from '../shared/upstream-call.js';

/**
 * The field guard judged the rights for the service chosen on the request; when the argument names
 * another service they are judged again for that one, and the service must be in the caller's scope.
 */
export async function assertAdminService(
  ctx: BffContext,
  serviceId: number,
  requirement: Requirement,
): Promise<Session> {
  const session = await assertForService(ctx, serviceId, requirement);
  if (session.viewer.userLevel !== 'ADMIN' && !session.viewer.serviceIds.includes(serviceId)) {
    throw appError(ErrorCode.FORBIDDEN, 'You do not have access to this service');
  }
  return session;
}

/** The restaurant's contract names the service hotelServiceId; the schema calls it serviceId everywhere. */
const COMMON: FieldRenames = { hotelServiceId: 'serviceId' };

/** Calls the upstream with the caller's token; a refusal's field names come back in the schema's words. */
export const callAdmin = callUpstreamWith(COMMON);
