// Offer prices (core-platform §2 /room/offer-price): a percentage off the nights of a stay, for
// dates (nights inside a range), for a stay length (stays of at least so many nights) or for early
// booking (booked at least so many days before arrival). An offer may be limited to a room type or a
// channel, and to a window of night dates. Offers do not add up: each night takes the best one.
import { fieldRefusalOf, type FieldRefusal } from '../messages/message.js';
import { daysBetween } from './dates.js';
import type { PricingReason } from './refusals.js';

export const OFFER_TYPES = ['DATES', 'STAY_LENGTH', 'EARLY_BOOKING'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface Offer {
  id: number;
  name: string;
  offerType: OfferType;
  /** More than 0, at most 100. */
  discountPercent: number;
  /** Nights from / to (both included): required for DATES, a window for the others. */
  fromDate: string | null;
  toDate: string | null;
  /** STAY_LENGTH: stays of at least this many nights. */
  minNights: number | null;
  /** EARLY_BOOKING: booked at least this many days before check-in. */
  minDaysBefore: number | null;
  /** Null: every room type / channel. */
  roomTypeId: number | null;
  channelId: number | null;
  active: boolean;
}

export type OfferDraft = Omit<Offer, 'id' | 'name' | 'active' | 'roomTypeId' | 'channelId'>;

/** What an offer of its type lacks or has out of range, naming the field; null when it is whole. */
export function offerRefusal(offer: OfferDraft): FieldRefusal<PricingReason> | null {
  const p = offer.discountPercent;
  if (!Number.isFinite(p) || p <= 0 || p > 100) return fieldRefusalOf('discountPercent', 'DISCOUNT_PERCENT_RANGE');
  if (offer.offerType === 'DATES' && (!offer.fromDate || !offer.toDate)) {
    return fieldRefusalOf(offer.fromDate ? 'toDate' : 'fromDate', 'OFFER_DATES_REQUIRED');
  }
  if (offer.fromDate && offer.toDate && offer.toDate < offer.fromDate) {
    return fieldRefusalOf('toDate', 'END_BEFORE_START');
  }
  if (offer.offerType === 'STAY_LENGTH' && !(offer.minNights && offer.minNights >= 1)) {
    return fieldRefusalOf('minNights', 'OFFER_NIGHTS_REQUIRED');
  }
  if (offer.offerType === 'EARLY_BOOKING' && !(offer.minDaysBefore && offer.minDaysBefore >= 1)) {
    return fieldRefusalOf('minDaysBefore', 'OFFER_DAYS_REQUIRED');
  }
  return null;
}

export interface OfferContext {
  roomTypeId: number;
  channelId: number;
  checkIn: string;
  nights: number;
  /** The day the booking is made (the price check's today). */
  bookingDate: string;
}

/** Whether `offer` applies to the night of `date` of this stay. */
export function offerApplies(offer: Offer, date: string, stay: OfferContext): boolean {
  if (!offer.active) return false;
  if (offer.roomTypeId !== null && offer.roomTypeId !== stay.roomTypeId) return false;
  if (offer.channelId !== null && offer.channelId !== stay.channelId) return false;
  if (offer.fromDate && date < offer.fromDate) return false;
  if (offer.toDate && date > offer.toDate) return false;
  switch (offer.offerType) {
    case 'DATES':
      return offer.fromDate !== null && offer.toDate !== null;
    case 'STAY_LENGTH':
      return stay.nights >= (offer.minNights ?? Number.POSITIVE_INFINITY);
    case 'EARLY_BOOKING':
      return daysBetween(stay.bookingDate, stay.checkIn) >= (offer.minDaysBefore ?? Number.POSITIVE_INFINITY);
  }
}

/** The best offer for the night (largest discount; the lower id on a tie), or null. */
export function bestOffer(offers: readonly Offer[], date: string, stay: OfferContext): Offer | null {
  let best: Offer | null = null;
  for (const offer of offers) {
    if (!offerApplies(offer, date, stay)) continue;
    if (
      !best ||
      offer.discountPercent > best.discountPercent ||
      (offer.discountPercent === best.discountPercent && offer.id < best.id)
    ) {
      best = offer;
    }
  }
  return best;
}
