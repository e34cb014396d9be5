// Reading the audit log (/hotel-setting/audit-log). The rows are written by the database's audit
// trigger (migration 003), never here. Administrators read within their scope: ADMIN everything; a
// group-wide administrator the rows of the group's hotels and of the group itself; one tied to a
// hotel (or a SERVICE administrator) the rows of their hotels; everyone also their own actions.
import { audit } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireInScope, requireLevel, scopeOf } from '../auth/scope.js';
import type { SqlParam } from '../db/database.js';
import { pageOf, type SortColumnsOf } from '../db/paging.js';
import { route, type RouteBinding } from '../http/route.js';
import { ADMIN_LEVELS } from '../permission/require-permission.js';
import { isGroupWide } from '../permission/admin-right.js';

type AuditEntry = audit.AuditEntry;

interface AuditRow {
  id: number;
  at: Date | string;
  actor_user_id: number | null;
  actor_email: string | null;
  hotel_id: number | null;
  groups_id: number | null;
  entity: string;
  entity_id: string | null;
  action: AuditEntry['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  actorUserId: r.actor_user_id,
  actorEmail: r.actor_email,
  hotelId: r.hotel_id,
  groupsId: r.groups_id,
  entity: r.entity,
  entityId: r.entity_id,
  action: r.action,
  before: r.before,
  after: r.after,
});

const SORT: SortColumnsOf<typeof audit.searchAuditLog> = {
  at: 'a.at',
  entity: ['a.entity', 'a.at'],
  action: ['a.action', 'a.at'],
  id: 'a.id',
};

/** A date means the whole day; an instant means itself. */
const isDate = (v: string) => v.length === 10;

export function auditRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(audit.searchAuditLog, async ({ query, principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const scope = await scopeOf(db, principal);
      if (query.hotelId !== undefined) requireInScope(scope, 'hotel', query.hotelId);
      if (query.groupsId !== undefined) requireInScope(scope, 'group', query.groupsId);
      const params: SqlParam[] = [];
      const $ = (value: SqlParam) => {
        params.push(value);
        return `$${params.length}`;
      };
      const conditions = [
        scope.all
          ? 'true'
          : `(a.hotel_id = any(${$(scope.hotelIds)}::int[])
              or (${$(isGroupWide(principal))}::boolean and a.hotel_id is null and a.groups_id = any(${$(scope.groupIds)}::int[]))
              or a.actor_user_id = ${$(principal.userId)})`,
      ];
      if (query.userId !== undefined) conditions.push(`a.actor_user_id = ${$(query.userId)}`);
      if (query.entity) conditions.push(`a.entity = ${$(query.entity)}`);
      if (query.action) conditions.push(`a.action = ${$(query.action)}`);
      if (query.hotelId !== undefined) conditions.push(`a.hotel_id = ${$(query.hotelId)}`);
      if (query.groupsId !== undefined) conditions.push(`a.groups_id = ${$(query.groupsId)}`);
      if (query.from) conditions.push(`a.at >= ${$(query.from)}::${isDate(query.from) ? 'date' : 'timestamptz'}`);
      if (query.to) {
        conditions.push(isDate(query.to) ? `a.at < ${$(query.to)}::date + 1` : `a.at <= ${$(query.to)}::timestamptz`);
      }
      const { rows, pagination } = await pageOf<AuditRow>(db, {
        select: 'select a.*',
        from: `from audit_log a where ${conditions.join(' and ')}`,
        params,
        sort: SORT,
        id: 'a.id',
        query,
      });
      return { result: { auditLog: rows.map(toEntry) }, pagination };
    }),

    route(audit.auditEntities, async ({ principal }) => {
      requireLevel(principal, ADMIN_LEVELS);
      const rows = await db.query<{ entity: string }>(
        `select c.relname as entity from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = 'audit_row' order by c.relname`,
      );
      return { result: { entity: rows.map((r) => r.entity) } };
    }),
  ];
}
