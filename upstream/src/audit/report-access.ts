// Who may read the administration reports (turnover, payment transactions) and what they cover. A
// report names a hotel (optionally one service of it) or a whole group; it covers the services that
// take payments today (RESTAURANT) of those hotels, narrowed to what the caller may read:
//
// - ADMIN: everything. GROUP and HOTEL administrators: the hotels of their scope; a whole group only
//   when they are tied to the group alone (one tied to a hotel works on that hotel, core §6).
// - SERVICE administrators: the services they administer, never a whole group.
// - USER: the group's feature (GROUP_TURNOVER, PAYMENT_TRANSACTION) on a service of the group for the
//   whole group; for a hotel, the hotel feature (REPORT, …) on its front office (HOTEL service) covers
//   the hotel, on another service covers that service.
//
// A refusal is 40300; a hotel, group or service that does not exist is 40400.
import { can, type FeatureKey } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden, invalid, notFound } from '../http/api-error.js';
import { permissionsFor } from '../permission/permission-repository.js';
import { isGroupWide, requireAdminRight } from '../permission/admin-right.js';

/** The service types whose sales and payments the product records today. */
export const SELLING_SERVICE_TYPES = ['RESTAURANT'] as const;

export interface ReportTarget {
  groupsId?: number | undefined;
  hotelId?: number | undefined;
  hotelServiceId?: number | undefined;
}

export interface CoveredHotel {
  id: number;
  name: string;
  title: string;
  groupId: number;
}

export interface CoveredService {
  id: number;
  name: string;
  serviceType: string;
  hotelId: number;
}

export interface Coverage {
  /** The hotel's title, or the group's name for a whole group. */
  title: string;
  groupsId: number | null;
  hotelId: number | null;
  hotelServiceId: number | null;
  /** The hotels with at least one covered service (all target hotels for administrators). */
  hotels: CoveredHotel[];
  services: CoveredService[];
}

interface HotelRow {
  id: number;
  name: string;
  title: string;
  group_id: number;
}

/** Resolves the target, refuses what the caller may not read, and answers the services it covers. */
export async function reportCoverage(
  db: Queryable,
  principal: Principal,
  target: ReportTarget,
  features: { hotel: FeatureKey; group: FeatureKey },
): Promise<Coverage> {
  requireUser(principal);
  let hotels: HotelRow[];
  let title: string;
  const wholeGroup = target.hotelId === undefined;
  if (!wholeGroup) {
    hotels = await db.query<HotelRow>('select id, name, title, group_id from hotel where id = $1', [target.hotelId!]);
    const hotel = hotels[0];
    if (!hotel) throw notFound('Hotel');
    if (target.groupsId !== undefined && hotel.group_id !== target.groupsId)
      throw invalid('hotelId', 'HOTEL_NOT_IN_GROUP');
    await requireAdminRight(db, principal, { hotel: hotel.id }, features.hotel, 'VIEW');
    title = hotel.title || hotel.name;
  } else {
    const [group] = await db.query<{ name: string }>('select name from app_group where id = $1', [target.groupsId!]);
    if (!group) throw notFound('Group');
    await requireAdminRight(db, principal, { group: target.groupsId! }, features.group, 'VIEW');
    if (principal.level !== 'USER' && !isGroupWide(principal)) throw forbidden('OWN_HOTELS_ONLY');
    hotels = await db.query<HotelRow>('select id, name, title, group_id from hotel where group_id = $1', [
      target.groupsId!,
    ]);
    title = group.name;
  }

  const all = await db.query<{ id: number; name: string; service_type: string; hotel_id: number }>(
    `select id, name, service_type, hotel_id from hotel_service
      where hotel_id = any($1::int[]) and service_type = any($2::text[]) order by hotel_id, lower(name), id`,
    [hotels.map((h) => h.id), [...SELLING_SERVICE_TYPES]],
  );
  let services: CoveredService[] = all.map((s) => ({
    id: s.id,
    name: s.name,
    serviceType: s.service_type,
    hotelId: s.hotel_id,
  }));
  if (target.hotelServiceId !== undefined) {
    const [service] = await db.query<{ hotel_id: number }>('select hotel_id from hotel_service where id = $1', [
      target.hotelServiceId,
    ]);
    if (!service) throw notFound('Service');
    if (service.hotel_id !== target.hotelId) throw invalid('hotelServiceId', 'SERVICE_NOT_IN_HOTEL');
    services = services.filter((s) => s.id === target.hotelServiceId);
  }

  const readable = await readableServices(db, principal, wholeGroup, hotels, features);
  if (readable) {
    if (target.hotelServiceId !== undefined && !readable.has(target.hotelServiceId)) throw forbidden();
    services = services.filter((s) => readable.has(s.id));
  }
  const shown = new Set(services.map((s) => s.hotelId));
  return {
    title,
    groupsId: wholeGroup ? target.groupsId! : null,
    hotelId: wholeGroup ? null : target.hotelId!,
    hotelServiceId: target.hotelServiceId ?? null,
    hotels: hotels
      .filter((h) => !readable || shown.has(h.id))
      .map((h) => ({ id: h.id, name: h.name, title: h.title, groupId: h.group_id }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    services,
  };
}

/** The service ids a SERVICE administrator or a USER may read; null when every service of the target. */
async function readableServices(
  db: Queryable,
  principal: Principal,
  wholeGroup: boolean,
  hotels: readonly HotelRow[],
  features: { hotel: FeatureKey; group: FeatureKey },
): Promise<Set<number> | null> {
  if (principal.level !== 'SERVICE' && principal.level !== 'USER') return null;
  const scope = await scopeOf(db, principal);
  if (principal.level === 'SERVICE') return new Set(scope.serviceIds);
  // A USER past requireAdminRight holds the group feature somewhere in the group: all of it.
  if (wholeGroup) return null;
  const mine = await db.query<{ id: number; hotel_id: number; service_type: string }>(
    'select id, hotel_id, service_type from hotel_service where id = any($1::int[]) and hotel_id = any($2::int[])',
    [scope.serviceIds, hotels.map((h) => h.id)],
  );
  const readable = new Set<number>();
  for (const s of mine) {
    if (!can(await permissionsFor(db, principal, s.id), features.hotel, 'VIEW')) continue;
    if (s.service_type === 'HOTEL') return null;
    readable.add(s.id);
  }
  return readable;
}
