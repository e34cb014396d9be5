// The one pricing function (DESIGN §7): a stay priced from the catalogue into one line per night,
// each saying which rule set its room rate (day price over seasonal price over channel price), plus
// the children by the child policy and the best offer of the night, then the hotel's taxes by
// sequence on the nights' sum (VAT only when asked, the levy grossed up), in the residency's currency
// (LKR for residents, USD for non-residents). The upstream prices with it authoritatively; the web,
// the booking engine and the invoice show its result, and nobody prices a night a second way.
//
// Each night:  room   = the rule's base rate × the occupancy's (pax) percentage, to the cent
//              children = Σ child rate % × room, each to the cent (free and adult-charged children: 0)
//              discount = best offer % × (room + children), to the cent
//              amount   = room + children − discount
// Then subtotal = Σ amounts; taxes = computeTaxes(subtotal); total = subtotal + Σ taxes, so the lines
// always add up to the total, to the cent.
import { fieldRefusalOf, type FieldRefusal } from '../messages/message.js';
import { Money, type Currency } from '../money/money.js';
import { computeTaxes, type TaxLine, type TaxRate } from '../money/tax.js';
import { childPricing, type AgeBand, type ChildPricing } from './children.js';
import { nightDates, stayNights } from './dates.js';
import { bestOffer, type Offer } from './offers.js';
import { RateBook, residencyCurrency, type PriceRule, type RateSheet, type Season } from './rates.js';
import type { PricingReason } from './refusals.js';

/** The longest stay the engine prices. */
export const MAX_STAY_NIGHTS = 366;

export interface StayTypeTerms {
  id: number;
  roomTypeId: number;
  maxAdults: number;
  maxChildren: number;
  active: boolean;
}

/** An occupancy: the room rate for `adults` is the base rate × ratePercent / 100. */
export interface Pax {
  id: number;
  name: string;
  adults: number;
  ratePercent: number;
  active: boolean;
}

/** What the engine prices from: one hotel's catalogue as far as the stay needs it. */
export interface PricingCatalogue extends RateSheet {
  stayType: StayTypeTerms;
  pax: readonly Pax[];
  /** The bands of the child policy in force (none: every child is charged as an adult). */
  childBands: readonly AgeBand[];
  offers: readonly Offer[];
  taxes: readonly TaxRate[];
}

export interface StayRequest {
  channelId: number;
  roomTypeId: number;
  stayTypeId: number;
  resident: boolean;
  /** Dates (YYYY-MM-DD) or date-times; nights are the difference rounded up. */
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: readonly number[];
  /** The day the booking is made (early-booking offers). */
  bookingDate: string;
  /** Whether VAT taxes apply (the hotel's VAT registration, the guest's invoice). */
  vat: boolean;
}

export interface NightLine<C extends Currency = Currency> {
  date: string;
  rule: PriceRule;
  season: Pick<Season, 'id' | 'name'> | null;
  /** The base rate of the rule, before the occupancy's percentage. */
  baseRate: Money<C>;
  room: Money<C>;
  children: Money<C>;
  offer: Pick<Offer, 'id' | 'name' | 'discountPercent'> | null;
  discount: Money<C>;
  amount: Money<C>;
}

export interface PricedStay<C extends Currency = Currency> {
  currency: C;
  nights: number;
  pax: Pick<Pax, 'id' | 'name' | 'adults' | 'ratePercent'>;
  /** Adults plus children charged as adults. */
  countedAdults: number;
  children: ChildPricing[];
  lines: NightLine<C>[];
  subtotal: Money<C>;
  taxes: TaxLine<C>[];
  totalTax: Money<C>;
  total: Money<C>;
}

export type PriceResult<C extends Currency = Currency> =
  { stay: PricedStay<C>; refusal?: undefined } | { refusal: FieldRefusal<PricingReason>; stay?: undefined };

const refused = (field: string, reason: PricingReason, params?: Record<string, string | number>) => ({
  refusal: fieldRefusalOf(field, reason, params),
});

/** Prices a stay, or answers why it cannot be priced, naming the field. */
export function priceStay(catalogue: PricingCatalogue, request: StayRequest): PriceResult {
  return priceStayWith(new RateBook(catalogue), catalogue, request);
}

/** `priceStay` with an indexed rate book, for callers that price many stays of one sheet. */
export function priceStayWith(book: RateBook, catalogue: PricingCatalogue, request: StayRequest): PriceResult {
  const { stayType } = catalogue;
  if (!stayType.active) return refused('stayTypeId', 'STAY_TYPE_INACTIVE');
  if (stayType.roomTypeId !== request.roomTypeId) return refused('stayTypeId', 'STAY_TYPE_OF_OTHER_ROOM_TYPE');
  const nights = stayNights(request.checkIn, request.checkOut);
  if (nights <= 0) return refused('checkOutDate', 'CHECK_OUT_NOT_AFTER_CHECK_IN');
  if (nights > MAX_STAY_NIGHTS) return refused('checkOutDate', 'STAY_TOO_LONG', { max: MAX_STAY_NIGHTS });

  const children = request.childAges.map((age) => childPricing(catalogue.childBands, age));
  const countedAdults = request.adults + children.filter((c) => c.charge === 'ADULT').length;
  const chargedChildren = children.filter((c) => c.charge !== 'ADULT');
  if (countedAdults > stayType.maxAdults) return refused('adults', 'TOO_MANY_ADULTS', { max: stayType.maxAdults });
  if (chargedChildren.length > stayType.maxChildren) {
    return refused('childAges', 'TOO_MANY_CHILDREN', { max: stayType.maxChildren });
  }
  const pax = catalogue.pax.find((p) => p.active && p.adults === countedAdults);
  if (!pax) return refused('adults', 'NO_PAX_FOR_ADULTS', { adults: countedAdults });

  const currency = residencyCurrency(request.resident);
  const checkIn = request.checkIn.slice(0, 10);
  const offerContext = {
    roomTypeId: request.roomTypeId,
    channelId: request.channelId,
    checkIn,
    nights,
    bookingDate: request.bookingDate,
  };
  const lines: NightLine[] = [];
  for (const date of nightDates(checkIn, nights)) {
    const night = book.rate(request, date, currency);
    if (!night) return refused('checkInDate', 'NO_RATE_FOR_NIGHT', { date });
    const room = night.amount.times(pax.ratePercent, 100);
    const childCharges = Money.sum(
      chargedChildren.map((c) => room.percent(c.ratePercent)),
      currency,
    );
    const gross = room.plus(childCharges);
    const offer = bestOffer(catalogue.offers, date, offerContext);
    const discount = offer ? gross.percent(offer.discountPercent) : Money.zero(currency);
    lines.push({
      date,
      rule: night.rule,
      season: night.season && { id: night.season.id, name: night.season.name },
      baseRate: night.amount,
      room,
      children: childCharges,
      offer: offer && { id: offer.id, name: offer.name, discountPercent: offer.discountPercent },
      discount,
      amount: gross.minus(discount),
    });
  }
  const subtotal = Money.sum(
    lines.map((l) => l.amount),
    currency,
  );
  const taxed = computeTaxes(subtotal, catalogue.taxes, { vat: request.vat });
  return {
    stay: {
      currency,
      nights,
      pax: { id: pax.id, name: pax.name, adults: pax.adults, ratePercent: pax.ratePercent },
      countedAdults,
      children,
      lines,
      subtotal,
      taxes: taxed.lines,
      totalTax: taxed.totalTax,
      total: taxed.total,
    },
  };
}
