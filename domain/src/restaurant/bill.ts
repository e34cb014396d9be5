// A restaurant order's bill (operations §3 Order bill, §9 "Totals"): the subtotal of the lines that
// count, the service charge, then the taxes by sequence with the shared tax routine.
import { computeTaxes, roundMoney, type TaxRate } from '../money/tax.js';
import { isItemLive, type OrderedItemStatus } from './statuses.js';

/** The default service charge when the service configures none (operations §9). */
export const DEFAULT_SERVICE_CHARGE_RATE = 10;

export interface BillLine {
  price: number;
  quantity: number;
  orderedItemStatus: OrderedItemStatus;
}

/** A restaurant tax row; the one flagged serviceCharge is the service charge, not a tax. */
export interface RestaurantTaxRate extends TaxRate {
  serviceCharge?: boolean;
}

export interface BillOptions {
  /** Percent of the subtotal after discount. Default 10. */
  serviceChargeRate?: number;
  /** The service's taxes (without the service charge row; see splitServiceCharge). */
  taxes?: readonly TaxRate[];
  /** Apply the VAT-flagged taxes: the order is VAT applicable and the service's VAT is active. */
  vat?: boolean;
  /** An amount off the subtotal, before any charge. Default 0. */
  discount?: number;
}

export interface RestaurantBill {
  subTotal: number;
  discount: number;
  serviceCharge: number;
  serviceChargeRate: number;
  taxResponseList: { name: string; originRate: number; amount: number }[];
  totalCharge: number;
}

/** The amount of the lines that count on the bill: neither rejected nor cancelled. */
export function billableSubtotal(lines: readonly BillLine[]): number {
  return roundMoney(
    lines.filter((l) => isItemLive(l.orderedItemStatus)).reduce((sum, l) => sum + roundMoney(l.price * l.quantity), 0),
  );
}

/**
 * The bases, in order, and why:
 * 1. subTotal: price × quantity of every line that is neither REJECTED nor CANCELLED (the kitchen
 *    will not make a rejected dish; a cancelled one was withdrawn), each line rounded to cents.
 * 2. discount: taken off the subtotal before anything is charged on it, as in every other bill of
 *    the product ("discount is subtracted before tax", operations §9).
 * 3. serviceCharge: serviceChargeRate percent of (subTotal − discount). It is the house's charge for
 *    serving the food, so it is on the food alone and comes first.
 * 4. taxes: computeTaxes on (subTotal − discount + serviceCharge), by sequence: the service charge
 *    is part of what the guest pays for, so the government taxes are on it too. Within a sequence
 *    the rates share one base; each later sequence is on the running amount including the earlier
 *    ones (so VAT, last in the demo, is on food + service charge + levy). The social security levy
 *    is grossed up by rate / (100 − rate) × 100 because it is charged on a turnover that includes
 *    itself. VAT-flagged taxes count only with `vat`.
 * 5. totalCharge: the base of step 4 plus every tax line (the lines are rounded first, so the
 *    printed lines add up to the total).
 * With the demo taxes (SC 10, SSCL 2.5 levy, VAT 18) on 1000: 100, 28.21, 203.08 → 1331.29, the
 * same as treating the service charge as sequence 0 of the tax routine.
 */
export function computeBill(lines: readonly BillLine[], options: BillOptions = {}): RestaurantBill {
  const serviceChargeRate = options.serviceChargeRate ?? DEFAULT_SERVICE_CHARGE_RATE;
  if (!Number.isFinite(serviceChargeRate) || serviceChargeRate < 0) {
    throw new RangeError(`serviceChargeRate must be zero or more, got ${serviceChargeRate}`);
  }
  const subTotal = billableSubtotal(lines);
  const discount = roundMoney(Math.min(Math.max(options.discount ?? 0, 0), subTotal));
  const base = roundMoney(subTotal - discount);
  const serviceCharge = roundMoney((base * serviceChargeRate) / 100);
  const taxed = computeTaxes(roundMoney(base + serviceCharge), options.taxes ?? [], { vat: options.vat === true });
  return {
    subTotal,
    discount,
    serviceCharge,
    serviceChargeRate,
    taxResponseList: taxed.lines.map((line) => ({ name: line.name, originRate: line.originRate, amount: line.amount })),
    totalCharge: taxed.total,
  };
}

/**
 * Splits a service's restaurant tax rows into the service charge rate and the taxes. The active
 * serviceCharge row gives the rate; an inactive one means no service charge; with no such row the
 * default of 10 percent applies.
 */
export function splitServiceCharge(rows: readonly RestaurantTaxRate[]): {
  serviceChargeRate: number;
  taxes: TaxRate[];
} {
  const charges = rows.filter((r) => r.serviceCharge);
  const active = charges.filter((r) => r.active !== false);
  const serviceChargeRate =
    charges.length === 0 ? DEFAULT_SERVICE_CHARGE_RATE : active.reduce((sum, r) => sum + r.rate, 0);
  const taxes = rows
    .filter((r) => !r.serviceCharge)
    .map(({ name, rate, sequence, vat, socialSecurityContributionLevy, active: isActive }) => ({
      name,
      rate,
      sequence,
      vat,
      ...(socialSecurityContributionLevy !== undefined ? { socialSecurityContributionLevy } : {}),
      ...(isActive !== undefined ? { active: isActive } : {}),
    }));
  return { serviceChargeRate, taxes };
}
