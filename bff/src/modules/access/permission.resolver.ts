// The caller's own permission list (administration features plus a service's), which the web
// reloads to show the buttons the rights in force allow.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { BffContext } from '../../context.js';
import { ErrorCode, refusalError } from '../../errors.js';
import { SignedIn } from '../../auth/guards.js';

@ObjectType({ description: 'A permission entry: status 0 READ, 1 WRITE, 2 MAINTAIN, 3 NO_PERMISSION.' })
export class Permission {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The feature key' }) prefix!: string;
  @Field(() => Int) status!: number;
  @Field(() => Boolean) active!: boolean;
}

@Resolver()
export class PermissionResolver {
  @Query(() => [Permission], {
    description: "The caller's permissions: administration features, plus the given service's features.",
  })
  @SignedIn()
  async myPermissions(
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<Permission[]> {
    if (!ctx.token) throw refusalError(ErrorCode.UNAUTHENTICATED, 'SIGN_IN_REQUIRED');
    return (await ctx.sessions.get(ctx.token, serviceId)).permissions;
  }
}
