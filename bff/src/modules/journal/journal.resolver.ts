// The journal's self-check through GraphQL: INVOICE VIEW on the hotel (the upstream checks it too).
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { invoice as I } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { SelfCheck } from './journal.type.js';

@Resolver(() => SelfCheck)
export class JournalResolver {
  @Query(() => SelfCheck, {
    description:
      "The hotel's daily self-check, run now: no gap or duplicate in any series, every hash chain intact, the charges equal to the invoiced lines plus the open balances",
  })
  @Requires('INVOICE:VIEW', { hotel: 'hotelId' })
  async journalSelfCheck(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<SelfCheck> {
    return (await ctx.upstream.call(I.selfCheckJournal, { query: { hotelId } })).result.selfCheck;
  }
}
