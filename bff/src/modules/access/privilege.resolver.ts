// Privileges: the matrix of one service role (read and saved), the overview of every role × feature
// in a group, hotel or service, and a user's effective privileges per service. After this instance
// saves a role's privileges it drops its cached sessions, so the holders' next request here is
// judged by the new rights (another instance within SESSION_CACHE_MS).
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { featureInfo } from '@hotel/domain';
import { access, hotel, type HotelService, people, permission, type PermissionEntry, type User } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import type { Session } from '../../auth/session.js';
import { Requires } from '../../auth/guards.js';
import { ErrorCode, refusalError } from '../../errors.js';
import { ServiceType, UserLevel } from '../auth/viewer.type.js';
import {
  FeaturePrivilege,
  PrivilegeFeature,
  PrivilegeMatrix,
  PrivilegeUser,
  RolePrivilegesInput,
  RolePrivilegesPayload,
  ServicePrivilegeOverview,
  UserPrivileges,
  statusName,
  statusNumber,
} from './privilege.type.js';
import { serviceRolesIn, toServiceRoles } from './role.resolver.js';

/** The contract's `permissions.3.servicesPermissionId` is the input's `privileges.3.featureId`. */
const PRIVILEGE_FIELDS = (field: string): string | null => {
  const match = /^permissions\.(\d+)\.(servicesPermissionId|status)$/.exec(field);
  if (match) return `privileges.${match[1]}.${match[2] === 'status' ? 'status' : 'featureId'}`;
  return field === 'permissions' ? 'privileges' : null;
};

const scopeOf = (prefix: string): string => featureInfo(prefix)?.scope ?? 'ADMIN';

/** The service's own features first, then administration; the catalogue's order within each. */
const serviceFirst = (a: PrivilegeFeature, b: PrivilegeFeature) =>
  Number(a.scope === 'ADMIN') - Number(b.scope === 'ADMIN') || a.featureId - b.featureId;

const toFeaturePrivilege = (e: PermissionEntry): FeaturePrivilege => ({
  featureId: e.id,
  prefix: e.prefix,
  name: e.name,
  scope: scopeOf(e.prefix),
  status: statusName(e.status),
});

const toPrivilegeUser = (u: User): PrivilegeUser => ({
  userId: u.userId,
  name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  level: u.userLevel as UserLevel,
  active: u.active,
});

async function serviceOf(ctx: BffContext, serviceId: number, hotelId: number): Promise<HotelService | undefined> {
  return (await ctx.loaders.servicesByHotel.load(hotelId)).find((s) => s.id === serviceId);
}

async function matrixOf(
  ctx: BffContext,
  serviceId: number,
  serviceRoleId: number,
  session: Session,
): Promise<PrivilegeMatrix> {
  const [roles, offered, held] = await Promise.all([
    ctx.upstream.call(access.serviceRolesOfService, { params: { id: serviceId } }),
    ctx.upstream.call(access.servicePermissions, { params: { id: serviceId } }),
    ctx.upstream.call(access.serviceRolePermissions, { params: { id: serviceRoleId } }),
  ]);
  const upstreamRole = roles.result.serviceRole.find((r) => r.id === serviceRoleId);
  if (!upstreamRole) throw refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what: 'Service role' });
  const [role] = await toServiceRoles(ctx, [upstreamRole]);
  const statuses = new Map(held.result.servicespermission.map((e) => [e.id, e.status]));
  const privileges = offered.result.servicesPermission
    .map((f) => ({
      featureId: f.id,
      prefix: f.prefix,
      name: f.name,
      scope: f.scope,
      status: statusName(statuses.get(f.id) ?? 3),
    }))
    .sort(serviceFirst);
  // Listing users is for administrators; a USER editing privileges sees the matrix without them.
  const holders =
    session.viewer.userLevel === 'USER'
      ? null
      : (await ctx.upstream.call(people.usersOfServiceRole, { params: { id: serviceRoleId } })).result.user.map(
          toPrivilegeUser,
        );
  const service = await serviceOf(ctx, serviceId, upstreamRole.hotelId);
  const ownScope = offered.result.servicesPermission.find((f) => f.scope !== 'ADMIN')?.scope;
  return {
    role: role!,
    serviceType: (service?.serviceType ?? ownScope ?? 'HOTEL') as ServiceType,
    privileges,
    holders,
  };
}

@Resolver()
export class PrivilegeResolver {
  @Query(() => PrivilegeMatrix, {
    description: "A service role's status on every feature its service offers, and who holds the role",
  })
  @Requires('PRIVILEGE:VIEW', { service: 'serviceId' })
  async privilegeMatrix(
    @Arg('serviceId', () => Int) serviceId: number,
    @Arg('serviceRoleId', () => Int) serviceRoleId: number,
    @Ctx() ctx: BffContext,
  ): Promise<PrivilegeMatrix> {
    const session = await ctx.sessionFor(serviceId);
    return matrixOf(ctx, serviceId, serviceRoleId, session);
  }

  @Mutation(() => RolePrivilegesPayload, {
    description:
      "Saves a service role's status per feature. Its holders' next request is judged by the new rights. A USER cannot raise a feature beyond their own status.",
  })
  @Requires('PRIVILEGE:EDIT', { service: 'input.serviceId' })
  async updateRolePrivileges(
    @Arg('input', () => RolePrivilegesInput) input: RolePrivilegesInput,
    @Ctx() ctx: BffContext,
  ): Promise<RolePrivilegesPayload> {
    const session = await ctx.sessionFor(input.serviceId);
    const { message } = await ctx.upstream.call(
      access.updateServiceRolePermissions,
      {
        body: {
          serviceRoleId: input.serviceRoleId,
          permissions: input.privileges.map((p) => ({
            servicesPermissionId: p.featureId,
            status: statusNumber(p.status),
          })),
        },
      },
      PRIVILEGE_FIELDS,
    );
    ctx.sessions.clear();
    return { message, matrix: await matrixOf(ctx, input.serviceId, input.serviceRoleId, session) };
  }

  @Query(() => [ServicePrivilegeOverview], {
    description:
      'Every service role × the features of its service, for one service, a hotel’s services or a group’s (read-only)',
  })
  @Requires('PRIVILEGE:VIEW', { service: 'serviceId' })
  async privilegeOverview(
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<ServicePrivilegeOverview[]> {
    if (!groupId && !hotelId && !serviceId)
      throw refusalError(ErrorCode.BAD_USER_INPUT, 'PRIVILEGE_SCOPE_REQUIRED', undefined, ['hotelId']);
    let services: HotelService[];
    if (hotelId) services = await ctx.loaders.servicesByHotel.load(hotelId);
    else if (groupId)
      services = (await ctx.upstream.call(hotel.servicesOfGroup, { params: { id: groupId } })).result.hotelService;
    else services = (await ctx.upstream.call(hotel.listHotelServices, {})).result.hotelService;
    if (serviceId) services = services.filter((s) => s.id === serviceId);
    if (services.length === 0) return [];

    const roles = await toServiceRoles(
      ctx,
      await serviceRolesIn(ctx, serviceId ? { serviceId } : { hotelId, groupId: hotelId ? null : groupId }),
    );
    const entries = new Map(
      await Promise.all(
        roles.map(
          async (role) =>
            [
              role.id,
              (await ctx.upstream.call(access.serviceRolePermissions, { params: { id: role.id } })).result
                .servicespermission,
            ] as const,
        ),
      ),
    );
    return Promise.all(
      services.map(async (service) => {
        const own = roles.filter((r) => r.serviceId === service.id).sort((a, b) => a.name.localeCompare(b.name));
        // Every role of a service lists the same features: the service's.
        const features = (entries.get(own[0]?.id ?? 0) ?? []).map(toFeaturePrivilege).sort(serviceFirst);
        return {
          serviceId: service.id,
          serviceName: service.name,
          serviceType: service.serviceType as ServiceType,
          hotelId: service.hotelId,
          hotelName: (await ctx.loaders.hotelById.load(service.hotelId))?.name ?? null,
          features: features.map(({ status: _status, ...feature }) => feature),
          roles: own.map((role) => {
            const byFeature = new Map((entries.get(role.id) ?? []).map((e) => [e.id, e.status]));
            return { role, statuses: features.map((f) => statusName(byFeature.get(f.featureId) ?? 3)) };
          }),
        };
      }),
    );
  }

  @Query(() => [PrivilegeUser], {
    description: 'The users of a hotel or service (every visible one without either), first 50 by name (contains)',
  })
  @Requires('PRIVILEGE:VIEW')
  async privilegeUsers(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('serviceId', () => Int, { nullable: true }) serviceId: number | null,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<PrivilegeUser[]> {
    const { result } = await ctx.upstream.call(people.searchUsers, {
      query: {
        hotelId: hotelId ?? undefined,
        serviceId: serviceId ?? undefined,
        name: name?.trim() || undefined,
        page: 0,
        size: 50,
      },
    });
    return result.user.map(toPrivilegeUser);
  }

  @Query(() => UserPrivileges, {
    description: "A user's effective privileges in each service they are allocated to (of one hotel, when named)",
  })
  @Requires('PRIVILEGE:VIEW')
  async userPrivileges(
    @Arg('userId', () => Int) userId: number,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<UserPrivileges> {
    const [user, held, services] = await Promise.all([
      ctx.upstream.call(people.getUser, { params: { id: userId } }),
      ctx.upstream.call(people.employeeRoles, { params: { id: userId } }),
      hotelId
        ? ctx.loaders.servicesByHotel.load(hotelId)
        : ctx.upstream.call(hotel.listHotelServices, {}).then((r) => r.result.hotelService),
    ]);
    const serviceById = new Map(services.map((s) => [s.id, s]));
    const allocations = held.result.role.filter((r) => !hotelId || serviceById.has(r.serviceId));
    return {
      user: toPrivilegeUser(user.result.user),
      administrator: user.result.user.userLevel !== 'USER',
      services: await Promise.all(
        allocations.map(async (allocation) => {
          const service = serviceById.get(allocation.serviceId);
          const { result } = await ctx.upstream.call(permission.userServicePermissions, {
            params: { userId, serviceId: allocation.serviceId },
          });
          return {
            serviceId: allocation.serviceId,
            serviceName: allocation.serviceName,
            serviceType: (service?.serviceType as ServiceType | undefined) ?? null,
            hotelId: service?.hotelId ?? null,
            hotelName: service ? ((await ctx.loaders.hotelById.load(service.hotelId))?.name ?? null) : null,
            roleId: allocation.serviceRoleId,
            roleName: allocation.name,
            privileges: result.servicespermission.map(toFeaturePrivilege).sort(serviceFirst),
          };
        }),
      ),
    };
  }
}
