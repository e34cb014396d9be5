// CC mail configuration of a hotel (/hotel-admin/cc-mail): paged list, add, change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { CcMailInput, CcMailPage, CcMailPayload, toCcMail } from './cc-mail.type.js';

const CcMailPaging = listPaging('CcMailSort', settings.searchCcMails);
type CcMailPaging = InstanceType<typeof CcMailPaging>;

@Resolver()
export class CcMailResolver {
  @Query(() => CcMailPage, {
    description: 'The addresses copied on the mails of a hotel, paged; by kind unless sorted',
  })
  @Requires('CC_MAIL_CONFIG:VIEW')
  async ccMails(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => CcMailPaging) paging: CcMailPaging,
    @Ctx() ctx: BffContext,
  ): Promise<CcMailPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchCcMails, {
      query: { hotelId, ...pageQuery(paging) },
    });
    return pageFrom(result.ccMailConfig.map(toCcMail), pagination, paging);
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
