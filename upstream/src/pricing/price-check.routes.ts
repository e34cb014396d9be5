// The price check (core-platform §2 price screens; DESIGN §7 one pricing function): a stay priced
// authoritatively by the domain engine from the hotel's catalogue as it is now — one line per night
// with the rule that set it, the children by the child policy in force, the best offer per night, the
// hotel's taxes by sequence (VAT when the hotel is VAT-registered unless told otherwise, the levy grossed
// up) and the total in the residency's currency, shown beside it in the other currencies at the rates
// of the check-in date. A stay the catalogue cannot price is refused naming the field.
import { Feature, addDays, equivalents, priceStay, stayNights, todayIn, type StayTypeTerms } from '@hotel/domain';
import { pricing as P, StatusCode } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { notFound, refuse } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { loadChildPolicy, loadExchangeRates, loadOffers, loadPax, loadRateSheet, loadTaxes } from './catalogue.js';

export function priceCheckRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(P.checkPrice, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.CHANNEL, 'VIEW');
      const [stayType] = await db.query<StayTypeTerms & { hotelId: number }>(
        `select id, hotel_id as "hotelId", room_type_id as "roomTypeId", max_adults as "maxAdults",
                max_children as "maxChildren", active
           from stay_type where id = $1`,
        [body.stayTypeId],
      );
      if (!stayType || stayType.hotelId !== body.hotelId) throw notFound('Stay type');
      const [hotel] = await db.query<{ vat_applicable: boolean }>('select vat_applicable from hotel where id = $1', [
        body.hotelId,
      ]);
      const nights = Math.max(1, stayNights(body.checkInDate, body.checkOutDate));
      const [sheet, pax, childPolicy, offers, taxes, rates] = await Promise.all([
        loadRateSheet(db, {
          hotelId: body.hotelId,
          fromDate: body.checkInDate,
          toDate: addDays(body.checkInDate, Math.min(nights, 367) - 1),
          channelIds: [body.channelId],
          roomTypeId: body.roomTypeId,
          stayTypeId: body.stayTypeId,
        }),
        loadPax(db, body.hotelId),
        loadChildPolicy(db, body.hotelId, body.roomTypeId, body.checkInDate),
        loadOffers(db, body.hotelId),
        loadTaxes(db, body.hotelId),
        loadExchangeRates(db, body.hotelId),
      ]);
      const vat = body.vat ?? hotel?.vat_applicable ?? false;
      const priced = priceStay(
        { ...sheet, stayType, pax, childBands: childPolicy?.bands ?? [], offers, taxes },
        {
          channelId: body.channelId,
          roomTypeId: body.roomTypeId,
          stayTypeId: body.stayTypeId,
          resident: body.resident,
          checkIn: body.checkInDate,
          checkOut: body.checkOutDate,
          adults: body.adults,
          childAges: body.childAges,
          bookingDate: body.bookingDate ?? todayIn(),
          vat,
        },
      );
      if (priced.refusal) {
        const { field, reason, params } = priced.refusal;
        throw refuse(StatusCode.INVALID, reason, params, [field]);
      }
      const stay = priced.stay;
      return {
        result: {
          priceCheck: {
            currency: stay.currency,
            nights: stay.nights,
            paxName: stay.pax.name,
            countedAdults: stay.countedAdults,
            children: stay.children,
            childPolicyName: childPolicy?.name ?? null,
            vat,
            lines: stay.lines.map((l) => ({
              date: l.date,
              rule: l.rule,
              seasonName: l.season?.name ?? null,
              baseRate: l.baseRate.toWire(),
              room: l.room.toWire(),
              children: l.children.toWire(),
              offerName: l.offer?.name ?? null,
              discountPercent: l.offer?.discountPercent ?? null,
              discount: l.discount.toWire(),
              amount: l.amount.toWire(),
            })),
            subtotal: stay.subtotal.toWire(),
            taxes: stay.taxes.map((t) => ({
              name: t.name,
              sequence: t.sequence,
              originRate: t.originRate,
              rate: t.rate,
              amount: t.amount.toWire(),
            })),
            totalTax: stay.totalTax.toWire(),
            total: stay.total.toWire(),
            equivalents: equivalents(stay.total, rates, body.checkInDate),
          },
        },
      };
    }),
  ];
}
