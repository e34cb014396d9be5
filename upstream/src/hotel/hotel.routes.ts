// Groups, hotels and hotel services: multipart creates and updates (a JSON part plus images), scoped
// reads, and deletes that refuse while something still depends on the record.
//
// Who may write: the levels are the domain's ESTATE_WRITE_LEVELS (groups are created and deleted by
// ADMIN and updated by ADMIN or GROUP; hotels are created and deleted by ADMIN or GROUP and updated
// by ADMIN, GROUP or HOTEL; services are managed by ADMIN, GROUP or HOTEL). Always within the
// caller's scope. Reads answer what the caller's scope holds.
import {
  estateWriteLevels,
  HOTEL_NOTICES,
  type EstateFeature,
  type EstateWrite,
  type RefusalReason,
} from '@hotel/domain';
import {
  GROUP_IMAGES,
  HOTEL_IMAGES,
  SERVICE_IMAGES,
  type Group,
  type Hotel,
  type HotelService,
  hotel,
} from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireLevel, scopeOf, type Scope } from '../auth/scope.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, conflictOn, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { route, type RouteBinding } from '../http/route.js';
import { imageUrl, storeImages } from './images.js';

// ---------------------------------------------------------------------------------------------
// Rows and their contract shapes (exported: the users module answers hotels and services too)

interface GroupRow {
  id: number;
  name: string;
  address: string;
  contact_person: string;
  email: string;
  active: boolean;
  contact_numbers: string[];
  card_logo: string | null;
  card_image: string | null;
  side_bar_image: string | null;
}

interface HotelRow {
  id: number;
  group_id: number;
  group_title: string;
  group_card_logo: string | null;
  title: string;
  name: string;
  type: string;
  address: string;
  contact_number: string;
  email: string;
  contact_numbers: string[];
  prefix: string;
  beds_property_id: string | null;
  vat_applicable: boolean;
  company_registration_number: string;
  company_registration_address: string;
  vat_number: string;
  web_address: string;
  card_image: string | null;
  card_logo: string | null;
  side_bar_image: string | null;
  title_image: string | null;
  header_logo: string | null;
  side_bar_logo: string | null;
  group_header_logo: string | null;
  website_logo: string | null;
  background_image: string | null;
}

interface ServiceRow {
  id: number;
  name: string;
  service_type: HotelService['serviceType'];
  active: boolean;
  hotel_id: number;
  card_image: string | null;
  card_logo: string | null;
}

const GROUP_COLUMNS = `select g.id, g.name, g.address, g.contact_person, g.email, g.active, g.contact_numbers,
  g.card_logo, g.card_image, g.side_bar_image`;
const GROUP_SELECT = `${GROUP_COLUMNS} from app_group g`;
const HOTEL_COLUMNS = 'select h.*, g.name as group_title, g.card_logo as group_card_logo';
const HOTEL_FROM = 'from hotel h join app_group g on g.id = h.group_id';
export const HOTEL_SELECT = `${HOTEL_COLUMNS} ${HOTEL_FROM}`;
const SERVICE_COLUMNS = 'select s.id, s.name, s.service_type, s.active, s.hotel_id, s.card_image, s.card_logo';
export const SERVICE_SELECT = `${SERVICE_COLUMNS} from hotel_service s`;

// The paged lists: scope parameters $1 (everything) and $2 (the scope's ids, of groups, hotels or
// services), the counts over what the scope holds.
/** Hotels of the group `g` in the scope ($4: the scope's hotel ids). */
const HOTEL_COUNT =
  '(select count(*)::int from hotel c where c.group_id = g.id and ($1::boolean or c.id = any($4::int[])))';
/** Services of the hotel `h` in the scope ($6: the scope's service ids). */
const SERVICE_COUNT =
  '(select count(*)::int from hotel_service c where c.hotel_id = h.id and ($1::boolean or c.id = any($6::int[])))';
const GROUP_SORT: SortColumnsOf<typeof hotel.searchGroups> = {
  name: 'lower(g.name)',
  contactPerson: ['lower(g.contact_person)', 'lower(g.name)'],
  email: ['lower(g.email)', 'lower(g.name)'],
  hotelCount: [HOTEL_COUNT, 'lower(g.name)'],
  active: ['g.active', 'lower(g.name)'],
  id: 'g.id',
};
const HOTEL_SORT: SortColumnsOf<typeof hotel.searchHotels> = {
  name: 'lower(h.name)',
  title: 'lower(h.title)',
  prefix: 'h.prefix',
  type: ['h.type', 'lower(h.name)'],
  groupTitle: ['lower(g.name)', 'lower(h.name)'],
  serviceCount: [SERVICE_COUNT, 'lower(h.name)'],
  id: 'h.id',
};
const SERVICE_SORT: SortColumnsOf<typeof hotel.searchHotelServices> = {
  name: 'lower(s.name)',
  serviceType: ['s.service_type', 'lower(s.name)'],
  active: ['s.active', 'lower(s.name)'],
  id: 's.id',
};

const toGroup = (r: GroupRow): Group => ({
  id: r.id,
  name: r.name,
  address: r.address,
  contactPerson: r.contact_person,
  email: r.email,
  active: r.active,
  contactNumbersList: r.contact_numbers,
  cardLogo: imageUrl(r.card_logo),
  cardImage: imageUrl(r.card_image),
  sideBarImage: imageUrl(r.side_bar_image),
});

export const toHotel = (r: HotelRow): Hotel => ({
  id: r.id,
  title: r.title,
  name: r.name,
  type: r.type,
  address: r.address,
  contactNumber: r.contact_number,
  email: r.email,
  contactNumbersList: r.contact_numbers,
  groupId: r.group_id,
  groupTitle: r.group_title,
  prefix: r.prefix,
  bedsPropertyId: r.beds_property_id,
  vatApplicable: r.vat_applicable,
  companyRegistrationNumber: r.company_registration_number,
  companyRegistrationAddress: r.company_registration_address,
  vatNumber: r.vat_number,
  webAddress: r.web_address,
  cardImage: imageUrl(r.card_image),
  cardLogo: imageUrl(r.card_logo),
  sideBarImage: imageUrl(r.side_bar_image),
  titleImage: imageUrl(r.title_image),
  headerLogo: imageUrl(r.header_logo),
  sideBarLogo: imageUrl(r.side_bar_logo),
  // Not uploaded with the hotel: the group's logo unless the hotel has its own.
  groupHeaderLogo: imageUrl(r.group_header_logo ?? r.group_card_logo),
  websiteLogo: imageUrl(r.website_logo),
  backgroundImage: imageUrl(r.background_image),
});

export const toHotelService = (r: ServiceRow): HotelService => ({
  id: r.id,
  name: r.name,
  serviceType: r.service_type,
  active: r.active,
  hotelId: r.hotel_id,
  cardImage: imageUrl(r.card_image),
  cardLogo: imageUrl(r.card_logo),
});

/** `cardLogo` → `card_logo`: image parts are named like the contract fields, columns in snake case. */
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function findHotel(db: Queryable, id: number): Promise<Hotel | null> {
  const [row] = await db.query<HotelRow>(`${HOTEL_SELECT} where h.id = $1`, [id]);
  return row ? toHotel(row) : null;
}

async function findGroup(db: Queryable, id: number): Promise<Group | null> {
  const [row] = await db.query<GroupRow>(`${GROUP_SELECT} where g.id = $1`, [id]);
  return row ? toGroup(row) : null;
}

export async function findService(db: Queryable, id: number): Promise<HotelService | null> {
  const [row] = await db.query<ServiceRow>(`${SERVICE_SELECT} where s.id = $1`, [id]);
  return row ? toHotelService(row) : null;
}

async function mustFind<T>(found: Promise<T | null>, what: string): Promise<T> {
  const value = await found;
  if (value === null) throw notFound(what);
  return value;
}

/** Hotels within a scope, optionally narrowed by an extra condition on `h` (parameters from $3). */
async function hotelsIn(db: Queryable, scope: Scope, where = 'true', params: SqlParam[] = []): Promise<Hotel[]> {
  const rows = await db.query<HotelRow>(
    `${HOTEL_SELECT} where ($1::boolean or h.id = any($2::int[])) and (${where}) order by h.id`,
    [scope.all, scope.hotelIds, ...params],
  );
  return rows.map(toHotel);
}

/** Services within a scope, optionally narrowed by an extra condition on `s` (parameters from $3). */
export async function servicesIn(
  db: Queryable,
  scope: Scope,
  where = 'true',
  params: SqlParam[] = [],
): Promise<HotelService[]> {
  const rows = await db.query<ServiceRow>(
    `${SERVICE_SELECT} where ($1::boolean or s.id = any($2::int[])) and (${where}) order by s.id`,
    [scope.all, scope.serviceIds, ...params],
  );
  return rows.map(toHotelService);
}

/**
 * A hotel prefix from its name when none is given: the initials, filled up with the letters of the
 * last word to three capitals ("Serendib Galle" → SGA), then a letter or two appended until unused.
 */
export async function generatePrefix(db: Queryable, name: string): Promise<string> {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // "Hôtel" → "Hotel"
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w !== '');
  const first = words[0] ?? 'HOTEL';
  const last = words[words.length - 1] ?? first;
  const initials = words.map((w) => w[0]).join('');
  const base = (initials.length >= 3 ? initials : initials + last.slice(1) + first.slice(1)).slice(0, 3).padEnd(2, 'H');
  const taken = new Set(
    (await db.query<{ prefix: string }>('select prefix from hotel where prefix like $1', [`${base}%`])).map(
      (r) => r.prefix,
    ),
  );
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const candidates = [
    base,
    ...letters.map((a) => base + a),
    ...letters.flatMap((a) => letters.map((b) => base + a + b)),
  ];
  const free = candidates.find((c) => !taken.has(c));
  if (!free) throw conflict('HOTEL_PREFIX_EXHAUSTED');
  return free;
}

/** Runs a delete; a foreign key still pointing at the row (another module's data) becomes `reason`. */
async function deleteOrRefuse(run: () => Promise<unknown>, reason: RefusalReason): Promise<void> {
  try {
    await run();
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw conflict(reason);
    throw err;
  }
}

const exists = async (db: Queryable, sql: string, params: SqlParam[]) => (await db.query(sql, params)).length > 0;

export function hotelRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('app_group_name_key', 'GROUP_NAME_TAKEN', 'name');
  describeConstraint('hotel_name_key', 'HOTEL_NAME_TAKEN', 'name');
  describeConstraint('hotel_prefix_key', 'HOTEL_PREFIX_TAKEN', 'prefix');
  describeConstraint('hotel_service_name_key', 'SERVICE_NAME_TAKEN', 'name');

  const scope = (p: Principal) => scopeOf(db, p);

  /** An estate write: the caller's level for it, their scope, and its work in one transaction. */
  const estateWrite = async <T>(
    principal: Principal,
    feature: EstateFeature,
    write: EstateWrite,
    work: (tx: Queryable, callerScope: Scope) => Promise<T>,
  ): Promise<T> => {
    requireLevel(principal, estateWriteLevels(feature, write));
    const callerScope = await scope(principal);
    return db.transaction((tx) => work(tx, callerScope));
  };

  /** Refuses a delete while a record still depends on `id` (each check its own refusal), in order. */
  const refuseWhile = async (tx: Queryable, id: number, checks: readonly [sql: string, reason: RefusalReason][]) => {
    for (const [sql, reason] of checks) if (await exists(tx, sql, [id])) throw conflict(reason);
  };

  const assertHotelFree = async (tx: Queryable, groupId: number, name: string, prefix: string, id: number | null) => {
    if (
      await exists(tx, 'select 1 from hotel where group_id = $1 and lower(name) = lower($2) and id <> $3', [
        groupId,
        name,
        id ?? 0,
      ])
    ) {
      throw conflictOn('name', 'HOTEL_NAME_TAKEN');
    }
    if (await exists(tx, 'select 1 from hotel where prefix = $1 and id <> $2', [prefix, id ?? 0]))
      throw conflictOn('prefix', 'HOTEL_PREFIX_TAKEN');
  };
  const assertServiceFree = async (tx: Queryable, hotelId: number, name: string, id: number | null) => {
    if (
      await exists(tx, 'select 1 from hotel_service where hotel_id = $1 and lower(name) = lower($2) and id <> $3', [
        hotelId,
        name,
        id ?? 0,
      ])
    ) {
      throw conflictOn('name', 'SERVICE_NAME_TAKEN');
    }
  };

  return [
    // ------------------------------------------------------------------------------- groups
    route(hotel.createGroup, async ({ body, files, principal }) => {
      const id = await estateWrite(principal, 'GROUP', 'ADD', async (tx) => {
        if (await exists(tx, 'select 1 from app_group where lower(name) = lower($1)', [body.name]))
          throw conflictOn('name', 'GROUP_NAME_TAKEN');
        const images = await storeImages(tx, files, GROUP_IMAGES);
        const [row] = await tx.query<{ id: number }>(
          `insert into app_group (name, address, contact_person, email, active, contact_numbers, card_logo, card_image, side_bar_image)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            body.name,
            body.address,
            body.contactPerson,
            body.email,
            body.active,
            JSON.stringify(body.contactNumbersList),
            images.cardLogo ?? null,
            images.cardImage ?? null,
            images.sideBarImage ?? null,
          ],
        );
        return row!.id;
      });
      return {
        result: { group: await mustFind(findGroup(db, id), 'Group') },
        message: HOTEL_NOTICES.GROUP_CREATED,
      };
    }),

    route(hotel.updateGroup, async ({ body, files, principal }) => {
      await estateWrite(principal, 'GROUP', 'EDIT', async (tx, callerScope) => {
        await mustFind(findGroup(tx, body.id), 'Group');
        requireInScope(callerScope, 'group', body.id);
        if (
          await exists(tx, 'select 1 from app_group where lower(name) = lower($1) and id <> $2', [body.name, body.id])
        ) {
          throw conflictOn('name', 'GROUP_NAME_TAKEN');
        }
        const images = await storeImages(tx, files, GROUP_IMAGES);
        await tx.query(
          `update app_group set name = $2, address = $3, contact_person = $4, email = $5, active = $6, contact_numbers = $7,
                  card_logo = coalesce($8::uuid, card_logo), card_image = coalesce($9::uuid, card_image),
                  side_bar_image = coalesce($10::uuid, side_bar_image)
            where id = $1`,
          [
            body.id,
            body.name,
            body.address,
            body.contactPerson,
            body.email,
            body.active,
            JSON.stringify(body.contactNumbersList),
            images.cardLogo ?? null,
            images.cardImage ?? null,
            images.sideBarImage ?? null,
          ],
        );
      });
      return {
        result: { group: await mustFind(findGroup(db, body.id), 'Group') },
        message: HOTEL_NOTICES.GROUP_UPDATED,
      };
    }),

    route(hotel.listGroups, async ({ principal }) => {
      const s = await scope(principal);
      const rows = await db.query<GroupRow>(
        `${GROUP_SELECT} where $1::boolean or g.id = any($2::int[]) order by g.id`,
        [s.all, s.groupIds],
      );
      return { result: { group: rows.map(toGroup) } };
    }),

    route(hotel.searchGroups, async ({ query, principal }) => {
      const s = await scope(principal);
      const { rows, pagination } = await pageOf<GroupRow & { hotel_count: number }>(db, {
        select: `${GROUP_COLUMNS}, ${HOTEL_COUNT} as hotel_count`,
        from: 'from app_group g where ($1::boolean or g.id = any($2::int[])) and ($3::text is null or g.name ilike $3)',
        params: [s.all, s.groupIds, containsText(query.name)],
        selectParams: [s.hotelIds],
        sort: GROUP_SORT,
        id: 'g.id',
        query,
      });
      return { result: { group: rows.map((r) => ({ ...toGroup(r), hotelCount: r.hotel_count })) }, pagination };
    }),

    route(hotel.deleteGroup, async ({ params, principal }) => {
      await estateWrite(principal, 'GROUP', 'DELETE', async (tx) => {
        await mustFind(findGroup(tx, params.id), 'Group');
        await refuseWhile(tx, params.id, [
          ['select 1 from hotel where group_id = $1', 'GROUP_HAS_HOTELS'],
          ['select 1 from app_user where group_id = $1', 'GROUP_HAS_USERS'],
        ]);
        await deleteOrRefuse(() => tx.query('delete from app_group where id = $1', [params.id]), 'GROUP_IN_USE');
      });
      return { result: {}, message: HOTEL_NOTICES.GROUP_DELETED };
    }),

    // ------------------------------------------------------------------------------- hotels
    route(hotel.createHotel, async ({ body, files, principal }) => {
      const id = await estateWrite(principal, 'HOTEL', 'ADD', async (tx, callerScope) => {
        await mustFind(findGroup(tx, body.groupId), 'Group');
        requireInScope(callerScope, 'group', body.groupId);
        const prefix = body.prefix ?? (await generatePrefix(tx, body.name));
        await assertHotelFree(tx, body.groupId, body.name, prefix, null);
        const images = await storeImages(tx, files, HOTEL_IMAGES);
        const [row] = await tx.query<{ id: number }>(
          `insert into hotel (group_id, title, name, type, address, contact_number, email, contact_numbers, prefix,
                              beds_property_id, vat_applicable, company_registration_number, company_registration_address,
                              vat_number, web_address, card_image, card_logo, side_bar_image, title_image, header_logo, side_bar_logo)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id`,
          [
            body.groupId,
            body.title,
            body.name,
            body.type,
            body.address,
            body.contactNumber,
            body.email,
            JSON.stringify(body.contactNumbersList),
            prefix,
            body.bedsPropertyId,
            body.vatApplicable,
            body.companyRegistrationNumber,
            body.companyRegistrationAddress,
            body.vatNumber,
            body.webAddress,
            ...HOTEL_IMAGES.map((name) => images[name] ?? null),
          ],
        );
        return row!.id;
      });
      return {
        result: { hotel: await mustFind(findHotel(db, id), 'Hotel') },
        message: HOTEL_NOTICES.HOTEL_CREATED,
      };
    }),

    route(hotel.updateHotel, async ({ body, files, principal }) => {
      await estateWrite(principal, 'HOTEL', 'EDIT', async (tx, callerScope) => {
        const current = await mustFind(findHotel(tx, body.id), 'Hotel');
        requireInScope(callerScope, 'hotel', body.id);
        if (body.groupId !== current.groupId) {
          // Moving a hotel to another group is a group administrator's decision, in both groups.
          requireLevel(principal, ['ADMIN', 'GROUP']);
          await mustFind(findGroup(tx, body.groupId), 'Group');
          requireInScope(callerScope, 'group', body.groupId);
          requireInScope(callerScope, 'group', current.groupId);
        }
        await assertHotelFree(tx, body.groupId, body.name, body.prefix, body.id);
        const images = await storeImages(tx, files, HOTEL_IMAGES);
        const imageSets = HOTEL_IMAGES.map(
          (name, i) => `${column(name)} = coalesce($${17 + i}::uuid, ${column(name)})`,
        );
        await tx.query(
          `update hotel set group_id = $2, title = $3, name = $4, type = $5, address = $6, contact_number = $7, email = $8,
                  contact_numbers = $9, prefix = $10, beds_property_id = $11, vat_applicable = $12,
                  company_registration_number = $13, company_registration_address = $14, vat_number = $15,
                  web_address = $16, ${imageSets.join(', ')}
            where id = $1`,
          [
            body.id,
            body.groupId,
            body.title,
            body.name,
            body.type,
            body.address,
            body.contactNumber,
            body.email,
            JSON.stringify(body.contactNumbersList),
            body.prefix,
            body.bedsPropertyId,
            body.vatApplicable,
            body.companyRegistrationNumber,
            body.companyRegistrationAddress,
            body.vatNumber,
            body.webAddress,
            ...HOTEL_IMAGES.map((name) => images[name] ?? null),
          ],
        );
        if (body.groupId !== current.groupId) {
          // What names the hotel's group moves with it, so the old group is left with nothing.
          for (const table of ['app_user', 'channel', 'notification']) {
            await tx.query(`update ${table} set group_id = $2 where hotel_id = $1`, [body.id, body.groupId]);
          }
        }
      });
      return {
        result: { hotel: await mustFind(findHotel(db, body.id), 'Hotel') },
        message: HOTEL_NOTICES.HOTEL_UPDATED,
      };
    }),

    route(hotel.deleteHotel, async ({ params, principal }) => {
      await estateWrite(principal, 'HOTEL', 'DELETE', async (tx, callerScope) => {
        await mustFind(findHotel(tx, params.id), 'Hotel');
        requireInScope(callerScope, 'hotel', params.id);
        await refuseWhile(tx, params.id, [
          ['select 1 from hotel_service where hotel_id = $1', 'HOTEL_HAS_SERVICES'],
          ['select 1 from app_user where hotel_id = $1', 'HOTEL_HAS_USERS'],
          ['select 1 from channel where hotel_id = $1', 'HOTEL_HAS_CHANNELS'],
        ]);
        await deleteOrRefuse(() => tx.query('delete from hotel where id = $1', [params.id]), 'HOTEL_IN_USE');
      });
      return { result: {}, message: HOTEL_NOTICES.HOTEL_DELETED };
    }),

    route(hotel.listHotels, async ({ principal }) => ({
      result: { hotel: await hotelsIn(db, await scope(principal)) },
    })),

    route(hotel.searchHotels, async ({ query, principal }) => {
      const s = await scope(principal);
      const { rows, pagination } = await pageOf<HotelRow & { service_count: number }>(db, {
        select: `${HOTEL_COLUMNS}, ${SERVICE_COUNT} as service_count`,
        from: `${HOTEL_FROM} where ($1::boolean or h.id = any($2::int[]))
                 and ($3::int is null or h.group_id = $3) and ($4::int is null or h.id = $4)
                 and ($5::text is null or h.name ilike $5 or h.title ilike $5)`,
        params: [s.all, s.hotelIds, query.groupId ?? null, query.hotelId ?? null, containsText(query.name)],
        selectParams: [s.serviceIds],
        sort: HOTEL_SORT,
        id: 'h.id',
        query,
      });
      return { result: { hotel: rows.map((r) => ({ ...toHotel(r), serviceCount: r.service_count })) }, pagination };
    }),

    route(hotel.hotelsOfGroup, async ({ params, principal }) => {
      await mustFind(findGroup(db, params.groupId), 'Group');
      const s = await scope(principal);
      requireInScope(s, 'group', params.groupId);
      return { result: { hotel: await hotelsIn(db, s, 'h.group_id = $3', [params.groupId]) } };
    }),

    route(hotel.hotelById, async ({ params, principal }) => {
      const found = await mustFind(findHotel(db, params.id), 'Hotel');
      requireInScope(await scope(principal), 'hotel', params.id);
      return { result: { hotel: found } };
    }),

    route(hotel.hotelsById, async ({ query, principal }) => ({
      // A batch lookup answers the hotels found in the caller's scope; the others are left out.
      result: {
        hotel: await hotelsIn(db, await scope(principal), 'h.id = any($3::int[])', [query.idList]),
      },
    })),

    route(hotel.hotelVat, async ({ params, principal }) => {
      const found = await mustFind(findHotel(db, params.id), 'Hotel');
      requireInScope(await scope(principal), 'hotel', params.id);
      const { id, vatApplicable, vatNumber, companyRegistrationNumber, companyRegistrationAddress } = found;
      return {
        result: {
          hotel: {
            id,
            vatApplicable,
            vatNumber,
            companyRegistrationNumber,
            companyRegistrationAddress,
          },
        },
      };
    }),

    route(hotel.hotelWebsite, async ({ params }) => {
      const h = await mustFind(findHotel(db, params.id), 'Hotel');
      return {
        result: {
          hotel: {
            id: h.id,
            title: h.title,
            name: h.name,
            address: h.address,
            contactNumber: h.contactNumber,
            email: h.email,
            webAddress: h.webAddress,
            websiteLogo: h.websiteLogo,
            backgroundImage: h.backgroundImage,
            headerLogo: h.headerLogo,
          },
        },
      };
    }),

    // ------------------------------------------------------------------------------- services
    route(hotel.createHotelService, async ({ body, files, principal }) => {
      const id = await estateWrite(principal, 'HOTEL_SERVICE', 'ADD', async (tx, callerScope) => {
        await mustFind(findHotel(tx, body.hotelId), 'Hotel');
        requireInScope(callerScope, 'hotel', body.hotelId);
        await assertServiceFree(tx, body.hotelId, body.name, null);
        const images = await storeImages(tx, files, SERVICE_IMAGES);
        const [row] = await tx.query<{ id: number }>(
          `insert into hotel_service (hotel_id, name, service_type, active, card_image, card_logo)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [body.hotelId, body.name, body.serviceType, body.active, images.cardImage ?? null, images.cardLogo ?? null],
        );
        const serviceId = row!.id;
        // A new service starts with one role holding every right, so its staff can be allocated at once.
        const [role] = await tx.query<{ id: number }>(
          "insert into service_role (service_id, name) values ($1, 'Service Manager') returning id",
          [serviceId],
        );
        await tx.query(
          `insert into service_role_permission (service_role_id, feature_id, status)
           select $1, f.id, 2 from feature f where f.scope = 'ADMIN' or f.scope = $2`,
          [role!.id, body.serviceType],
        );
        return serviceId;
      });
      return {
        result: { hotelService: await mustFind(findService(db, id), 'Service') },
        message: HOTEL_NOTICES.SERVICE_CREATED,
      };
    }),

    route(hotel.updateHotelService, async ({ body, files, principal }) => {
      await estateWrite(principal, 'HOTEL_SERVICE', 'EDIT', async (tx, callerScope) => {
        const current = await mustFind(findService(tx, body.id), 'Service');
        requireInScope(callerScope, 'service', body.id);
        if (body.hotelId !== current.hotelId) {
          await mustFind(findHotel(tx, body.hotelId), 'Hotel');
          requireInScope(callerScope, 'hotel', body.hotelId);
        }
        if (
          body.serviceType !== current.serviceType &&
          (await exists(tx, 'select 1 from user_allocation where service_id = $1', [body.id]))
        ) {
          throw invalid('serviceType', 'SERVICE_TYPE_LOCKED');
        }
        await assertServiceFree(tx, body.hotelId, body.name, body.id);
        const images = await storeImages(tx, files, SERVICE_IMAGES);
        await tx.query(
          `update hotel_service set hotel_id = $2, name = $3, service_type = $4, active = $5,
                  card_image = coalesce($6::uuid, card_image), card_logo = coalesce($7::uuid, card_logo)
            where id = $1`,
          [
            body.id,
            body.hotelId,
            body.name,
            body.serviceType,
            body.active,
            images.cardImage ?? null,
            images.cardLogo ?? null,
          ],
        );
      });
      return {
        result: { hotelService: await mustFind(findService(db, body.id), 'Service') },
        message: HOTEL_NOTICES.SERVICE_UPDATED,
      };
    }),

    route(hotel.deleteHotelService, async ({ params, principal }) => {
      await estateWrite(principal, 'HOTEL_SERVICE', 'DELETE', async (tx, callerScope) => {
        await mustFind(findService(tx, params.id), 'Service');
        requireInScope(callerScope, 'service', params.id);
        await refuseWhile(tx, params.id, [
          [
            "select 1 from restaurant_order where hotel_service_id = $1 and order_status not in ('COMPLETED', 'CANCELLED')",
            'SERVICE_HAS_OPEN_ORDERS',
          ],
          ['select 1 from user_allocation where service_id = $1', 'SERVICE_HAS_USERS'],
          [
            'select 1 from user_allocation a join service_role r on r.id = a.service_role_id where r.service_id = $1',
            'SERVICE_ROLES_HELD',
          ],
        ]);
        await deleteOrRefuse(async () => {
          await tx.query('delete from service_role where service_id = $1', [params.id]);
          await tx.query('delete from hotel_service where id = $1', [params.id]);
        }, 'SERVICE_HAS_RECORDS');
      });
      return { result: {}, message: HOTEL_NOTICES.SERVICE_DELETED };
    }),

    route(hotel.listHotelServices, async ({ principal }) => ({
      result: { hotelService: await servicesIn(db, await scope(principal)) },
    })),

    route(hotel.servicesOfHotel, async ({ params, principal }) => {
      await mustFind(findHotel(db, params.id), 'Hotel');
      const s = await scope(principal);
      requireInScope(s, 'hotel', params.id);
      return { result: { hotelService: await servicesIn(db, s, 's.hotel_id = $3', [params.id]) } };
    }),

    route(hotel.searchHotelServices, async ({ query, principal }) => {
      await mustFind(findHotel(db, query.hotelId), 'Hotel');
      const s = await scope(principal);
      requireInScope(s, 'hotel', query.hotelId);
      const { rows, pagination } = await pageOf<ServiceRow>(db, {
        select: SERVICE_COLUMNS,
        from: `from hotel_service s where ($1::boolean or s.id = any($2::int[])) and s.hotel_id = $3
                 and ($4::text is null or s.name ilike $4) and ($5::text is null or s.service_type = $5)`,
        params: [s.all, s.serviceIds, query.hotelId, containsText(query.name), query.serviceType ?? null],
        sort: SERVICE_SORT,
        id: 's.id',
        query,
      });
      return { result: { hotelService: rows.map(toHotelService) }, pagination };
    }),

    route(hotel.servicesOfHotels, async ({ query, principal }) => ({
      result: {
        hotelService: await servicesIn(db, await scope(principal), 's.hotel_id = any($3::int[])', [query.hotelIdList]),
      },
    })),

    route(hotel.servicesOfGroup, async ({ params, principal }) => {
      await mustFind(findGroup(db, params.id), 'Group');
      const s = await scope(principal);
      requireInScope(s, 'group', params.id);
      return {
        result: {
          hotelService: await servicesIn(db, s, 's.hotel_id in (select id from hotel where group_id = $3)', [
            params.id,
          ]),
        },
      };
    }),
  ];
}
