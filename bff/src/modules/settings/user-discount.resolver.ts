// User discounts (operations §7 Discounts and minimum nights): the list of a hotel or group searched
// by name, the users a new list may name, a list created at once, an update, a delete.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import type { FieldRenames } from '../../upstream/caller.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { owner, ownerQuery } from './settings.access.js';
import {
  CreateUserDiscountsInput,
  UserDiscountCandidate,
  UserDiscountInput,
  UserDiscountPage,
  UserDiscountPayload,
  UserDiscountsPayload,
  toUserDiscount,
} from './user-discount.type.js';

/** The contract numbers the lines of a list (0.discount); the schema nests them under users. */
function lineRenames(count: number): FieldRenames {
  const renames: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    for (const field of ['userId', 'name', 'discount']) renames[`${i}.${field}`] = `users.${i}.${field}`;
    renames[`${i}.hotelId`] = 'hotelId';
    renames[`${i}.groupsId`] = 'groupId';
  }
  return renames;
}

const UserDiscountPaging = listPaging('UserDiscountSort', settings.searchUserDiscounts);
type UserDiscountPaging = InstanceType<typeof UserDiscountPaging>;

@Resolver()
export class UserDiscountResolver {
  @Query(() => UserDiscountPage, {
    description: "A hotel's (or a whole group's) discount allowances, paged; by name unless sorted",
  })
  @Requires('USER_DISCOUNT:VIEW')
  async userDiscounts(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('search', () => String, { nullable: true, description: 'Contains, over name and email' })
    search: string | null,
    @Args(() => UserDiscountPaging) paging: UserDiscountPaging,
    @Ctx() ctx: BffContext,
  ): Promise<UserDiscountPage> {
    const { result, pagination } = await ctx.upstream.call(settings.searchUserDiscounts, {
      query: {
        ...ownerQuery(hotelId, groupId),
        ...(search?.trim() ? { name: search.trim() } : {}),
        ...pageQuery(paging),
      },
    });
    return pageFrom(result.userDiscount.map(toUserDiscount), pagination, paging);
  }

  @Query(() => [UserDiscountCandidate], {
    description: 'The users a new list may name: they work there, no allowance yet',
  })
  @Requires('USER_DISCOUNT:ADD')
  async userDiscountCandidates(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<UserDiscountCandidate[]> {
    const { result } = await ctx.upstream.call(settings.discountCandidates, { query: ownerQuery(hotelId, groupId) });
    return result.user;
  }

  @Mutation(() => UserDiscountsPayload, { description: 'Gives several users an allowance at once; all or none' })
  @Requires('USER_DISCOUNT:ADD')
  async createUserDiscounts(
    @Arg('input', () => CreateUserDiscountsInput) input: CreateUserDiscountsInput,
    @Ctx() ctx: BffContext,
  ): Promise<UserDiscountsPayload> {
    const place = owner(input.hotelId, input.groupId);
    const { result, message } = await ctx.upstream.call(
      settings.createUserDiscounts,
      {
        body: input.users.map((line) => ({
          userId: line.userId,
          name: line.name ?? '',
          // A missing percentage goes as missing: the upstream names it ('Discount is required').
          discount: line.discount as number,
          ...place,
        })),
      },
      lineRenames(input.users.length),
    );
    return { message, discounts: result.userDiscount.map(toUserDiscount) };
  }

  @Mutation(() => UserDiscountPayload, { description: "Changes a user's allowance" })
  @Requires('USER_DISCOUNT:EDIT')
  async updateUserDiscount(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserDiscountInput) input: UserDiscountInput,
    @Ctx() ctx: BffContext,
  ): Promise<UserDiscountPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateUserDiscount, {
      body: {
        id,
        userId: input.userId,
        name: input.name ?? '',
        discount: input.discount as number,
        ...owner(input.hotelId, input.groupId),
      },
    });
    return { message, discount: toUserDiscount(result.userDiscount) };
  }

  @Mutation(() => DeletePayload, { description: "Removes a user's allowance (they may then give no discount there)" })
  @Requires('USER_DISCOUNT:DELETE')
  async deleteUserDiscount(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    const { message } = await ctx.upstream.call(settings.deleteUserDiscount, { params: { id } });
    return { message, id };
  }
}
