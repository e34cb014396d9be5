// Terms and conditions of a hotel: list in sequence, add, change, remove.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { TermCondition, TermConditionInput, TermConditionPayload, toTerm } from './term-condition.type.js';

@Resolver()
export class TermConditionResolver {
  @Query(() => [TermCondition], { description: "A hotel's terms and conditions, in sequence" })
  @Requires('TERM_CONDITION:VIEW')
  async termsAndConditions(
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<TermCondition[]> {
    const { result } = await ctx.upstream.call(settings.termsOfHotel, { params: { hotelId } });
    return result.termCondition.map(toTerm);
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
