// Lead types: the hotel's list (anyone whose scope holds the hotel: the inquiry forms pick from it),
// and adding, changing and removing them as hotel configuration (SYSTEM_CONFIG). The web route has no
// guard (operations §6); these fields and the upstream are the guard.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { audit } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires, SignedIn } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { LeadTypeInput, LeadTypePage, LeadTypePayload, toLeadType } from './lead-type.type.js';

const body = (input: LeadTypeInput) => ({ hotelId: input.hotelId, name: input.name, active: input.active });

const LeadTypePaging = listPaging('LeadTypeSort', audit.searchLeadTypes);
type LeadTypePaging = InstanceType<typeof LeadTypePaging>;

@Resolver()
export class LeadTypeResolver {
  @Query(() => LeadTypePage, { description: "A hotel's lead types, by name unless sorted otherwise (name: contains)" })
  @SignedIn()
  async leadTypes(
    @Arg('hotelId', () => Int) hotelId: number,
    @Args(() => LeadTypePaging) paging: LeadTypePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('active', () => Boolean, { nullable: true }) active: boolean | null,
    @Ctx() ctx: BffContext,
  ): Promise<LeadTypePage> {
    const { result, pagination } = await ctx.upstream.call(audit.searchLeadTypes, {
      query: {
        ...pageQuery<(typeof audit.LEAD_TYPE_SORT_FIELDS)[number]>(paging),
        hotelId,
        name: name ?? undefined,
        active: active ?? undefined,
      },
    });
    return pageFrom(result.leadType.map(toLeadType), pagination, paging);
  }

  @Mutation(() => LeadTypePayload, { description: 'Adds a lead type; a name the hotel already has is a CONFLICT' })
  @Requires('SYSTEM_CONFIG:ADD')
  async createLeadType(
    @Arg('input', () => LeadTypeInput) input: LeadTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<LeadTypePayload> {
    const { result, message } = await ctx.upstream.call(audit.createLeadType, { body: body(input) });
    return { message, leadType: toLeadType(result.leadType) };
  }

  @Mutation(() => LeadTypePayload, { description: 'Renames or (de)activates a lead type' })
  @Requires('SYSTEM_CONFIG:EDIT')
  async updateLeadType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => LeadTypeInput) input: LeadTypeInput,
    @Ctx() ctx: BffContext,
  ): Promise<LeadTypePayload> {
    const { result, message } = await ctx.upstream.call(audit.updateLeadType, { body: { ...body(input), id } });
    return { message, leadType: toLeadType(result.leadType) };
  }

  @Mutation(() => DeletePayload)
  @Requires('SYSTEM_CONFIG:DELETE')
  async deleteLeadType(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(audit.deleteLeadType, { params: { id } });
    return { message, id };
  }
}
