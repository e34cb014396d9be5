// Every field declares who may use it, and the SDL shows it: @Requires("FEATURE:OPERATION") for a
// feature permission, @SignedIn() for any signed-in user, @Public() for the few public operations.
// The auth checker denies by default: a feature missing from the caller's list is not granted.
import { GraphQLDirective, GraphQLNonNull, GraphQLString, DirectiveLocation } from 'graphql';
import { Authorized, Directive, type AuthCheckerFn } from 'type-graphql';
import { can, parseRequirement, type FeatureKey, type Operation } from '@hotel/domain';
import type { BffContext } from '../context.js';
import { appError, ErrorCode } from '../errors.js';

export type Requirement = `${FeatureKey}:${Operation}`;

type FieldDecorator = MethodDecorator & PropertyDecorator;
const both =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const d of decorators)
      (d as (t: object, k: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
  };

export const Requires = (permission: Requirement): FieldDecorator =>
  both(Authorized(permission), Directive(`@requires(permission: "${permission}")`) as FieldDecorator);
export const SignedIn = (): FieldDecorator => both(Authorized(), Directive('@signedIn') as FieldDecorator);
export const Public = (): FieldDecorator => Directive('@public') as FieldDecorator;

export const GUARD_DIRECTIVES = [
  new GraphQLDirective({
    name: 'requires',
    description: 'Needs this feature permission (FEATURE:VIEW|ADD|EDIT|DELETE) for the chosen service.',
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: { permission: { type: new GraphQLNonNull(GraphQLString) } },
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

export const authChecker: AuthCheckerFn<BffContext> = async ({ context }, roles) => {
  const session = await context.session();
  for (const role of roles) {
    const { feature, operation } = parseRequirement(role);
    if (!can(session.permissions, feature, operation)) {
      throw appError(ErrorCode.FORBIDDEN, `You do not have permission to do this (${feature} ${operation})`, {
        requires: role,
      });
    }
  }
  return true;
};

/** The same check for code paths outside type-graphql's middleware (subscribe functions). */
export async function assertPermission(context: BffContext, requirement: Requirement): Promise<void> {
  await authChecker({ context, root: undefined, args: {}, info: undefined as never }, [requirement]);
}
