// The audit log (/hotel-setting/audit-log): the recorded writes within the caller's scope, newest
// first and paged by the server, filtered by user, entity, action, date range and hotel or group;
// the entity names and users for the filters.
import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { audit, people } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { SignedIn } from '../../auth/guards.js';
import { listPaging, pageFrom, pageQuery } from '../shared/paging.args.js';
import { requireAdministrator } from './audit.access.js';
import { AuditAction, AuditLogEntry, AuditLogPage, AuditLogUser, toAuditLogEntry } from './audit-log.type.js';

const AuditLogPaging = listPaging('AuditLogSort', audit.searchAuditLog);
type AuditLogPaging = InstanceType<typeof AuditLogPaging>;

@Resolver(() => AuditLogEntry)
export class AuditLogResolver {
  @Query(() => AuditLogPage, {
    description:
      'Recorded writes, newest first, within the caller’s scope (administrators only). from/to: a date (whole day) or an ISO instant',
  })
  @SignedIn()
  async auditLog(
    @Args(() => AuditLogPaging) paging: AuditLogPaging,
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Arg('entity', () => String, { nullable: true }) entity: string | null,
    @Arg('action', () => AuditAction, { nullable: true }) action: AuditAction | null,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('groupId', () => Int, { nullable: true }) groupId: number | null,
    @Ctx() ctx: BffContext,
  ): Promise<AuditLogPage> {
    await requireAdministrator(ctx);
    const { result, pagination } = await ctx.upstream.call(audit.searchAuditLog, {
      query: {
        ...pageQuery(paging),
        userId: userId ?? undefined,
        entity: entity || undefined,
        action: action ?? undefined,
        from: from || undefined,
        to: to || undefined,
        hotelId: hotelId ?? undefined,
        groupsId: groupId ?? undefined,
      },
    });
    return pageFrom(result.auditLog.map(toAuditLogEntry), pagination, paging);
  }

  @Query(() => [String], { description: 'The entities (tables) the audit log records, for its filter' })
  @SignedIn()
  async auditLogEntities(@Ctx() ctx: BffContext): Promise<string[]> {
    await requireAdministrator(ctx);
    const { result } = await ctx.upstream.call(audit.auditEntities, {});
    return result.entity;
  }

  @Query(() => [AuditLogUser], { description: 'The users within the caller’s scope, for the log’s user filter' })
  @SignedIn()
  async auditLogUsers(@Ctx() ctx: BffContext): Promise<AuditLogUser[]> {
    await requireAdministrator(ctx);
    const { result } = await ctx.upstream.call(people.listUsers, {});
    return result.user
      .map((u) => ({ id: u.userId, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The hotel’s name' })
  async hotelName(@Root() entry: AuditLogEntry, @Ctx() ctx: BffContext): Promise<string | null> {
    if (entry.hotelId === null) return null;
    return (await ctx.loaders.hotelById.load(entry.hotelId))?.name ?? null;
  }
}
