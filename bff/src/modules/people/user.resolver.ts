// Users (feature USER): the hotel-user list and form, enabling and disabling, and the service roles
// each user holds. Disabling stands in for deleting (the contract has no delete: the user's history
// in the audit log and their employee record keep pointing at them), so it needs MAINTAIN.
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { people } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { HeldServiceRole } from './employee.type.js';
import { USER_FIELDS, currentUserBody, heldRoles } from './people.access.js';
import {
  UserAccount,
  UserAccountInput,
  UserAccountPage,
  UserAccountPayload,
  UserAllocationInput,
  toUserAccount,
} from './user.type.js';

const allocationsOf = (list: readonly UserAllocationInput[]) =>
  list.map((a) => ({ serviceId: a.serviceId, serviceRoleId: a.serviceRoleId }));

/** What a create and an update send alike: the names, email, level, ties and allocations of the form. */
const userFields = (input: UserAccountInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  userLevel: input.level,
  groupId: input.groupId ?? null,
  hotelId: input.hotelId ?? null,
  allocations: allocationsOf(input.allocations),
});

export const UserAccountPaging = listPaging('UserAccountSort', people.searchUsers);
export type UserAccountPaging = InstanceType<typeof UserAccountPaging>;

@Resolver(() => UserAccount)
export class UserAccountResolver {
  @Query(() => UserAccountPage, {
    description:
      'Users you may manage, paged by id: those of a group, of a hotel (tied to it or working in one of its services), of a service, holding a service role; name searches name and email',
  })
  @Requires('USER:VIEW')
  async userAccounts(
    @Args(() => UserAccountPaging) paging: UserAccountPaging,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Arg('serviceRoleId', () => Int, { nullable: true }) serviceRoleId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('groupId', () => Int, {
      nullable: true,
      description: "The whole group: its users, its hotels' and their services'",
    })
    groupId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPage> {
    const { result, pagination } = await ctx.upstream.call(people.searchUsers, {
      query: {
        ...pageQuery(paging),
        groupId: groupId ?? undefined,
        hotelId: hotelId ?? undefined,
        serviceId: serviceId ?? undefined,
        serviceRoleId: serviceRoleId ?? undefined,
        name: name?.trim() || undefined,
      },
    });
    return pageFrom(result.user.map(toUserAccount), pagination, paging);
  }

  @Query(() => UserAccount)
  @Requires('USER:VIEW')
  async userAccount(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<UserAccount> {
    const { result } = await ctx.upstream.call(people.getUser, { params: { id } });
    return toUserAccount(result.user);
  }

  @FieldResolver(() => [HeldServiceRole], { description: 'The service roles held, in the services you can see' })
  async allocations(@Root() user: UserAccount, @Ctx() ctx: BffContext): Promise<HeldServiceRole[]> {
    return user.allocations ?? heldRoles(ctx, user.id);
  }

  @Mutation(() => UserAccountPayload, {
    description:
      'A user not above your level, in your hotels and services, each service with one of its roles. A used email is a CONFLICT on email',
  })
  @Requires('USER:ADD')
  async createUserAccount(
    @Arg('input', () => UserAccountInput) input: UserAccountInput,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPayload> {
    const { result, message } = await ctx.upstream.call(
      people.createUser,
      {
        body: { ...userFields(input), password: input.password ?? '', active: true },
      },
      USER_FIELDS,
    );
    return { message, user: toUserAccount(result.user) };
  }

  @Mutation(() => UserAccountPayload, {
    description:
      'Replaces the name, email, level, ties and allocations (in your services); an empty password keeps it, a new one signs the user out everywhere',
  })
  @Requires('USER:EDIT')
  async updateUserAccount(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UserAccountInput) input: UserAccountInput,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPayload> {
    // Enabling and disabling is setUserAccountActive's (MAINTAIN): an edit keeps the state.
    const { result: current } = await ctx.upstream.call(people.getUser, { params: { id } });
    const { result, message } = await ctx.upstream.call(
      people.updateUser,
      {
        body: {
          id,
          ...userFields(input),
          ...(input.password ? { password: input.password } : {}),
          active: current.user.active,
        },
      },
      USER_FIELDS,
    );
    return { message, user: toUserAccount(result.user) };
  }

  @Mutation(() => UserAccountPayload, {
    description: 'Enables or disables a user (a disabled user cannot sign in); nobody disables themselves',
  })
  @Requires('USER:DELETE')
  async setUserAccountActive(
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPayload> {
    const body = await currentUserBody(ctx, id);
    const { result } = await ctx.upstream.call(people.updateUser, { body: { ...body, active } }, USER_FIELDS);
    return { message: active ? 'User enabled' : 'User disabled', user: toUserAccount(result.user) };
  }

  @Mutation(() => UserAccountPayload, {
    description: "Replaces a user's service allocations within your services (one role per service)",
  })
  @Requires('USER:EDIT')
  async allocateUserAccount(
    @Arg('userId', () => Int) userId: number,
    @Arg('allocations', () => [UserAllocationInput]) allocations: UserAllocationInput[],
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPayload> {
    const { result, message } = await ctx.upstream.call(people.allocateUser, {
      body: { userId, allocations: allocationsOf(allocations) },
    });
    return { message, user: toUserAccount(result.user) };
  }
}
