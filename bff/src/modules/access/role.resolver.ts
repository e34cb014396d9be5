// Roles at every level (role, groups-role, hotel-role, service-role): the upstream's paged searches,
// create, update, delete. A role somebody holds
// cannot be deleted and a duplicate name is a conflict: the upstream says so, its message is kept.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { access, type AnyEndpoint, type ResultOf } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { DeletePayload } from '../shared/deletion.type.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import type { Call, FieldRename } from '../../upstream/caller.js';
import { renameMap } from './access.scope.js';
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

type UpstreamRole = access.entities.Role;
type UpstreamServiceRole = access.entities.ServiceRole;

/** The contract calls a group groupsId; the schema says groupId. */
const GROUP_FIELDS = renameMap({ groupsId: 'groupId' });

const toSystemRole = (r: UpstreamRole): SystemRole => ({
  id: r.id,
  name: r.name,
  description: r.description,
  active: r.active,
});
const toGroupRole = (r: access.entities.GroupsRole): GroupRole => ({ ...toSystemRole(r), groupId: r.groupsId });

async function hotelName(ctx: BffContext, hotelId: number): Promise<string | null> {
  return (await ctx.loaders.hotelById.load(hotelId))?.name ?? null;
}

async function toHotelRoles(ctx: BffContext, rows: readonly access.entities.HotelRole[]): Promise<HotelRole[]> {
  return Promise.all(
    rows.map(async (r) => ({ ...toSystemRole(r), hotelId: r.hotelId, hotelName: await hotelName(ctx, r.hotelId) })),
  );
}

const toHotelRole = async (ctx: BffContext, r: access.entities.HotelRole): Promise<HotelRole> =>
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
  const { result, message } = await ctx.upstream.call(endpoint, call, rename);
  return { message, role: await toRole(result) };
}

/** A role deleted upstream (every level's delete takes the role's id as its path parameter). */
async function deleteRole<E extends AnyEndpoint>(ctx: BffContext, endpoint: E, id: number): Promise<DeletePayload> {
  const { message } = await ctx.upstream.call(endpoint, { params: { id } } as Call<E>);
  return { message, id };
}

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
    return (await ctx.upstream.call(access.serviceRolesOfService, { params: { id: scope.serviceId } })).result
      .serviceRole;
  }
  const hotelIdList = scope.hotelId
    ? [scope.hotelId]
    : scope.groupId
      ? await hotelIdsOfGroup(ctx, scope.groupId)
      : null;
  if (hotelIdList === null) return (await ctx.upstream.call(access.listServiceRoles, {})).result.serviceRole;
  if (hotelIdList.length === 0) return [];
  return (await ctx.upstream.call(access.serviceRolesOfServicesAndHotels, { query: { hotelIdList } })).result
    .serviceRole;
}

const SystemRolePaging = listPaging('SystemRoleSort', access.searchRoles);
type SystemRolePaging = InstanceType<typeof SystemRolePaging>;
/** The contract's groupsId is the schema's groupId, in the sort as in the fields. */
const GroupRolePaging = listPaging('GroupRoleSort', ['name', 'id', 'active', 'groupId']);
type GroupRolePaging = InstanceType<typeof GroupRolePaging>;
const HotelRolePaging = listPaging('HotelRoleSort', access.searchHotelRoles);
type HotelRolePaging = InstanceType<typeof HotelRolePaging>;
const ServiceRolePaging = listPaging('ServiceRoleSort', access.searchServiceRoles);
type ServiceRolePaging = InstanceType<typeof ServiceRolePaging>;

@Resolver()
export class RoleResolver {
  // ------------------------------------------------------------------------------ system roles

  @Query(() => SystemRolePage, { description: 'System-wide roles, paged (name: contains, over name and description)' })
  @Requires('ROLE:VIEW')
  async systemRoles(
    @Args(() => SystemRolePaging) paging: SystemRolePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePage> {
    const { result, pagination } = await ctx.upstream.call(access.searchRoles, {
      query: { ...pageQuery(paging), name: name ?? undefined },
    });
    return pageFrom(result.role.map(toSystemRole), pagination, paging);
  }

  @Mutation(() => SystemRolePayload, { description: 'Creates a system-wide role (system administrators only)' })
  @Requires('ROLE:ADD')
  async createSystemRole(
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePayload> {
    return writeRole(ctx, access.createRole, { body: { ...input } }, (r) => toSystemRole(r.role));
  }

  @Mutation(() => SystemRolePayload)
  @Requires('ROLE:EDIT')
  async updateSystemRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<SystemRolePayload> {
    return writeRole(ctx, access.updateRole, { body: { ...input, id } }, (r) => toSystemRole(r.role));
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteSystemRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, access.deleteRole, id);
  }

  // ------------------------------------------------------------------------------- group roles

  @Query(() => GroupRolePage, {
    description: "A group's roles (every readable group's when none is named), paged (name: contains)",
  })
  @Requires('ROLE:VIEW')
  async groupRoles(
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => GroupRolePaging) paging: GroupRolePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<GroupRolePage> {
    const { sortField, ...rest } = paging;
    const { result, pagination } = await ctx.upstream.call(access.searchGroupsRoles, {
      query: {
        ...pageQuery({ ...rest, sortField: sortField === 'groupId' ? 'groupsId' : sortField }),
        groupsId: groupId ?? undefined,
        name: name ?? undefined,
      },
    });
    return pageFrom(result.groupsRole.map(toGroupRole), pagination, paging);
  }

  @Mutation(() => GroupRolePayload, { description: 'Creates a role of a group (group-wide administrators)' })
  @Requires('ROLE:ADD')
  async createGroupRole(
    @Arg('input', () => GroupRoleInput) input: GroupRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<GroupRolePayload> {
    const { groupId, ...role } = input;
    const body = { ...role, groupsId: groupId };
    return writeRole(ctx, access.createGroupsRole, { body }, (r) => toGroupRole(r.groupsRole), GROUP_FIELDS);
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
    return writeRole(ctx, access.updateGroupsRole, { body }, (r) => toGroupRole(r.groupsRole), GROUP_FIELDS);
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteGroupRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, access.deleteGroupsRole, id);
  }

  // ------------------------------------------------------------------------------- hotel roles

  @Query(() => HotelRolePage, {
    description: "A hotel's roles, or those of a group's hotels, or every readable one; paged (name: contains)",
  })
  @Requires('ROLE:VIEW')
  async hotelRoles(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => HotelRolePaging) paging: HotelRolePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePage> {
    const { result, pagination } = await ctx.upstream.call(access.searchHotelRoles, {
      query: {
        ...pageQuery(paging),
        hotelId: hotelId ?? undefined,
        groupsId: groupId ?? undefined,
        name: name ?? undefined,
      },
    });
    const rows = result.hotelRole.map((r) => ({ ...toSystemRole(r), hotelId: r.hotelId, hotelName: r.hotelName }));
    return pageFrom(rows, pagination, paging);
  }

  @Mutation(() => HotelRolePayload)
  @Requires('ROLE:ADD')
  async createHotelRole(
    @Arg('input', () => HotelRoleInput) input: HotelRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePayload> {
    return writeRole(ctx, access.createHotelRole, { body: { ...input } }, (r) => toHotelRole(ctx, r.hotelRole));
  }

  @Mutation(() => HotelRolePayload)
  @Requires('ROLE:EDIT')
  async updateHotelRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => HotelRoleInput) input: HotelRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<HotelRolePayload> {
    return writeRole(ctx, access.updateHotelRole, { body: { ...input, id } }, (r) => toHotelRole(ctx, r.hotelRole));
  }

  @Mutation(() => DeletePayload, { description: 'Refused (CONFLICT) while a user holds the role' })
  @Requires('ROLE:DELETE')
  async deleteHotelRole(@Arg('id', () => Int) id: number, @Ctx() ctx: BffContext): Promise<DeletePayload> {
    return deleteRole(ctx, access.deleteHotelRole, id);
  }

  // ----------------------------------------------------------------------------- service roles

  @Query(() => ServiceRolePage, {
    description:
      "Service roles of one service, a hotel's services, a group's, or every readable one; paged (name: contains, over role, service and hotel)",
  })
  @Requires('ROLE:VIEW', { service: 'serviceId' })
  async serviceRoles(
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Args(() => ServiceRolePaging) paging: ServiceRolePaging,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePage> {
    const { result, pagination } = await ctx.upstream.call(access.searchServiceRoles, {
      query: {
        ...pageQuery(paging),
        serviceId: serviceId ?? undefined,
        hotelId: hotelId ?? undefined,
        groupsId: groupId ?? undefined,
        name: name ?? undefined,
      },
    });
    const rows = result.serviceRole.map((r) => ({
      ...toSystemRole(r),
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      hotelId: r.hotelId,
      hotelName: r.hotelName,
    }));
    return pageFrom(rows, pagination, paging);
  }

  @Mutation(() => ServiceRolePayload, { description: 'Creates a role of a service; its privileges start at none' })
  @Requires('ROLE:ADD', { service: 'input.serviceId' })
  async createServiceRole(
    @Arg('input', () => ServiceRoleInput) input: ServiceRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePayload> {
    return writeRole(ctx, access.createServiceRole, { body: { ...input } }, (r) => toServiceRole(ctx, r.serviceRole));
  }

  @Mutation(() => ServiceRolePayload)
  @Requires('ROLE:EDIT', { service: 'input.serviceId' })
  async updateServiceRole(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ServiceRoleInput) input: ServiceRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRolePayload> {
    const call = { body: { ...input, id } };
    return writeRole(ctx, access.updateServiceRole, call, (r) => toServiceRole(ctx, r.serviceRole));
  }

  @Mutation(() => DeletePayload, {
    description: 'Deletes a role with its privileges; refused (CONFLICT) while a user or an employee holds it',
  })
  @Requires('ROLE:DELETE', { service: 'serviceId' })
  async deleteServiceRole(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: BffContext,
  ): Promise<DeletePayload> {
    return deleteRole(ctx, access.deleteServiceRole, id);
  }
}
