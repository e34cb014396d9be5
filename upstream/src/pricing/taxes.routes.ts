// The hotel's taxes (core-platform §2 /tax/tax-master, §3 Tax, §5 "tax rate valid if zero or more", §9
// tax calculation): by sequence, VAT only when the stay is VAT-applicable, the social security levy
// grossed up. The price check and every later invoice price with these rows through the one tax routine.
import { Feature, RESTAURANT_ADMIN_NOTICES } from '@hotel/domain';
import { pricing as P } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type HotelTax = P.entities.HotelTax;
interface TaxRow {
  id: number;
  hotel_id: number;
  name: string;
  rate: string;
  sequence: number;
  vat: boolean;
  social_security_contribution_levy: boolean;
  active: boolean;
}
const SELECT =
  'select t.id, t.hotel_id, t.name, t.rate::text as rate, t.sequence, t.vat, t.social_security_contribution_levy, t.active';
const toTax = (r: TaxRow): HotelTax => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  rate: Number(r.rate),
  sequence: r.sequence,
  vat: r.vat,
  socialSecurityContributionLevy: r.social_security_contribution_levy,
  active: r.active,
});
const SORT: SortColumnsOf<typeof P.searchHotelTaxes> = {
  sequence: 't.sequence',
  name: 'lower(t.name)',
  rate: 't.rate',
  id: 't.id',
};
const values = (b: z.output<typeof P.entities.hotelTaxInput>) => [
  b.hotelId,
  b.name,
  b.rate,
  b.sequence,
  b.vat,
  b.socialSecurityContributionLevy,
  b.active,
];

async function findTax(db: Queryable, id: number): Promise<HotelTax> {
  const [row] = await db.query<TaxRow>(`${SELECT} from hotel_tax t where t.id = $1`, [id]);
  if (!row) throw notFound('Tax');
  return toTax(row);
}

export function taxRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('hotel_tax_name_key', 'TAX_NAME_TAKEN', 'name');
  return [
    route(P.searchHotelTaxes, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.TAX, 'VIEW');
      const { rows, pagination } = await pageOf<TaxRow>(db, {
        select: SELECT,
        from: `from hotel_tax t where t.hotel_id = $1 and ($2::text is null or t.name ilike $2 escape '\\')
                 and ($3::boolean is null or t.active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: SORT,
        id: 't.id',
        query,
      });
      return { result: { tax: rows.map(toTax) }, pagination };
    }),
    route(P.createHotelTax, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.TAX, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into hotel_tax (hotel_id, name, rate, sequence, vat, social_security_contribution_levy, active)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        values(body),
      );
      return { result: { tax: await findTax(db, row!.id) }, message: RESTAURANT_ADMIN_NOTICES.TAX_CREATED };
    }),
    route(P.updateHotelTax, async ({ body, principal }) => {
      const record = { table: 'hotel_tax' as const, id: body.id, what: 'Tax' };
      requireSameHotel(await requireRecordFeature(db, principal, record, Feature.TAX, 'EDIT'), body.hotelId);
      await db.query(
        `update hotel_tax set name = $2, rate = $3, sequence = $4, vat = $5, social_security_contribution_levy = $6,
                active = $7 where id = $8 and hotel_id = $1`,
        [...values(body), body.id],
      );
      return { result: { tax: await findTax(db, body.id) }, message: RESTAURANT_ADMIN_NOTICES.TAX_UPDATED };
    }),
    route(P.deleteHotelTax, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'hotel_tax', id: params.id, what: 'Tax' },
        Feature.TAX,
        'DELETE',
      );
      await db.query('delete from hotel_tax where id = $1', [params.id]);
      return { result: {}, message: RESTAURANT_ADMIN_NOTICES.TAX_DELETED };
    }),
  ];
}
