// The service's taxes and service charge (RESTAURANT_TAX). Open bills are computed from these rows
// on every read, so a change applies to them at once; a completed bill keeps the lines it was charged
// with. A row a completed bill names is therefore deactivated, not deleted, so the books can still
// say which rate was meant. At most one row is the service charge.
import { RESTAURANT_ADMIN_NOTICES } from '@hotel/domain';
import { restaurantAdmin } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { adminService } from './access.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';

type RestaurantTax = restaurantAdmin.RestaurantTax;
type TaxInput = z.output<typeof restaurantAdmin.restaurantTaxInput>;

interface TaxRow {
  id: number;
  name: string;
  rate: number;
  sequence: number;
  vat: boolean;
  social_security_contribution_levy: boolean;
  service_charge: boolean;
  active: boolean;
  hotel_service_id: number;
  on_completed_bills: boolean;
}
// A tax is on a completed bill when the bill has a line of its name; the service charge when a
// completed bill charged one.
const TAX_SELECT = `select t.id, t.name, t.rate::float8 as rate, t.sequence, t.vat, t.social_security_contribution_levy,
  t.service_charge, t.active, t.hotel_service_id,
  exists (select 1 from restaurant_order o
           where o.hotel_service_id = t.hotel_service_id and o.order_status = 'COMPLETED' and o.bill is not null
             and case when t.service_charge then (o.bill->>'serviceCharge')::numeric > 0
                      else o.bill->'taxResponseList' @> jsonb_build_array(jsonb_build_object('name', t.name)) end)
    as on_completed_bills`;
const toTax = (r: TaxRow): RestaurantTax => ({
  id: r.id,
  name: r.name,
  rate: r.rate,
  sequence: r.sequence,
  vat: r.vat,
  socialSecurityContributionLevy: r.social_security_contribution_levy,
  serviceCharge: r.service_charge,
  active: r.active,
  hotelServiceId: r.hotel_service_id,
  onCompletedBills: r.on_completed_bills,
});
const TAX_SORT: SortColumnsOf<typeof restaurantAdmin.searchRestaurantTaxes> = {
  sequence: 't.sequence',
  name: 'lower(t.name)',
  rate: 't.rate',
  id: 't.id',
};

async function findTax(db: Queryable, id: number): Promise<RestaurantTax> {
  const [row] = await db.query<TaxRow>(`${TAX_SELECT} from restaurant_tax t where t.id = $1`, [id]);
  if (!row) throw notFound('Tax');
  return toTax(row);
}

export function taxesAdminRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('restaurant_tax_name_key', 'TAX_NAME_TAKEN', 'name');

  /** One service charge per service: checked under a per-service lock so two creates cannot both pass. */
  const checkServiceCharge = async (tx: Queryable, body: TaxInput, self: number | null) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('restaurant_tax'), $1)", [body.hotelServiceId]);
    if (!body.serviceCharge) return;
    const [other] = await tx.query(
      'select 1 from restaurant_tax where hotel_service_id = $1 and service_charge and ($2::int is null or id <> $2)',
      [body.hotelServiceId, self],
    );
    if (other) throw conflict('ONE_SERVICE_CHARGE');
  };

  const values = (b: TaxInput) => [
    b.hotelServiceId,
    b.name,
    b.rate,
    b.sequence,
    b.vat,
    b.socialSecurityContributionLevy,
    b.serviceCharge,
    b.active,
  ];

  return [
    route(restaurantAdmin.searchRestaurantTaxes, async ({ query, principal }) => {
      await adminService(db, principal, query.hotelServiceId, 'RESTAURANT_TAX', 'VIEW');
      const { rows, pagination } = await pageOf<TaxRow>(db, {
        select: TAX_SELECT,
        from: `from restaurant_tax t where t.hotel_service_id = $1 and ($2::text is null or t.name ilike $2 escape '\\')
                 and ($3::boolean is null or t.active = $3)`,
        params: [query.hotelServiceId, containsText(query.name), query.active ?? null],
        sort: TAX_SORT,
        id: 't.id',
        query,
      });
      return { result: { tax: rows.map(toTax) }, pagination };
    }),

    route(restaurantAdmin.createRestaurantTax, async ({ body, principal }) => {
      await adminService(db, principal, body.hotelServiceId, 'RESTAURANT_TAX', 'ADD');
      const id = await db.transaction(async (tx) => {
        await checkServiceCharge(tx, body, null);
        const [row] = await tx.query<{ id: number }>(
          `insert into restaurant_tax (hotel_service_id, name, rate, sequence, vat, social_security_contribution_levy,
                                       service_charge, active)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          values(body),
        );
        return row!.id;
      });
      return { result: { tax: await findTax(db, id) }, message: RESTAURANT_ADMIN_NOTICES.TAX_CREATED };
    }),

    route(restaurantAdmin.updateRestaurantTax, async ({ body, principal }) => {
      const current = await findTax(db, body.id);
      await adminService(db, principal, current.hotelServiceId, 'RESTAURANT_TAX', 'EDIT');
      if (body.hotelServiceId !== current.hotelServiceId) {
        throw invalid('hotelServiceId', 'TAX_MOVED_ACROSS_RESTAURANTS');
      }
      await db.transaction(async (tx) => {
        await checkServiceCharge(tx, body, body.id);
        await tx.query(
          `update restaurant_tax set name = $2, rate = $3, sequence = $4, vat = $5, social_security_contribution_levy = $6,
                  service_charge = $7, active = $8
            where id = $9 and hotel_service_id = $1`,
          [...values(body), body.id],
        );
      });
      return { result: { tax: await findTax(db, body.id) }, message: RESTAURANT_ADMIN_NOTICES.TAX_UPDATED };
    }),

    route(restaurantAdmin.deleteRestaurantTax, async ({ params, principal }) => {
      const current = await findTax(db, params.id);
      await adminService(db, principal, current.hotelServiceId, 'RESTAURANT_TAX', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('restaurant_tax'), $1)", [current.hotelServiceId]);
        const again = await findTax(tx, params.id);
        if (again.onCompletedBills) throw conflict('TAX_ON_COMPLETED_BILLS', { name: again.name });
        await tx.query('delete from restaurant_tax where id = $1', [params.id]);
      });
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.TAX_DELETED };
    }),
  ];
}
