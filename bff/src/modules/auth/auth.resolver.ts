// Sign-in and everything around it. Sign-in is the OAuth2 password grant made by the BFF with its
// client credentials; the access token it returns is what the client sends on every later request.
// The grant's refresh token is dropped here, never handed to the browser: a long-lived credential in
// the page's storage would outlive the shift-long session the spec asks for (docs/security.md).
// Sign-out revokes the token, and its refresh token with it.
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
  const { result } = await ctx.upstream.as(tokens.access_token).call(auth.me);
  return {
    accessToken: tokens.access_token,
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
    const session = await openSession(ctx, viewer.email, password);
    // The new token replaces the one the screen was locked with: that one ends now.
    await ctx.upstream.call(auth.revokeToken);
    if (ctx.token) ctx.sessions.forget(ctx.token);
    return session;
  }

  @Mutation(() => Message)
  @SignedIn()
  async signOut(@Ctx() ctx: BffContext): Promise<Message> {
    const { message } = await ctx.upstream.call(auth.revokeToken);
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
}
