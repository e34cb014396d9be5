// The signed-in user's own account: their password (core §4 Change password). A change revokes every
// token of the user upstream, so this BFF forgets the cached session at once.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { auth } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { Message } from '../auth/session.type.js';

@Resolver()
export class AccountResolver {
  @Mutation(() => Message)
  @SignedIn()
  async changePassword(
    @Arg('oldPassword', () => String) oldPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.changePassword, {
      body: { oldPassword, newPassword },
    });
    if (ctx.token) ctx.sessions.forget(ctx.token);
    return { message };
  }
}
