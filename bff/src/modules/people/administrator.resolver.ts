// User allocation (the system, group and hotel role a user holds, through the designed user-role
// calls) and the administrator pages: who administers the scope, what their level grants
// (users/over-all-permission, read-only), and changing a user's level (only an ADMIN makes ADMINs;
// the upstream refuses a level above the caller's and a change of one's own).
import { PEOPLE_NOTICES } from '@hotel/domain';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { access, people, permission, StatusCode } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { UpstreamError } from '../../upstream/upstream-error.js';
import { UserLevel } from '../auth/viewer.type.js';
import { pageFrom, pageQuery } from '../shared/paging.args.js';
import { UserAccountPaging } from './user.resolver.js';
import { USER_FIELDS, currentUserBody } from './people.access.js';
import {
  LevelPermission,
  AssignableRole,
  UserAccountPage,
  UserAccountPayload,
  AssignableRoles,
  UserRoleAssignment,
  UserRoleAssignmentInput,
  UserRoleAssignmentPayload,
  toUserAccount,
} from './user.type.js';

/** A list the caller may not read answers nothing rather than failing the whole form. */
async function orNone<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof UpstreamError && err.failure.kind === 'status' && err.failure.code === StatusCode.FORBIDDEN) {
      return [];
    }
    throw err;
  }
}

@Resolver()
export class AdministratorResolver {
  @Query(() => UserRoleAssignment, { description: 'The system, group and hotel role a user holds' })
  @Requires('USER:VIEW')
  async userAccountRoles(
    @Arg('userId', () => Int) userId: number,
    @Ctx() ctx: BffContext,
  ): Promise<UserRoleAssignment> {
    const { result } = await ctx.upstream.call(access.userRoleOf, { params: { id: userId } });
    return result.userRole;
  }

  @Query(() => AssignableRoles, {
    description: "The roles a user may be given: system-wide, their groups' and their hotels' (those you may read)",
  })
  @Requires('USER:VIEW')
  async userRoleChoices(@Arg('userId', () => Int) userId: number, @Ctx() ctx: BffContext): Promise<AssignableRoles> {
    const { result } = await ctx.upstream.call(people.getUser, { params: { id: userId } });
    const { groupIds, hotelIds } = result.user;
    const [system, group, hotel] = await Promise.all([
      orNone(async () =>
        (await ctx.upstream.call(access.listRoles, {})).result.role.map((r): AssignableRole => ({
          ...r,
          ownerId: null,
        })),
      ),
      orNone(async () =>
        (
          await Promise.all(
            groupIds.map(async (id) =>
              (await ctx.upstream.call(access.groupsRolesOfGroup, { params: { id } })).result.groupsRole.map(
                (r): AssignableRole => ({ id: r.id, name: r.name, active: r.active, ownerId: r.groupsId }),
              ),
            ),
          )
        ).flat(),
      ),
      orNone(async () =>
        (
          await Promise.all(
            hotelIds.map(async (id) =>
              (await ctx.upstream.call(access.hotelRolesOfHotel, { params: { id } })).result.hotelRole.map(
                (r): AssignableRole => ({ id: r.id, name: r.name, active: r.active, ownerId: r.hotelId }),
              ),
            ),
          )
        ).flat(),
      ),
    ]);
    return { system, group, hotel };
  }

  @Mutation(() => UserRoleAssignmentPayload, {
    description: 'Sets the system (ADMIN only), group and hotel role a user holds; null takes a role away',
  })
  @Requires('USER:EDIT')
  async setUserAccountRoles(
    @Arg('input', () => UserRoleAssignmentInput) input: UserRoleAssignmentInput,
    @Ctx() ctx: BffContext,
  ): Promise<UserRoleAssignmentPayload> {
    const { result, message } = await ctx.upstream.call(access.updateUserRole, {
      body: {
        userId: input.userId,
        roleId: input.roleId ?? null,
        groupsRoleId: input.groupsRoleId ?? null,
        hotelRoleId: input.hotelRoleId ?? null,
      },
    });
    return { message, roles: result.userRole };
  }

  @Query(() => UserAccountPage, {
    description:
      'The users of the given levels you may see (of one hotel when given), by level then name; name searches name and email',
  })
  @Requires('USER:VIEW')
  async administrators(
    @Arg('levels', () => [UserLevel]) levels: UserLevel[],
    @Args(() => UserAccountPaging) paging: UserAccountPaging,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPage> {
    const { result, pagination } = await ctx.upstream.call(people.searchUsers, {
      query: {
        ...pageQuery({ ...paging, sortField: paging.sortField ?? 'userLevel' }),
        userLevelList: levels,
        hotelId: hotelId ?? undefined,
        name: name?.trim() || undefined,
      },
    });
    return pageFrom(result.user.map(toUserAccount), pagination, paging);
  }

  @Query(() => [LevelPermission], {
    description: "What a user's level grants on every administration feature, outside any service (read-only)",
  })
  @Requires('PRIVILEGE:VIEW')
  async levelPermissions(@Arg('userId', () => Int) userId: number, @Ctx() ctx: BffContext): Promise<LevelPermission[]> {
    const { result } = await ctx.upstream.call(permission.overallPermissions, { params: { id: userId } });
    return result.servicespermission.map((p) => ({ id: p.id, name: p.name, prefix: p.prefix, status: p.status }));
  }

  @Mutation(() => UserAccountPayload, {
    description:
      "Changes a user's level and the group and hotel they are tied to, keeping everything else. Not above your own level, never your own; GROUP and HOTEL need a group",
  })
  @Requires('USER:EDIT')
  async setUserLevel(
    @Arg('userId', () => Int) userId: number,
    @Arg('level', () => UserLevel) level: UserLevel,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<UserAccountPayload> {
    const body = await currentUserBody(ctx, userId);
    const { result } = await ctx.upstream.call(
      people.updateUser,
      { body: { ...body, userLevel: level, groupId, hotelId } },
      USER_FIELDS,
    );
    return { message: PEOPLE_NOTICES.USER_LEVEL_CHANGED, user: toUserAccount(result.user) };
  }
}
