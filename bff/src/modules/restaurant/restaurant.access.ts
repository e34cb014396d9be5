// A restaurant operation names its service (kitchenBoard(serviceId), …). The field's guard judged the
// caller's rights for the service chosen on the request; when the argument names another service,
// the rights are judged again for that one, and the service must be in the caller's scope.
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { assertPermission, type Requirement } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';

/** The spec's success texts (operations §8), shown even if a server words them differently. */
export const SPEC_MESSAGES = {
  paymentMethodUpdated: 'Payment method updated successfully',
  orderAccepted: 'Order accepted successfully',
  reconfirmRequested: 'Request for reconfirm order has been sent',
  ticketReady: 'Order Ready to Serve',
} as const;

export async function assertServiceAccess(
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
