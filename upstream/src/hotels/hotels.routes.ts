// Groups, hotels and hotel services: multipart creates and updates (a JSON part plus images), scoped
// reads, and deletes that refuse while something still depends on the record.
//
// Who may write: the levels are the domain's ESTATE_WRITE_LEVELS (groups are created and deleted by
// ADMIN and updated by ADMIN or GROUP; hotels are created and deleted by ADMIN or GROUP and updated
// by ADMIN, GROUP or HOTEL; services are managed by ADMIN, GROUP or HOTEL). Always within the
// caller's scope. Reads answer what the caller's scope holds.
import { estateWriteLevels } from '@hotel/domain';
import {
  GROUP_IMAGES,
  HOTEL_IMAGES,
  SERVICE_IMAGES,
  hotels,
  type Group,
  type Hotel,
  type HotelService,
} from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireLevel, scopeOf, type Scope } from '../auth/scope.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { imageUrl, storeImages } from './images.js';

const GROUP_NAME_TAKEN = 'A group with this name already exists';
const HOTEL_NAME_TAKEN = 'A hotel with this name already exists in the group';
const PREFIX_TAKEN = 'A hotel with this prefix already exists';
const SERVICE_NAME_TAKEN = 'A service with this name already exists in the hotel';

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

const GROUP_SELECT = `select id, name, address, contact_person, email, active, contact_numbers, card_logo, card_image,
  side_bar_image from app_group g`;
export const HOTEL_SELECT = `select h.*, g.name as group_title, g.card_logo as group_card_logo
  from hotel h join app_group g on g.id = h.group_id`;
export const SERVICE_SELECT = `select s.id, s.name, s.service_type, s.active, s.hotel_id, s.card_image, s.card_logo
  from hotel_service s`;

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
async function servicesIn(
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
  if (!free) throw conflict('Could not find a free prefix for this hotel; please give one');
  return free;
}

/** Runs a delete; a foreign key still pointing at the row (another module's data) becomes `message`. */
async function deleteOrRefuse(run: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await run();
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw conflict(message);
    throw err;
  }
}

const exists = async (db: Queryable, sql: string, params: SqlParam[]) => (await db.query(sql, params)).length > 0;

export function hotelsRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('app_group_name_key', GROUP_NAME_TAKEN);
  describeConstraint('hotel_name_key', HOTEL_NAME_TAKEN);
  describeConstraint('hotel_prefix_key', PREFIX_TAKEN);
  describeConstraint('hotel_service_name_key', SERVICE_NAME_TAKEN);

  const scope = (p: Principal) => scopeOf(db, p);

  const assertHotelFree = async (tx: Queryable, groupId: number, name: string, prefix: string, id: number | null) => {
    if (
      await exists(tx, 'select 1 from hotel where group_id = $1 and lower(name) = lower($2) and id <> $3', [
        groupId,
        name,
        id ?? 0,
      ])
    ) {
      throw conflict(HOTEL_NAME_TAKEN);
    }
    if (await exists(tx, 'select 1 from hotel where prefix = $1 and id <> $2', [prefix, id ?? 0]))
      throw conflict(PREFIX_TAKEN);
  };
  const assertServiceFree = async (tx: Queryable, hotelId: number, name: string, id: number | null) => {
    if (
      await exists(tx, 'select 1 from hotel_service where hotel_id = $1 and lower(name) = lower($2) and id <> $3', [
        hotelId,
        name,
        id ?? 0,
      ])
    ) {
      throw conflict(SERVICE_NAME_TAKEN);
    }
  };

  return [
    // ------------------------------------------------------------------------------- groups
    route(hotels.createGroup, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('GROUP', 'ADD'));
      const id = await db.transaction(async (tx) => {
        if (await exists(tx, 'select 1 from app_group where lower(name) = lower($1)', [body.name]))
          throw conflict(GROUP_NAME_TAKEN);
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
        message: 'Group created',
      };
    }),

    route(hotels.updateGroup, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('GROUP', 'EDIT'));
      const callerScope = await scope(principal);
      await db.transaction(async (tx) => {
        await mustFind(findGroup(tx, body.id), 'Group');
        requireInScope(callerScope, 'group', body.id);
        if (
          await exists(tx, 'select 1 from app_group where lower(name) = lower($1) and id <> $2', [body.name, body.id])
        ) {
          throw conflict(GROUP_NAME_TAKEN);
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
        message: 'Group updated',
      };
    }),

    route(hotels.listGroups, async ({ principal }) => {
      const s = await scope(principal);
      const rows = await db.query<GroupRow>(
        `${GROUP_SELECT} where $1::boolean or g.id = any($2::int[]) order by g.id`,
        [s.all, s.groupIds],
      );
      return { result: { group: rows.map(toGroup) } };
    }),

    route(hotels.deleteGroup, async ({ params, principal }) => {
      requireLevel(principal, estateWriteLevels('GROUP', 'DELETE'));
      await db.transaction(async (tx) => {
        await mustFind(findGroup(tx, params.id), 'Group');
        if (await exists(tx, 'select 1 from hotel where group_id = $1', [params.id])) {
          throw conflict('The group still has hotels. Delete them first.');
        }
        if (await exists(tx, 'select 1 from app_user where group_id = $1', [params.id])) {
          throw conflict('Users still belong to this group. Move or remove them first.');
        }
        await deleteOrRefuse(
          () => tx.query('delete from app_group where id = $1', [params.id]),
          'The group is still in use.',
        );
      });
      return { result: {}, message: 'Group deleted' };
    }),

    // ------------------------------------------------------------------------------- hotels
    route(hotels.createHotel, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL', 'ADD'));
      const callerScope = await scope(principal);
      const id = await db.transaction(async (tx) => {
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
        message: 'Hotel created',
      };
    }),

    route(hotels.updateHotel, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL', 'EDIT'));
      const callerScope = await scope(principal);
      await db.transaction(async (tx) => {
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
        message: 'Hotel updated',
      };
    }),

    route(hotels.deleteHotel, async ({ params, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL', 'DELETE'));
      const callerScope = await scope(principal);
      await db.transaction(async (tx) => {
        await mustFind(findHotel(tx, params.id), 'Hotel');
        requireInScope(callerScope, 'hotel', params.id);
        if (await exists(tx, 'select 1 from hotel_service where hotel_id = $1', [params.id])) {
          throw conflict('The hotel still has services. Delete them first.');
        }
        if (await exists(tx, 'select 1 from app_user where hotel_id = $1', [params.id])) {
          throw conflict('Users still belong to this hotel. Move or remove them first.');
        }
        if (await exists(tx, 'select 1 from channel where hotel_id = $1', [params.id])) {
          throw conflict('The hotel still has channels. Delete them first.');
        }
        await deleteOrRefuse(
          () => tx.query('delete from hotel where id = $1', [params.id]),
          'The hotel is still in use.',
        );
      });
      return { result: {}, message: 'Hotel deleted' };
    }),

    route(hotels.listHotels, async ({ principal }) => ({
      result: { hotel: await hotelsIn(db, await scope(principal)) },
    })),

    route(hotels.hotelsOfGroup, async ({ params, principal }) => {
      await mustFind(findGroup(db, params.groupId), 'Group');
      const s = await scope(principal);
      requireInScope(s, 'group', params.groupId);
      return { result: { hotel: await hotelsIn(db, s, 'h.group_id = $3', [params.groupId]) } };
    }),

    route(hotels.hotelById, async ({ params, principal }) => {
      const hotel = await mustFind(findHotel(db, params.id), 'Hotel');
      requireInScope(await scope(principal), 'hotel', params.id);
      return { result: { hotel } };
    }),

    route(hotels.hotelsById, async ({ query, principal }) => ({
      // A batch lookup answers the hotels found in the caller's scope; the others are left out.
      result: {
        hotel: await hotelsIn(db, await scope(principal), 'h.id = any($3::int[])', [query.idList]),
      },
    })),

    route(hotels.hotelVat, async ({ params, principal }) => {
      const hotel = await mustFind(findHotel(db, params.id), 'Hotel');
      requireInScope(await scope(principal), 'hotel', params.id);
      const { id, vatApplicable, vatNumber, companyRegistrationNumber, companyRegistrationAddress } = hotel;
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

    route(hotels.hotelWebsite, async ({ params }) => {
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
    route(hotels.createHotelService, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL_SERVICE', 'ADD'));
      const callerScope = await scope(principal);
      const id = await db.transaction(async (tx) => {
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
        message: 'Service created',
      };
    }),

    route(hotels.updateHotelService, async ({ body, files, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL_SERVICE', 'EDIT'));
      const callerScope = await scope(principal);
      await db.transaction(async (tx) => {
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
          throw invalid('serviceType', 'The type of a service that users are allocated to cannot change');
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
        message: 'Service updated',
      };
    }),

    route(hotels.deleteHotelService, async ({ params, principal }) => {
      requireLevel(principal, estateWriteLevels('HOTEL_SERVICE', 'DELETE'));
      const callerScope = await scope(principal);
      await db.transaction(async (tx) => {
        await mustFind(findService(tx, params.id), 'Service');
        requireInScope(callerScope, 'service', params.id);
        if (
          await exists(
            tx,
            "select 1 from restaurant_order where hotel_service_id = $1 and order_status not in ('COMPLETED', 'CANCELLED')",
            [params.id],
          )
        ) {
          throw conflict('The service has open orders. Complete or cancel them first.');
        }
        if (await exists(tx, 'select 1 from user_allocation where service_id = $1', [params.id])) {
          throw conflict('Users are still allocated to this service. Remove them first.');
        }
        if (
          await exists(
            tx,
            'select 1 from user_allocation a join service_role r on r.id = a.service_role_id where r.service_id = $1',
            [params.id],
          )
        ) {
          throw conflict("The service's roles are still held by users. Remove them first.");
        }
        await deleteOrRefuse(async () => {
          await tx.query('delete from service_role where service_id = $1', [params.id]);
          await tx.query('delete from hotel_service where id = $1', [params.id]);
        }, 'The service still has records (tables, menus, past orders or stock). Deactivate it instead.');
      });
      return { result: {}, message: 'Service deleted' };
    }),

    route(hotels.listHotelServices, async ({ principal }) => ({
      result: { hotelService: await servicesIn(db, await scope(principal)) },
    })),

    route(hotels.servicesOfHotel, async ({ params, principal }) => {
      await mustFind(findHotel(db, params.id), 'Hotel');
      const s = await scope(principal);
      requireInScope(s, 'hotel', params.id);
      return { result: { hotelService: await servicesIn(db, s, 's.hotel_id = $3', [params.id]) } };
    }),

    route(hotels.servicesOfHotels, async ({ query, principal }) => ({
      result: {
        hotelService: await servicesIn(db, await scope(principal), 's.hotel_id = any($3::int[])', [query.hotelIdList]),
      },
    })),

    route(hotels.servicesOfGroup, async ({ params, principal }) => {
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
