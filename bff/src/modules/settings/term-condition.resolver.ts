// Terms and conditions of a hotel: paged list in sequence, add, change, remove.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { TermConditionInput, TermConditionPage, TermConditionPayload, toTerm } from './term-condition.type.js';

const TermPaging = listPaging('TermConditionSort', settings.searchTerms);
type TermPaging = InstanceType<typeof TermPaging>;

@Resolver()
export class TermConditionResolver {
  @Query(() => TermConditionPage, { description: "A hotel's terms and conditions, paged; in sequence unless sorted" })
  @Requires('TERM_CONDITION:VIEW')
  async termsAndConditions(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => TermPaging) paging: TermPaging,
    @Ctx() ctx: BffContext,
  ): Promise<TermConditionPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchTerms, {
      query: { hotelId, ...pageQuery(paging) },
    });
    return pageFrom(result.termCondition.map(toTerm), pagination, paging);
  }

  @Mutation(() => TermConditionPayload)
  @Requires('TERM_CONDITION:ADD')
  async createTermCondition(
    @Arg('input', () => TermConditionInput) input: TermConditionInput,
    @Ctx() ctx: BffContext,
  ): Promise<TermConditionPayload> {
    const { result, message } = await ctx.upstream.call(settings.createTerm, { body: input });
    return { message, term: toTerm(result.termCondition) };
  }

  @Mutation(() => TermConditionPayload)
  @Requires('TERM_CONDITION:EDIT')
  async updateTermCondition(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TermConditionInput) input: TermConditionInput,
    @Ctx() ctx: BffContext,
  ): Promise<TermConditionPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateTerm, { body: { ...input, id } });
    return { message, term: toTerm(result.termCondition) };
  }

  @Mutation(() => DeletePayload)
  @Requires('TERM_CONDITION:DELETE')
  async deleteTermCondition(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deleteTerm, { params: { id } });
    return { message, id };
  }
}
