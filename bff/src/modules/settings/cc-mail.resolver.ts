// CC mail configuration of a hotel (/hotel-admin/cc-mail): list, add, change, remove.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { CcMail, CcMailInput, CcMailPayload, toCcMail } from './cc-mail.type.js';

@Resolver()
export class CcMailResolver {
  @Query(() => [CcMail], { description: 'The addresses copied on the mails of a hotel, by kind' })
  @Requires('CC_MAIL_CONFIG:VIEW')
  async ccMails(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<CcMail[]> {
    const { result } = await ctx.upstream.call(settings.ccMailsOfHotel, { params: { hotelId } });
    return result.ccMailConfig.map(toCcMail);
  }

  @Mutation(() => CcMailPayload)
  @Requires('CC_MAIL_CONFIG:ADD')
  async createCcMail(
    @Arg('input', () => CcMailInput) input: CcMailInput,
    @Ctx() ctx: BffContext,
  ): Promise<CcMailPayload> {
    const { result, message } = await ctx.upstream.call(settings.createCcMail, { body: input });
    return { message, ccMail: toCcMail(result.ccMailConfig) };
  }

  @Mutation(() => CcMailPayload)
  @Requires('CC_MAIL_CONFIG:EDIT')
  async updateCcMail(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CcMailInput) input: CcMailInput,
    @Ctx() ctx: BffContext,
  ): Promise<CcMailPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateCcMail, { body: { ...input, id } });
    return { message, ccMail: toCcMail(result.ccMailConfig) };
  }

  @Mutation(() => DeletePayload)
  @Requires('CC_MAIL_CONFIG:DELETE')
  async deleteCcMail(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deleteCcMail, { params: { id } });
    return { message, id };
  }
}
