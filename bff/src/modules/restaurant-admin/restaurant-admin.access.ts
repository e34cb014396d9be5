// Shared by the restaurant admin resolvers: the service an operation names is checked like the one
// chosen on the request; upstream field names are renamed to the GraphQL input's; pictures arrive as
// data URLs and leave as multipart file parts.
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { assertPermission, type Requirement } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { UpstreamError } from '../../upstream/upstream-error.js';

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

/** Upstream field → GraphQL input field, for the field errors a form puts beside its inputs. */
export type FieldRenames = Readonly<Record<string, string>>;

/** The restaurant's contract names the service hotelServiceId; the schema calls it serviceId everywhere. */
const COMMON: FieldRenames = { hotelServiceId: 'serviceId' };

interface Call<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  files?: Record<string, { filename: string; contentType: string; data: Uint8Array }>;
}

/** Calls the upstream with the caller's token; a refusal's field names come back in the schema's words. */
export async function callAdmin<E extends AnyEndpoint>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  renames: FieldRenames = {},
) {
  try {
    return await ctx.upstream.call(endpoint, { ...call, token: ctx.token });
  } catch (err) {
    if (err instanceof UpstreamError && err.failure.kind === 'status' && err.failure.errors) {
      const names = { ...COMMON, ...renames };
      const errors = err.failure.errors.map((e) => ({ ...e, field: names[e.field] ?? e.field }));
      throw new UpstreamError({ ...err.failure, errors }, err.endpointId);
    }
    throw err;
  }
}

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};
export const PICTURE_MESSAGE = 'The picture must be a PNG, JPEG, WebP, GIF or SVG image';

/**
 * A picture sent as a data URL (`data:image/png;base64,…`) as the file part the upstream stores;
 * none for null or empty (the picture is kept). Anything else is refused naming the field.
 */
export function pictureFile(
  field: string,
  dataUrl: string | null | undefined,
): { filename: string; contentType: string; data: Uint8Array } | undefined {
  if (!dataUrl) return undefined;
  const match = /^data:([a-z+/.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl.trim());
  const contentType = match?.[1]?.toLowerCase() ?? '';
  const extension = IMAGE_TYPES[contentType];
  const data = match?.[2] ? Buffer.from(match[2], 'base64') : Buffer.alloc(0);
  if (!extension || data.length === 0) {
    throw appError(ErrorCode.BAD_USER_INPUT, PICTURE_MESSAGE, { fieldErrors: [{ field, message: PICTURE_MESSAGE }] });
  }
  return { filename: `${field}.${extension}`, contentType, data };
}
