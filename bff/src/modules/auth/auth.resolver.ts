// Sign-in and everything around it. Sign-in is the OAuth2 password grant made by the BFF with its
// client credentials; the token it returns is what the client sends on every later request.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { auth } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Public, SignedIn } from '../../auth/guards.js';
import { Message, SecurityCodeCheck, Session, SignUpInput } from './session.type.js';
import { toViewer, Viewer } from './viewer.type.js';

async function openSession(ctx: BffContext, email: string, password: string): Promise<Session> {
  const { result: tokens } = await ctx.upstream.call(auth.oauthToken, {
    basic: ctx.client,
    body: { grant_type: 'password', username: email, password },
  });
  const { result } = await ctx.upstream.call(auth.me, { token: tokens.access_token });
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresIn: tokens.expires_in,
    viewer: toViewer(result.user),
  };
}

@Resolver()
export class AuthResolver {
  @Query(() => Viewer)
  @SignedIn()
  async me(@Ctx() ctx: BffContext): Promise<Viewer> {
    return toViewer((await ctx.session()).viewer);
  }

  @Mutation(() => Session)
  @Public()
  signIn(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: BffContext,
  ): Promise<Session> {
    return openSession(ctx, email.trim(), password);
  }

  @Mutation(() => Session, { description: 'Lock screen: signs the current user in again with their password' })
  @SignedIn()
  async unlock(@Arg('password', () => String) password: string, @Ctx() ctx: BffContext): Promise<Session> {
    const { viewer } = await ctx.session();
    return openSession(ctx, viewer.email, password);
  }

  @Mutation(() => Message)
  @SignedIn()
  async signOut(@Ctx() ctx: BffContext): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.revokeToken, { token: ctx.token });
    if (ctx.token) ctx.sessions.forget(ctx.token);
    return { message };
  }

  @Mutation(() => Message)
  @Public()
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: BffContext): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.signUp, { body: { ...input } });
    return { message };
  }

  @Mutation(() => Message)
  @Public()
  async confirmUser(
    @Arg('email', () => String) email: string,
    @Arg('token', () => String) token: string,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.confirmUser, { params: { email, token } });
    return { message };
  }

  @Mutation(() => Message)
  @Public()
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: BffContext): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.forgotPassword, { params: { email: email.trim() } });
    return { message };
  }

  @Mutation(() => SecurityCodeCheck)
  @Public()
  async verifySecurityCode(
    @Arg('email', () => String) email: string,
    @Arg('code', () => String) code: string,
    @Ctx() ctx: BffContext,
  ): Promise<SecurityCodeCheck> {
    const { result, message } = await ctx.upstream.call(auth.otpIsValid, { params: { userName: email, otp: code } });
    return { message, token: result.token };
  }

  @Mutation(() => Message)
  @Public()
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Arg('confirmPassword', () => String) confirmPassword: string,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.resetPassword, { body: { token, password, confirmPassword } });
    return { message };
  }

  @Mutation(() => Message)
  @SignedIn()
  async changePassword(
    @Arg('oldPassword', () => String) oldPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: BffContext,
  ): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.changePassword, {
      token: ctx.token,
      body: { oldPassword, newPassword },
    });
    if (ctx.token) ctx.sessions.forget(ctx.token);
    return { message };
  }
}
