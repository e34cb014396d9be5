// Additional billing and events over REST (/invoice/additional-billing, /invoice/additional-events;
// docs/folio.md): posting an ADDITIONAL or EVENT charge, priced with the hotel's taxes, to a stay (its
// guest folio), to a folio already open, or to a new walk-in customer's folio; voiding an uninvoiced one
// by a counter-posting; their paged search. ADDITIONAL charges need INVOICE, EVENT charges EVENT: VIEW
// to search, ADD to post, DELETE to void. Posting locks the folio row FOR UPDATE (see folio.routes.ts).
import {
  Feature,
  Money,
  NOTICES,
  isChargeQuantity,
  priceAdditionalCharge,
  toCurrency,
  voidChargeRefusal,
  type AdditionalChargeKind,
  type ChargeSource,
  type Currency,
  type Operation,
} from '@hotel/domain';
import { folio as F } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, invalidFields, fieldRefusal, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { loadTaxes } from '../pricing/catalogue.js';
import { businessDayOf } from '../reservation/night-audit.js';
import { CHARGE_FROM, CHARGE_SELECT, chargesById, toCharge, type ChargeRow } from './folio-store.js';
import { guestFolio, isInvoicedCharge, lockFolios, requireVatCustomer } from './folio.routes.js';
import { announceAccount } from './live.js';

const SORT: SortColumnsOf<typeof F.searchAdditionalCharges> = {
  businessDate: 'c.business_date',
  description: 'lower(c.description)',
  billedTo: 'lower(f.name)',
  amount: 'c.amount',
  id: 'c.id',
};

/** The feature that guards a kind: additional billing is invoicing's, events the events'. */
const featureOf = (kind: AdditionalChargeKind) => (kind === 'EVENT' ? Feature.EVENT : Feature.INVOICE);

/** A reservation charges may be posted to. */
const POSTABLE = `v.status in ('RESERVED', 'CHECKED_IN')`;

interface Target {
  folioId: number;
  reservationId: number | null;
  currency: Currency;
  vat: boolean;
}

export function additionalChargeRoutes({ db, publisher }: AppContext): RouteBinding[] {
  describeConstraint('additional_charge_voided_once', 'CHARGE_VOIDED');
  const right = (principal: Principal, hotelId: number, kind: AdditionalChargeKind, op: Operation) =>
    requireHotelRight(db, principal, hotelId, featureOf(kind), op);

  /** The stay's folio (or the folio named) a charge goes to, locked. */
  async function targetOf(tx: Queryable, body: F.entities.PostAdditionalChargeInput): Promise<Target> {
    if (body.customer) {
      const [made] = await tx.query<{ id: number }>(
        `insert into folio (hotel_id, reservation_id, number, name, vat_registry_id)
         values ($1, null, 1, $2, $3) returning id`,
        [body.hotelId, body.customer.name, body.customer.vatRegistryId],
      );
      await lockFolios(tx, [made!.id]);
      return {
        folioId: made!.id,
        reservationId: null,
        currency: body.currency,
        vat: body.customer.vatRegistryId !== null,
      };
    }
    let folioId: number;
    if (body.folioId !== null) {
      const [locked] = await lockFolios(tx, [body.folioId]);
      if (!locked || locked.hotel_id !== body.hotelId) throw invalid('folioId', 'FOLIO_OF_OTHER_STAY');
      folioId = locked.id;
    } else {
      folioId = (await guestFolio(tx, body.reservationId!)).id;
    }
    const [row] = await tx.query<{
      reservation_id: number | null;
      postable: boolean | null;
      stay_vat: boolean | null;
      vat_registry_id: number | null;
      currency: string;
    }>(
      `select f.reservation_id, ${POSTABLE} as postable, v.vat_applicable as stay_vat, f.vat_registry_id,
              coalesce(v.currency, (select c.currency from room_charge c where c.folio_id = f.id order by c.id limit 1),
                       $2) as currency
         from folio f left join reservation v on v.id = f.reservation_id
        where f.id = $1`,
      [folioId, body.currency],
    );
    if (row!.reservation_id !== null && !row!.postable) {
      throw invalid(body.folioId !== null ? 'folioId' : 'reservationId', 'STAY_NOT_IN_HOUSE');
    }
    if (body.reservedRoomId !== null) {
      const [room] = await tx.query('select 1 from reserved_room where id = $1 and reservation_id = $2', [
        body.reservedRoomId,
        row!.reservation_id,
      ]);
      if (!room) throw invalid('reservedRoomId', 'ROOM_NOT_ON_STAY');
    }
    const currency = toCurrency(row!.currency);
    if (row!.reservation_id === null && currency !== body.currency) {
      throw invalid('currency', 'FOLIO_CURRENCY', { currency });
    }
    return {
      folioId,
      reservationId: row!.reservation_id,
      currency,
      vat: row!.vat_registry_id !== null || row!.stay_vat === true,
    };
  }

  return [
    route(F.postableStays, async ({ query, principal }) => {
      // Finding the stays in house is the reservations' information.
      await requireHotelRight(db, principal, query.hotelId, Feature.RESERVATION, 'VIEW');
      const text = query.text?.trim() ?? '';
      const stays = await db.query<F.entities.PostableStay>(
        `select v.id as "reservationId", v.ref_number as "refNumber", v.guest_name as "guestName",
                rr.id as "reservedRoomId", r.room_no as "roomNo", v.status, v.currency, v.vat_applicable as "vatApplicable"
           from reserved_room rr
           join reservation v on v.id = rr.reservation_id
           join room r on r.id = rr.room_id
          where v.hotel_id = $1 and rr.status = 'CHECKEDIN' and v.status = 'CHECKED_IN'
            and ($2 = '' or lower(r.room_no) like lower($3) || '%' escape '\\' or v.guest_name ilike $4
                 or v.ref_number ilike $4)
          order by r.room_no limit 50`,
        [query.hotelId, text, text.replace(/[\\%_]/g, (c) => `\\${c}`), containsText(text) ?? '%'],
      );
      return { result: { stays } };
    }),

    route(F.postAdditionalCharge, async ({ body, principal }) => {
      await right(principal, body.hotelId, body.kind, 'ADD');
      const targets = [body.reservationId, body.folioId, body.customer].filter((t) => t !== null).length;
      if (targets !== 1) throw invalid('reservationId', 'STAY_OR_CUSTOMER');
      const errors = [
        ...(isChargeQuantity(body.quantity) ? [] : [fieldRefusal('quantity', 'QUANTITY_RANGE')]),
        ...(body.unitPrice > 0 && body.unitPrice <= 99_999_999 ? [] : [fieldRefusal('unitPrice', 'UNIT_PRICE_RANGE')]),
        ...(body.kind === 'EVENT' && body.eventDate === null ? [fieldRefusal('eventDate', 'EVENT_DATE_REQUIRED')] : []),
      ];
      if (errors.length) throw invalidFields(errors);
      if (body.customer) await requireVatCustomer(db, body.hotelId, body.customer.vatRegistryId);
      const event = body.kind === 'EVENT';
      const id = await db.transaction(async (tx) => {
        const target = await targetOf(tx, body);
        const priced = priceAdditionalCharge(
          Money.fromWire(body.unitPrice, target.currency),
          body.quantity,
          await loadTaxes(tx, body.hotelId),
          { vat: target.vat },
        );
        const { businessDate } = await businessDayOf(tx, body.hotelId);
        const [extra] = await tx.query<{ id: number }>(
          `insert into additional_charge (hotel_id, kind, quantity, unit_price, net, tax, tax_lines, event_date, covers, venue)
           values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10) returning id`,
          [
            body.hotelId,
            body.kind,
            body.quantity,
            Money.fromWire(body.unitPrice, target.currency).toFixed(),
            priced.net.toFixed(),
            priced.tax.toFixed(),
            JSON.stringify(priced.taxLines.map((l) => ({ ...l, amount: l.amount.toWire() }))),
            event ? body.eventDate : null,
            event ? body.covers : null,
            event ? body.venue : '',
          ],
        );
        const [posted] = await tx.query<{ id: number }>(
          `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description,
                                    amount, currency, posted_by, business_date, folio_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11) returning id`,
          [
            body.hotelId,
            target.reservationId,
            target.reservationId === null ? null : body.reservedRoomId,
            body.kind,
            extra!.id,
            body.description,
            priced.amount.toFixed(),
            target.currency,
            principal.userId,
            businessDate,
            target.folioId,
          ],
        );
        return posted!.id;
      });
      const [charge] = await chargesById(db, [id]);
      await announceAccount(publisher, { ...charge!, folioIds: [charge!.folioId] }, 'CHARGE_POSTED');
      return { result: { charge: charge! }, message: NOTICES.ADDITIONAL_CHARGE_POSTED };
    }),

    route(F.voidAdditionalCharge, async ({ params, body, principal }) => {
      const [found] = await chargesById(db, [params.id]);
      if (!found) throw notFound('Charge');
      if (found.kind !== 'ADDITIONAL' && found.kind !== 'EVENT') throw conflict('CHARGE_NOT_VOIDABLE');
      await right(principal, found.hotelId, found.kind, 'DELETE');
      const id = await db
        .transaction(async (tx) => {
          await lockFolios(tx, [found.folioId]);
          const [c] = await tx.query<{
            source: ChargeSource;
            source_reference: number;
            folio_id: number;
            invoiced: boolean;
            voids_id: number | null;
            voided: boolean;
          }>(
            `select c.source, c.source_reference, c.folio_id, (c.invoice_id is not null or c.invoiced_at is not null) as invoiced,
                    a.voids_id, exists (select 1 from additional_charge x where x.voids_id = a.id) as voided
               from room_charge c join additional_charge a on a.id = c.source_reference
              where c.id = $1 for update of c`,
            [params.id],
          );
          if (c!.folio_id !== found.folioId) throw conflict('CHARGE_MOVED_MEANWHILE');
          const refusal = voidChargeRefusal({
            id: params.id,
            source: c!.source,
            invoiced: c!.invoiced,
            isCounterPosting: c!.voids_id !== null,
            voided: c!.voided,
          });
          if (refusal) throw conflict(refusal.reason, refusal.params);
          const [counter] = await tx.query<{ id: number }>(
            `insert into additional_charge (hotel_id, kind, quantity, unit_price, net, tax, tax_lines, event_date, covers,
                                            venue, voids_id, void_reason)
             select hotel_id, kind, quantity, -unit_price, -net, -tax,
                    coalesce((select jsonb_agg(l || jsonb_build_object('amount', -(l->>'amount')::numeric))
                                from jsonb_array_elements(tax_lines) l), '[]'),
                    event_date, covers, venue, id, $2
               from additional_charge where id = $1 returning id`,
            [c!.source_reference, body.reason],
          );
          const [posted] = await tx.query<{ id: number }>(
            `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description,
                                      amount, currency, posted_by, business_date, folio_id)
             select o.hotel_id, o.reservation_id, o.reserved_room_id, o.source, $2, o.description, -o.amount, o.currency, $3,
                    (select business_date from hotel_business_day d where d.hotel_id = o.hotel_id), o.folio_id
               from room_charge o where o.id = $1 returning id`,
            [params.id, counter!.id, principal.userId],
          );
          return posted!.id;
        })
        .catch((err: unknown) => {
          if (isInvoicedCharge(err)) throw conflict('CHARGE_INVOICED', { charge: params.id });
          throw err;
        });
      const [charge] = await chargesById(db, [id]);
      await announceAccount(publisher, { ...charge!, folioIds: [charge!.folioId] }, 'CHARGE_VOIDED');
      return { result: { charge: charge! }, message: NOTICES.ADDITIONAL_CHARGE_VOIDED };
    }),

    route(F.searchAdditionalCharges, async ({ query, principal }) => {
      await right(principal, query.hotelId, query.kind, 'VIEW');
      const page = await pageOf<ChargeRow>(db, {
        select: CHARGE_SELECT,
        from: `${CHARGE_FROM}
          where c.hotel_id = $1 and c.source = $2
            and ($3::text is null or f.name ilike $3)
            and ($4::text is null or c.description ilike $4)
            and ($5::date is null or c.business_date >= $5::date)
            and ($6::date is null or c.business_date <= $6::date)`,
        params: [
          query.hotelId,
          query.kind,
          containsText(query.billedTo),
          containsText(query.description),
          query.fromDate ?? null,
          query.toDate ?? null,
        ],
        sort: SORT,
        query,
        id: 'c.id',
      });
      return { result: { charges: page.rows.map(toCharge) }, pagination: page.pagination };
    }),
  ];
}
