// Roles at every level (role, groups-role, hotel-role, service-role): lists paged, sorted and
// searched here (the upstream answers them whole), create, update, delete. A role somebody holds
// cannot be deleted and a duplicate name is a conflict: the upstream says so, its message is kept.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { admin, type AnyEndpoint, type ResultOf } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { PageArgs } from '../shared/paging.args.js';
import type { Call } from '../shared/upstream-call.js';
import {
  assertForService,
  callAccess,
  pageList,
  renameMap,
  type FieldRename,
  type ListOptions,
} from './access.scope.js';
import {
  GroupRole,
  GroupRoleInput,
  GroupRolePage,
  GroupRolePayload,
  HotelRole,
  HotelRoleInput,
  HotelRolePage,
  HotelRolePayload,
  ServiceRole,
  ServiceRoleInput,
  ServiceRolePage,
  ServiceRolePayload,
  SystemRole,
  SystemRoleInput,
  SystemRolePage,
  SystemRolePayload,
} from './role.type.js';

type UpstreamRole = admin.entities.Role;
type UpstreamServiceRole = admin.entities.ServiceRole;

/** The contract calls a group groupsId; the schema says groupId. */
const GROUP_FIELDS = renameMap({ groupsId: 'groupId' });

const roleText = (r: SystemRole) => [r.name, r.description];
const ROLE_SORTS = {
  name: (r: SystemRole) => r.name,
  id: (r: SystemRole) => r.id,
  active: (r: SystemRole) => r.active,
} as const;

const toSystemRole = (r: UpstreamRole): SystemRole => ({
  id: r.id,
  name: r.name,
  description: r.description,
  active: r.active,
});
const toGroupRole = (r: admin.entities.GroupsRole): GroupRole => ({ ...toSystemRole(r), groupId: r.groupsId });

async function hotelName(ctx: BffContext, hotelId: number): Promise<string | null> {
  return (await ctx.loaders.hotelById.load(hotelId))?.name ?? null;
}

async function toHotelRoles(ctx: BffContext, rows: readonly admin.entities.HotelRole[]): Promise<HotelRole[]> {
  return Promise.all(
    rows.map(async (r) => ({ ...toSystemRole(r), hotelId: r.hotelId, hotelName: await hotelName(ctx, r.hotelId) })),
  );
}

const toHotelRole = async (ctx: BffContext, r: admin.entities.HotelRole): Promise<HotelRole> =>
  (await toHotelRoles(ctx, [r]))[0]!;

/** Service roles with their hotel's name, for lists spanning hotels. */
export async function toServiceRoles(ctx: BffContext, rows: readonly UpstreamServiceRole[]): Promise<ServiceRole[]> {
  return Promise.all(
    rows.map(async (r) => ({
      ...toSystemRole(r),
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      hotelId: r.hotelId,
      hotelName: await hotelName(ctx, r.hotelId),
    })),
  );
}

const toServiceRole = async (ctx: BffContext, r: UpstreamServiceRole): Promise<ServiceRole> =>
  (await toServiceRoles(ctx, [r]))[0]!;

/**
 * A role written upstream (created or updated at any level): the upstream's message and the role it
 * answers in the schema's shape.
 */
async function writeRole<E extends AnyEndpoint, R>(
  ctx: BffContext,
  endpoint: E,
  call: Call<E>,
  toRole: (result: ResultOf<E>) => R | Promise<R>,
  rename?: FieldRename,
): Promise<{ message: string; role: R }> {
  const { result, message } = await callAccess(ctx, endpoint, call, rename);
  return { message, role: await toRole(result) };
}

/** A role deleted upstream (every level's delete takes the role's id as its path parameter). */
async function deleteRole<E extends AnyEndpoint>(ctx: BffContext, endpoint: E, id: number): Promise<DeletePayload> {
  const { message } = await callAccess(ctx, endpoint, { params: { id } } as Call<E>);
  return { message, id };
}

const SERVICE_ROLE_LIST: Omit<ListOptions<ServiceRole>, 'search'> = {
  text: (r) => [r.name, r.description, r.serviceName, r.hotelName ?? ''],
  sorts: {
    ...ROLE_SORTS,
    serviceName: (r) => r.serviceName,
    hotelName: (r) => r.hotelName ?? '',
  },
};

/** The hotels of a group, for the lists that span a group. */
async function hotelIdsOfGroup(ctx: BffContext, groupId: number): Promise<number[]> {
  return (await ctx.loaders.hotelsByGroup.load(groupId)).map((h) => h.id);
}

/**
 * The service roles in a scope: one service, a hotel's services, a group's, or every one the caller
 * may read.
 */
export async function serviceRolesIn(
  ctx: BffContext,
  scope: { serviceId?: number | null; hotelId?: number | null; groupId?: number | null },
): Promise<UpstreamServiceRole[]> {
  if (scope.serviceId) {
    await assertForService(ctx, scope.serviceId, 'ROLE:VIEW');
    return (await callAccess(ctx, admin.serviceRolesOfService, { params: { id: scope.serviceId } })).result.serviceRole;
  }
  const hotelIdList = scope.hotelId
    ? [scope.hotelId]
    : scope.groupId
      ? await hotelIdsOfGroup(ctx, scope.groupId)
      : null;
  if (hotelIdList === null) return (await callAccess(ctx, admin.listServiceRoles, {})).result.serviceRole;
  if (hotelIdList.length === 0) return [];
  return (await callAccess(ctx, admin.serviceRolesOfServicesAndHotels, { query: { hotelIdList } })).result.serviceRole;
}

@Resolver()
export class RoleResolver {
  // ------------------------------------------------------------------------------ system roles

  @Query(() => SystemRolePage, { description: 'System-wide roles, paged (name: contains, over name and description)' })
  @Requires('ROLE:VIEW')
  async systemRoles(
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePage> {
    const { result } = await callAccess(ctx, admin.listRoles, {});
    return pageList(result.role.map(toSystemRole), paging, { search: name, text: roleText, sorts: ROLE_SORTS });
  }

  @Mutation(() => SystemRolePayload, { description: 'Creates a system-wide role (system administrators only)' })
  @Requires('ROLE:ADD')
  async createSystemRole(
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePayload> {
    return writeRole(ctx, admin.createRole, { body: { ...input } }, (r) => toSystemRole(r.role));
  }

  @Mutation(() => SystemRolePayload)
  @Requires('ROLE:EDIT')
  async updateSystemRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePayload> {
    return writeRole(ctx, admin.updateRole, { body: { ...input, id } }, (r) => toSystemRole(r.role));
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteSystemRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, admin.deleteRole, id);
  }

  // ------------------------------------------------------------------------------- group roles

  @Query(() => GroupRolePage, {
    description: "A group's roles (every readable group's when none is named), paged (name: contains)",
  })
  @Requires('ROLE:VIEW')
  async groupRoles(
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<GroupRolePage> {
    const rows = groupId
      ? (await callAccess(ctx, admin.groupsRolesOfGroup, { params: { id: groupId } })).result.groupsRole
      : (await callAccess(ctx, admin.listGroupsRoles, {})).result.groupsRole;
    return pageList(rows.map(toGroupRole), paging, {
      search: name,
      text: roleText,
      sorts: { ...ROLE_SORTS, groupId: (r: GroupRole) => r.groupId },
    });
  }

  @Mutation(() => GroupRolePayload, { description: 'Creates a role of a group (group-wide administrators)' })
  @Requires('ROLE:ADD')
  async createGroupRole(
    @Arg('input', () => GroupRoleInput) input: GroupRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<GroupRolePayload> {
    const { groupId, ...role } = input;
    const body = { ...role, groupsId: groupId };
    return writeRole(ctx, admin.createGroupsRole, { body }, (r) => toGroupRole(r.groupsRole), GROUP_FIELDS);
  }

  @Mutation(() => GroupRolePayload)
  @Requires('ROLE:EDIT')
  async updateGroupRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GroupRoleInput) input: GroupRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<GroupRolePayload> {
    const { groupId, ...role } = input;
    const body = { ...role, groupsId: groupId, id };
    return writeRole(ctx, admin.updateGroupsRole, { body }, (r) => toGroupRole(r.groupsRole), GROUP_FIELDS);
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteGroupRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, admin.deleteGroupsRole, id);
  }

  // ------------------------------------------------------------------------------- hotel roles

  @Query(() => HotelRolePage, {
    description: "A hotel's roles, or those of a group's hotels, or every readable one; paged (name: contains)",
  })
  @Requires('ROLE:VIEW')
  async hotelRoles(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePage> {
    let rows: admin.entities.HotelRole[];
    if (hotelId) {
      rows = (await callAccess(ctx, admin.hotelRolesOfHotel, { params: { id: hotelId } })).result.hotelRole;
    } else {
      rows = (await callAccess(ctx, admin.listHotelRoles, {})).result.hotelRole;
      if (groupId) {
        const ids = new Set(await hotelIdsOfGroup(ctx, groupId));
        rows = rows.filter((r) => ids.has(r.hotelId));
      }
    }
    return pageList(await toHotelRoles(ctx, rows), paging, {
      search: name,
      text: (r) => [r.name, r.description, r.hotelName ?? ''],
      sorts: { ...ROLE_SORTS, hotelName: (r: HotelRole) => r.hotelName ?? '' },
    });
  }

  @Mutation(() => HotelRolePayload)
  @Requires('ROLE:ADD')
  async createHotelRole(
    @Arg('input', () => HotelRoleInput) input: HotelRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePayload> {
    return writeRole(ctx, admin.createHotelRole, { body: { ...input } }, (r) => toHotelRole(ctx, r.hotelRole));
  }

  @Mutation(() => HotelRolePayload)
  @Requires('ROLE:EDIT')
  async updateHotelRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelRoleInput) input: HotelRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePayload> {
    return writeRole(ctx, admin.updateHotelRole, { body: { ...input, id } }, (r) => toHotelRole(ctx, r.hotelRole));
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteHotelRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, admin.deleteHotelRole, id);
  }

  // ----------------------------------------------------------------------------- service roles

  @Query(() => ServiceRolePage, {
    description:
      "Service roles of one service, a hotel's services, a group's, or every readable one; paged (name: contains, over role, service and hotel)",
  })
  @Requires('ROLE:VIEW')
  async serviceRoles(
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => PageArgs) paging: PageArgs,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePage> {
    const rows = await serviceRolesIn(ctx, { serviceId, hotelId, groupId });
    return pageList(await toServiceRoles(ctx, rows), paging, { ...SERVICE_ROLE_LIST, search: name });
  }

  @Mutation(() => ServiceRolePayload, { description: 'Creates a role of a service; its privileges start at none' })
  @Requires('ROLE:ADD')
  async createServiceRole(
    @Arg('input', () => ServiceRoleInput) input: ServiceRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePayload> {
    await assertForService(ctx, input.serviceId, 'ROLE:ADD');
    return writeRole(ctx, admin.createServiceRole, { body: { ...input } }, (r) => toServiceRole(ctx, r.serviceRole));
  }

  @Mutation(() => ServiceRolePayload)
  @Requires('ROLE:EDIT')
  async updateServiceRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ServiceRoleInput) input: ServiceRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePayload> {
    await assertForService(ctx, input.serviceId, 'ROLE:EDIT');
    const call = { body: { ...input, id } };
    return writeRole(ctx, admin.updateServiceRole, call, (r) => toServiceRole(ctx, r.serviceRole));
  }

  @Mutation(() => DeletePayload, {
    description: 'Deletes a role with its privileges; refused (CONFLICT) while a user or an employee holds it',
  })
  @Requires('ROLE:DELETE')
  async deleteServiceRole(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    await assertForService(ctx, serviceId, 'ROLE:DELETE');
    return deleteRole(ctx, admin.deleteServiceRole, id);
  }
}
