// The VAT registry (operations §7 Refund and VAT registry): customers who want VAT invoices, kept per
// hotel and, unless marked onlyThisHotelView, shared with the other hotels of the group. The
// restaurant admin works the RESTAURANT entries; the same calls serve the front office's registry
// (registryType tells them apart). Who may do what: see access.ts (RESTAURANT_INVOICE on the hotel's
// restaurant, or VAT_REGISTRY on its front office).
import { RESTAURANT_ADMIN_NOTICES } from '@hotel/domain';
import { restaurantAdmin, type SortFieldOf } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { iso, type Queryable, type SqlParam } from '../db/database.js';
import { conflict, conflictOn, describeConstraint, forbidden, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { registryReach, requireRegistryHotel, type RegistryReach } from './access.js';
import { containsText, pageOf, type PageQuery, type SortColumnsOf } from '../db/paging.js';

type VatRegistryEntry = restaurantAdmin.VatRegistryEntry;

interface EntryRow {
  id: number;
  name: string;
  address: string;
  vat_number: string;
  email: string;
  only_this_hotel_view: boolean;
  registry_type: string[];
  hotel_id: number | null;
  hotel_name: string | null;
  group_id: number | null;
  created_at: Date | string;
  on_invoices: boolean;
}
const ENTRY_SELECT = `select r.id, r.name, r.address, r.vat_number, r.email, r.only_this_hotel_view, r.registry_type,
  r.hotel_id, h.name as hotel_name, coalesce(r.group_id, h.group_id) as group_id, r.created_at,
  (exists (select 1 from restaurant_order o where o.vat_registry_id = r.id)
   or exists (select 1 from table_allocation a where a.vat_registry_id = r.id)
   or exists (select 1 from reservation v where v.vat_registry_id = r.id)
   or exists (select 1 from folio f where f.vat_registry_id = r.id)
   or exists (select 1 from invoice i where i.recipient->>'vatRegistryId' = r.id::text)) as on_invoices`;
const ENTRY_FROM = 'from restaurant_vat_registry r left join hotel h on h.id = r.hotel_id';
const toEntry = (r: EntryRow): VatRegistryEntry => ({
  id: r.id,
  name: r.name,
  address: r.address,
  vatNumber: r.vat_number,
  email: r.email,
  onlyThisHotelView: r.only_this_hotel_view,
  registryType: Array.isArray(r.registry_type) ? r.registry_type : [],
  hotelId: r.hotel_id,
  hotelName: r.hotel_name,
  groupId: r.group_id,
  createdAt: iso(r.created_at),
  onInvoices: r.on_invoices,
});
const SORT: SortColumnsOf<typeof restaurantAdmin.searchVatRegistry> = {
  id: 'r.id',
  name: 'lower(r.name)',
  vatNumber: 'lower(r.vat_number)',
  email: 'lower(r.email)',
};

/**
 * What a caller reaching these hotels sees (parameters $1 hotels, $2 groups): the hotels' own
 * entries, and the shared entries of their groups.
 */
const VISIBLE = `(r.hotel_id = any($1::int[])
  or (not r.only_this_hotel_view and coalesce(r.group_id, h.group_id) = any($2::int[])))`;

async function findEntry(db: Queryable, id: number): Promise<VatRegistryEntry> {
  const [row] = await db.query<EntryRow>(`${ENTRY_SELECT} ${ENTRY_FROM} where r.id = $1`, [id]);
  if (!row) throw notFound('VAT registry customer');
  return toEntry(row);
}

async function groupOfHotel(db: Queryable, hotelId: number): Promise<number> {
  const [row] = await db.query<{ group_id: number }>('select group_id from hotel where id = $1', [hotelId]);
  if (!row) throw notFound('Hotel');
  return row.group_id;
}

export function vatRegistryRoutes({ db }: AppContext): RouteBinding[] {
  // An invoice or allocation naming the customer, raced past the check: still the clear refusal.
  describeConstraint('restaurant_order_vat_registry_id_fkey', 'VAT_CUSTOMER_ON_INVOICES');
  describeConstraint('table_allocation_vat_registry_id_fkey', 'VAT_CUSTOMER_ON_INVOICES');
  describeConstraint('folio_vat_registry_id_fkey', 'VAT_CUSTOMER_ON_INVOICES');
  // One customer per VAT number and hotel (migration 022): a registration raced past the check below.
  describeConstraint('vat_registry_hotel_number_key', 'VAT_NUMBER_TAKEN', 'vatNumber');

  /** Narrows a reach to one hotel (its entries and its group's shared ones) or one group. */
  const narrow = async (reach: RegistryReach, hotelId?: number, groupId?: number): Promise<RegistryReach> => {
    if (hotelId !== undefined) {
      if (!reach.hotelIds.includes(hotelId)) throw forbidden();
      return { hotelIds: [hotelId], groupIds: [await groupOfHotel(db, hotelId)] };
    }
    if (groupId !== undefined) {
      if (!reach.groupIds.includes(groupId)) throw forbidden();
      const hotels = await db.query<{ id: number }>('select id from hotel where group_id = $1', [groupId]);
      return { hotelIds: reach.hotelIds.filter((h) => hotels.some((x) => x.id === h)), groupIds: [groupId] };
    }
    if (reach.hotelIds.length === 0) throw forbidden();
    return reach;
  };

  /**
   * The VAT number is one customer per hotel: checked here for the clear refusal, guaranteed by the
   * database's unique index (vat_registry_hotel_number_key, migration 022) for a parallel one.
   */
  const checkNumber = async (tx: Queryable, hotelId: number, vatNumber: string, self: number | null) => {
    const [same] = await tx.query(
      `select 1 from restaurant_vat_registry where hotel_id = $1 and lower(vat_number) = lower($2)
          and ($3::int is null or id <> $3)`,
      [hotelId, vatNumber, self],
    );
    if (same) throw conflictOn('vatNumber', 'VAT_NUMBER_TAKEN');
  };

  const checkGroup = async (hotelId: number, groupId: number | null | undefined): Promise<number> => {
    const group = await groupOfHotel(db, hotelId);
    if (groupId && groupId !== group) throw invalid('groupId', 'HOTEL_NOT_IN_GROUP');
    return group;
  };

  const contactSearch =
    (exact: boolean) =>
    async ({
      query,
      principal,
    }: {
      query: { email?: string | undefined; vatNumber?: string | undefined; groupId: number } & PageQuery<
        SortFieldOf<typeof restaurantAdmin.searchVatRegistryByContact>
      >;
      principal: Parameters<typeof registryReach>[1];
    }) => {
      const reach = await narrow(
        await registryReach(db, principal, 'VIEW', { lookup: true }),
        undefined,
        query.groupId,
      );
      const match = exact
        ? `(($3::text is not null and lower(r.email) = lower($3)) or ($4::text is not null and lower(r.vat_number) = lower($4)))`
        : `(($3::text is not null and r.email ilike $3 escape '\\') or ($4::text is not null and r.vat_number ilike $4 escape '\\'))`;
      const params: SqlParam[] = [
        reach.hotelIds,
        reach.groupIds,
        exact ? (query.email ?? null) : containsText(query.email),
        exact ? (query.vatNumber ?? null) : containsText(query.vatNumber),
      ];
      const { rows, pagination } = await pageOf<EntryRow>(db, {
        select: ENTRY_SELECT,
        from: `${ENTRY_FROM} where ${VISIBLE} and ${match}`,
        params,
        sort: SORT,
        id: 'r.id',
        query,
      });
      return { result: { vatRegistry: rows.map(toEntry) }, pagination };
    };

  return [
    route(restaurantAdmin.searchVatRegistry, async ({ query, principal }) => {
      const reach = await narrow(await registryReach(db, principal, 'VIEW'), query.hotelId, query.groupsId);
      const { rows, pagination } = await pageOf<EntryRow>(db, {
        select: ENTRY_SELECT,
        from: `${ENTRY_FROM} where ${VISIBLE}
                 and ($3::int is null or r.id = $3)
                 and ($4::text is null or r.name ilike $4 escape '\\')
                 and ($5::text is null or r.address ilike $5 escape '\\')
                 and ($6::text is null or r.vat_number ilike $6 escape '\\')
                 and ($7::text is null or r.email ilike $7 escape '\\')
                 and ($8::text is null or r.registry_type @> jsonb_build_array($8::text))`,
        params: [
          reach.hotelIds,
          reach.groupIds,
          query.id ?? null,
          containsText(query.name),
          containsText(query.address),
          containsText(query.vatNumber),
          containsText(query.email),
          query.registryType ?? null,
        ],
        sort: SORT,
        id: 'r.id',
        query,
      });
      return { result: { vatRegistry: rows.map(toEntry) }, pagination };
    }),

    route(restaurantAdmin.searchVatRegistryByContact, contactSearch(false)),
    route(restaurantAdmin.searchVatRegistryExact, contactSearch(true)),

    route(restaurantAdmin.findVatRegistry, async ({ query, principal }) => {
      if (!query.email && !query.vatNumber) throw invalid('email', 'EMAIL_OR_VAT_NUMBER_REQUIRED');
      const reach = await registryReach(db, principal, 'VIEW', { lookup: true });
      if (reach.hotelIds.length === 0) throw forbidden();
      const [row] = await db.query<EntryRow>(
        `${ENTRY_SELECT} ${ENTRY_FROM} where ${VISIBLE}
           and (($3::text is not null and lower(r.email) = lower($3)) or ($4::text is not null and lower(r.vat_number) = lower($4)))
         order by r.id desc limit 1`,
        [reach.hotelIds, reach.groupIds, query.email ?? null, query.vatNumber ?? null],
      );
      return { result: { vatRegistry: row ? toEntry(row) : null } };
    }),

    route(restaurantAdmin.createVatRegistry, async ({ body, principal }) => {
      await requireRegistryHotel(db, principal, body.hotelId, 'ADD');
      const groupId = await checkGroup(body.hotelId, body.groupId);
      const id = await db.transaction(async (tx) => {
        await checkNumber(tx, body.hotelId, body.vatNumber, null);
        const [row] = await tx.query<{ id: number }>(
          `insert into restaurant_vat_registry (hotel_id, group_id, name, address, vat_number, email, registry_type,
                                                only_this_hotel_view)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [
            body.hotelId,
            groupId,
            body.name,
            body.address,
            body.vatNumber,
            body.email,
            JSON.stringify([...new Set(body.registryType)]),
            body.onlyThisHotelView,
          ],
        );
        return row!.id;
      });
      return { result: { vatRegistry: await findEntry(db, id) }, message: RESTAURANT_ADMIN_NOTICES.VAT_CUSTOMER_SAVED };
    }),

    route(restaurantAdmin.updateVatRegistry, async ({ body, principal }) => {
      const current = await findEntry(db, body.id);
      if (current.hotelId === null) throw forbidden();
      await requireRegistryHotel(db, principal, current.hotelId, 'EDIT');
      if (body.hotelId !== current.hotelId) throw invalid('hotelId', 'VAT_CUSTOMER_MOVED_ACROSS_HOTELS');
      const groupId = await checkGroup(body.hotelId, body.groupId);
      await db.transaction(async (tx) => {
        await checkNumber(tx, body.hotelId, body.vatNumber, body.id);
        await tx.query(
          `update restaurant_vat_registry set group_id = $2, name = $3, address = $4, vat_number = $5, email = $6,
                  registry_type = (select jsonb_agg(distinct t order by t)
                                     from (select jsonb_array_elements_text(registry_type) as t
                                           union select jsonb_array_elements_text($7::jsonb)) types),
                  only_this_hotel_view = $8
            where id = $1`,
          [
            body.id,
            groupId,
            body.name,
            body.address,
            body.vatNumber,
            body.email,
            JSON.stringify([...new Set(body.registryType)]),
            body.onlyThisHotelView,
          ],
        );
      });
      return {
        result: { vatRegistry: await findEntry(db, body.id) },
        message: RESTAURANT_ADMIN_NOTICES.VAT_CUSTOMER_UPDATED,
      };
    }),

    route(restaurantAdmin.deleteVatRegistry, async ({ params, principal }) => {
      const current = await findEntry(db, params.id);
      if (current.hotelId === null) throw forbidden();
      await requireRegistryHotel(db, principal, current.hotelId, 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from restaurant_vat_registry where id = $1 for update', [params.id]);
        const again = await findEntry(tx, params.id);
        if (again.onInvoices) throw conflict('VAT_CUSTOMER_ON_INVOICES');
        await tx.query('delete from restaurant_vat_registry where id = $1', [params.id]);
      });
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.VAT_CUSTOMER_DELETED };
    }),
  ];
}
