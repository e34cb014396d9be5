// Shared by the audit module's resolvers. Who reads the audit log is decided by level and scope, not
// by a feature: ADMIN every row, GROUP and HOTEL administrators the rows of their group or hotels,
// SERVICE administrators those of their services' hotels (each also their own actions); a USER never.
// The upstream enforces the same; refusing here spares the round trip and says why.
import type { Session } from '../../auth/session.js';
import type { BffContext } from '../../context.js';
import { ErrorCode, refusalError } from '../../errors.js';

export async function requireAdministrator(ctx: BffContext): Promise<Session> {
  const session = await ctx.session();
  if (session.viewer.userLevel === 'USER') throw refusalError(ErrorCode.FORBIDDEN, 'AUDIT_LOG_ADMINISTRATORS_ONLY');
  return session;
}
