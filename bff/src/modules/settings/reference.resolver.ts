// Reference data every area reads: the idle-logout time (a server setting) and the country and
// currency lists.
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { reference } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';

export const DEFAULT_IDLE_SECONDS = 1800;

@ObjectType()
export class Country {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType()
export class Currency {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) prefix!: string;
  @Field(() => String) symbol!: string;
}

@Resolver()
export class ReferenceResolver {
  @Query(() => Int, { description: 'Idle-logout seconds (server setting; 1800 by default).' })
  @SignedIn()
  async idleTimeout(@Ctx() ctx: BffContext): Promise<number> {
    const { result } = await ctx.upstream.call(reference.idleTimes);
    return result.IdleTimeOut[0]?.seconds ?? DEFAULT_IDLE_SECONDS;
  }

  @Query(() => [Country])
  @SignedIn()
  async countries(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<Country[]> {
    const { result } = await ctx.upstream.call(reference.searchCountries, {
      query: name ? { name } : {},
    });
    return result.country;
  }

  @Query(() => [Currency])
  @SignedIn()
  async currencies(
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<Currency[]> {
    const { result } = await ctx.upstream.call(reference.searchCurrencies, {
      query: name ? { name } : {},
    });
    return result.currency;
  }
}
