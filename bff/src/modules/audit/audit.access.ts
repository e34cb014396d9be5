// Shared by the audit module's resolvers. Who reads the audit log is decided by level and scope, not
// by a feature: ADMIN every row, GROUP and HOTEL administrators the rows of their group or hotels,
// SERVICE administrators those of their services' hotels (each also their own actions); a USER never.
// The upstream enforces the same; refusing here spares the round trip and says why.
import type { Session } from '../../auth/session.js';
import type { BffContext } from '../../context.js';
import { appError, ErrorCode } from '../../errors.js';
import { callUpstreamWith, type FieldRenames } from '../shared/upstream-call.js';

export const AUDIT_LOG_REFUSED = 'Only administrators may read the audit log';

export async function requireAdministrator(ctx: BffContext): Promise<Session> {
  const session = await ctx.session();
  if (session.viewer.userLevel === 'USER') throw appError(ErrorCode.FORBIDDEN, AUDIT_LOG_REFUSED);
  return session;
}

/** The contract's groupsId and hotelServiceId are groupId and serviceId in the schema. */
const COMMON: FieldRenames = { groupsId: 'groupId', hotelServiceId: 'serviceId' };

/** Calls the upstream as the caller; a refusal's field names come back in the schema's words. */
export const callAudit = callUpstreamWith(COMMON);
