// The rules of moving charges between folios and of posting and voiding additional and event
// charges (issue 13; docs/folio.md). Each answers a refusal or null; the upstream asks them on locked
// rows, the web asks them to enable its buttons.
import { Money, type Currency } from '../money/money.js';
import { computeTaxes, type TaxLine, type TaxRate } from '../money/tax.js';
import type { Refusal } from '../messages/message.js';
import type { FolioRefusalReason } from './refusals.js';

/** Where a charge comes from: the night audit, the restaurant's room bill, additional billing, an event. */
export const CHARGE_SOURCES = ['ROOM_NIGHT', 'RESTAURANT', 'ADDITIONAL', 'EVENT'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];
/** What additional billing posts. */
export const ADDITIONAL_CHARGE_KINDS = ['ADDITIONAL', 'EVENT'] as const;
export type AdditionalChargeKind = (typeof ADDITIONAL_CHARGE_KINDS)[number];

export const isAdditionalChargeKind = (source: string): source is AdditionalChargeKind =>
  (ADDITIONAL_CHARGE_KINDS as readonly string[]).includes(source);

/** A charge as the move reads it. */
export interface MovableCharge {
  id: number;
  hotelId: number;
  folioId: number;
  /** The reservation of the folio it is on (null on a walk-in customer's folio). */
  reservationId: number | null;
  invoiced: boolean;
}

/** A folio as the move reads it. */
export interface FolioRef {
  id: number;
  hotelId: number;
  reservationId: number | null;
}

type FolioRefusal = Refusal<FolioRefusalReason>;

/**
 * Whether `charges` may move to `target`: at least one; none invoiced; all of the target's reservation
 * and hotel; not all on the target already.
 */
export function moveChargesRefusal(charges: readonly MovableCharge[], target: FolioRef): FolioRefusal | null {
  if (charges.length === 0) return { reason: 'CHARGES_REQUIRED' };
  if (target.reservationId === null) return { reason: 'FOLIO_OF_OTHER_STAY' };
  const invoiced = charges.find((c) => c.invoiced);
  if (invoiced) return { reason: 'CHARGE_INVOICED', params: { charge: invoiced.id } };
  if (charges.some((c) => c.reservationId !== target.reservationId || c.hotelId !== target.hotelId)) {
    return { reason: 'CHARGE_NOT_ON_STAY' };
  }
  if (charges.every((c) => c.folioId === target.id)) return { reason: 'CHARGE_ALREADY_ON_FOLIO' };
  return null;
}

/** A charge as voiding reads it. */
export interface VoidableCharge {
  id: number;
  source: ChargeSource;
  invoiced: boolean;
  /** It is itself a counter-posting. */
  isCounterPosting: boolean;
  /** A counter-posting already voids it. */
  voided: boolean;
}

/**
 * Whether a charge may be voided by a counter-posting: only an additional or event charge that is not
 * a counter-posting itself, not invoiced (an invoiced one is corrected by a credit note), voided once.
 */
export function voidChargeRefusal(charge: VoidableCharge): FolioRefusal | null {
  if (!isAdditionalChargeKind(charge.source) || charge.isCounterPosting) return { reason: 'CHARGE_NOT_VOIDABLE' };
  if (charge.invoiced) return { reason: 'CHARGE_INVOICED', params: { charge: charge.id } };
  if (charge.voided) return { reason: 'CHARGE_VOIDED' };
  return null;
}

/** The quantity an additional charge may have: 0.001 to 9,999, three decimals at most. */
export function isChargeQuantity(quantity: number): boolean {
  return (
    Number.isFinite(quantity) &&
    quantity >= 0.001 &&
    quantity <= 9999 &&
    Math.round(quantity * 1000) === quantity * 1000
  );
}

export interface PricedCharge<C extends Currency> {
  /** Unit price × quantity, rounded once to cents. */
  net: Money<C>;
  taxLines: TaxLine<C>[];
  tax: Money<C>;
  /** What the folio is charged: net plus its taxes. */
  amount: Money<C>;
}

/**
 * An additional or event charge priced with the hotel's taxes (core-platform §9): unit price ×
 * quantity, then the taxes by sequence; VAT taxes only when the stay or customer pays VAT.
 */
export function priceAdditionalCharge<C extends Currency>(
  unitPrice: Money<C>,
  quantity: number,
  taxes: readonly TaxRate[],
  options: { vat: boolean },
): PricedCharge<C> {
  const net = unitPrice.times(quantity);
  const taxed = computeTaxes(net, taxes, { vat: options.vat });
  return { net, taxLines: taxed.lines, tax: taxed.totalTax, amount: taxed.total };
}
