// Every field declares who may use it, once, and the SDL shows it: @Requires("FEATURE:OPERATION")
// for a feature permission (with `{ service: 'input.serviceId' }` when the operation names the
// service it acts on, or `{ hotel: 'input.hotelId' }` for a hotel's front-office records), @SignedIn()
// for any signed-in user, @Public() for the few public operations.
// The auth checker denies by default: a feature missing from the caller's list is not granted.
import {
  GraphQLDirective,
  GraphQLError,
  GraphQLNonNull,
  GraphQLString,
  DirectiveLocation,
  type GraphQLResolveInfo,
} from 'graphql';
import { Authorized, Directive, type AuthCheckerFn } from 'type-graphql';
import { can, parseRequirement, type FeatureKey, type Operation } from '@hotel/domain';
import type { BffContext } from '../context.js';
import type { CurrentUser } from '@hotel/schema';
import type { Session } from './session.js';
import { ErrorCode, refusalError } from '../errors.js';
import { admitEvent, judgeStart, subscriptionStarted } from './live-check.js';

export type Requirement = `${FeatureKey}:${Operation}`;

/**
 * What a @Requires field demands: a feature permission and, for an operation on one service's
 * records, where the service id comes from — a path in the field's arguments (`serviceId`,
 * `input.serviceId`), or, on a field of an object type, in the object itself (`serviceId`). Without
 * a source, or when the named argument is left out, the rights are those of the service chosen on
 * the request.
 */
export interface Guard {
  permission: Requirement;
  service?: string;
  /**
   * For a hotel's records (rooms, channels, prices, policies): where the hotel id comes from. The
   * feature is a front-office one, held on the hotel's HOTEL services: the caller needs it on one of
   * them, and the hotel in their scope.
   */
  hotel?: string;
}

export type GuardSource = { service: string } | { hotel: string };

type FieldDecorator = MethodDecorator & PropertyDecorator;
const both =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const d of decorators)
      (d as (t: object, k: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
  };

export const Requires = (permission: Requirement, options?: GuardSource): FieldDecorator => {
  const guard: Guard = { permission, ...options };
  const source = !options
    ? ''
    : 'service' in options
      ? `, service: "${options.service}"`
      : `, hotel: "${options.hotel}"`;
  return both(
    Authorized<Guard>([guard]),
    Directive(`@requires(permission: "${permission}"${source})`) as FieldDecorator,
  );
};
export const SignedIn = (): FieldDecorator => both(Authorized(), Directive('@signedIn') as FieldDecorator);
export const Public = (): FieldDecorator => Directive('@public') as FieldDecorator;

export const GUARD_DIRECTIVES = [
  new GraphQLDirective({
    name: 'requires',
    description:
      'Needs this feature permission (FEATURE:VIEW|ADD|EDIT|DELETE): in the service `service` names, else in the one chosen on the request.',
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: {
      permission: { type: new GraphQLNonNull(GraphQLString) },
      service: {
        type: GraphQLString,
        description:
          "Where the service comes from: an argument path (input.serviceId), or on an object type the object's field. The caller needs the permission in that service, and the service must be in their scope.",
      },
      hotel: {
        type: GraphQLString,
        description:
          "Where the hotel comes from, for a hotel's front-office records: an argument path (input.hotelId) or the object's field. The caller needs the permission on one of the hotel's HOTEL services, and the hotel must be in their scope.",
      },
    },
  }),
  new GraphQLDirective({
    name: 'signedIn',
    description: 'Needs a signed-in user; no particular feature permission.',
    locations: [DirectiveLocation.FIELD_DEFINITION],
  }),
  new GraphQLDirective({
    name: 'public',
    description: 'Open without a token on purpose (sign-in, sign-up, password recovery, booking engine).',
    locations: [DirectiveLocation.FIELD_DEFINITION],
  }),
];

/** The id at `path` in `source`; null when an optional argument on the way is left out. */
function serviceIdAt(source: unknown, path: string): number | null {
  let value = source;
  for (const key of path.split('.')) {
    if (value === null || value === undefined) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'number' ? value : null;
}

/**
 * Whether the caller's scope reaches something. The session is cached for a few seconds, so a hotel or
 * service created since (by this caller a moment ago, or on another instance) is not in the cached
 * scope: before refusing, the scope is read once more, fresh from the upstream.
 */
async function reaches(ctx: BffContext, inScope: (viewer: CurrentUser) => boolean): Promise<CurrentUser | null> {
  const { viewer } = await ctx.session();
  if (viewer.userLevel === 'ADMIN' || inScope(viewer)) return viewer;
  if (!ctx.token) return null;
  ctx.sessions.forget(ctx.token);
  const fresh = (await ctx.session()).viewer;
  return inScope(fresh) ? fresh : null;
}

/** The caller's session judged in `serviceId`: the service must be in their scope. */
async function sessionIn(ctx: BffContext, serviceId: number): Promise<Session> {
  if (!(await reaches(ctx, (viewer) => viewer.serviceIds.includes(serviceId)))) {
    throw refusalError(ErrorCode.FORBIDDEN, 'NO_ACCESS_TO_SERVICE');
  }
  return ctx.sessionFor(serviceId);
}

/**
 * The caller's sessions in the hotel's HOTEL services they may use (the hotel must be in their scope):
 * a front-office feature is held there.
 */
async function sessionsInHotel(ctx: BffContext, hotelId: number): Promise<Session[]> {
  const viewer = await reaches(ctx, (candidate) => candidate.hotelIds.includes(hotelId));
  if (!viewer) throw refusalError(ErrorCode.FORBIDDEN, 'NO_ACCESS_TO_HOTEL');
  const all = ctx.token
    ? await ctx.sessions.hotelServices(ctx.token, hotelId)
    : await ctx.loaders.servicesByHotel.load(hotelId);
  const services = all.filter(
    (s) => s.serviceType === 'HOTEL' && (viewer.userLevel === 'ADMIN' || viewer.serviceIds.includes(s.id)),
  );
  return Promise.all(services.map((s) => ctx.sessionFor(s.id)));
}

async function sessionsFor(ctx: BffContext, guard: Guard, source: unknown): Promise<Session[]> {
  const hotelId = guard.hotel ? serviceIdAt(source, guard.hotel) : null;
  if (hotelId !== null) return sessionsInHotel(ctx, hotelId);
  const serviceId = guard.service ? serviceIdAt(source, guard.service) : null;
  return [serviceId === null ? await ctx.session() : await sessionIn(ctx, serviceId)];
}

async function enforce(ctx: BffContext, guard: Guard, source: unknown): Promise<void> {
  const { feature, operation } = parseRequirement(guard.permission);
  const permitted = async () =>
    (await sessionsFor(ctx, guard, source)).some((session) => can(session.permissions, feature, operation));
  let allowed = await permitted();
  // A hotel's services are cached for a few seconds: one made since is read fresh before refusing.
  const hotelId = guard.hotel ? serviceIdAt(source, guard.hotel) : null;
  if (!allowed && hotelId !== null && ctx.token) {
    ctx.sessions.forgetHotelServices(ctx.token, hotelId);
    allowed = await permitted();
  }
  if (!allowed) {
    const refused = refusalError(ErrorCode.FORBIDDEN, 'FEATURE_NOT_PERMITTED', { feature, operation });
    throw new GraphQLError(refused.message, { extensions: { ...refused.extensions, requires: guard.permission } });
  }
}

const isOperationRoot = (info: GraphQLResolveInfo) =>
  [info.schema.getQueryType(), info.schema.getMutationType(), info.schema.getSubscriptionType()].includes(
    info.parentType,
  );

/**
 * Runs for resolvers and for subscriptions' subscribe functions alike (type-graphql wraps both, and
 * runs it again for each event a subscription resolves). A subscription is judged in full when it
 * starts; its events pass at once while live-check.ts judges again in the background, once per
 * LIVE_RECHECK_MS.
 */
export const authChecker: AuthCheckerFn<BffContext, Guard> = async ({ context, args, root, info }, guards) => {
  const source = isOperationRoot(info) ? args : root;
  const check = async () => {
    await context.session();
    for (const guard of guards) await enforce(context, guard, source);
  };
  const subscription = info.parentType === info.schema.getSubscriptionType() ? String(info.path.key) : null;
  if (subscription !== null && admitEvent(context, subscription, context.sessions.liveRecheckMs, check)) return true;
  if (subscription === null) {
    await check();
    return true;
  }
  await judgeStart(check);
  subscriptionStarted(context, subscription, check);
  return true;
};

/** The same check for code paths outside type-graphql's middleware; judged for the request's service. */
export async function assertPermission(context: BffContext, requirement: Requirement): Promise<void> {
  await enforce(context, { permission: requirement }, undefined);
}
