// A restaurant order's bill (operations §3 Order bill, §9 "Totals"): the subtotal of the lines that
// count, the service charge, then the taxes by sequence with the shared tax routine.
import { Money, sumDecimals } from '../money/money.js';
import { computeTaxes, type TaxRate } from '../money/tax.js';
import { isItemLive, type OrderedItemStatus } from './statuses.js';

/** The restaurant charges in LKR (operations §9). */
export const RESTAURANT_CURRENCY = 'LKR';
export type RestaurantMoney = Money<typeof RESTAURANT_CURRENCY>;

/** The default service charge when the service configures none (operations §9). */
export const DEFAULT_SERVICE_CHARGE_RATE = 10;

export interface BillLine {
  price: RestaurantMoney;
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
  /** An amount off the subtotal, before any charge. Default none. */
  discount?: RestaurantMoney;
}

/** A bill, exact. Its lines add up: subTotal − discount + serviceCharge + the taxes = totalCharge. */
export interface RestaurantBill {
  subTotal: RestaurantMoney;
  discount: RestaurantMoney;
  serviceCharge: RestaurantMoney;
  serviceChargeRate: number;
  taxResponseList: { name: string; originRate: number; amount: RestaurantMoney }[];
  totalCharge: RestaurantMoney;
}

/** A bill as the wire carries it (operations §3 Order bill): every amount a number with two decimals. */
export interface RestaurantBillWire {
  subTotal: number;
  discount: number;
  serviceCharge: number;
  serviceChargeRate: number;
  taxResponseList: { name: string; originRate: number; amount: number }[];
  totalCharge: number;
}

export function billToWire(bill: RestaurantBill): RestaurantBillWire {
  return {
    subTotal: bill.subTotal.toWire(),
    discount: bill.discount.toWire(),
    serviceCharge: bill.serviceCharge.toWire(),
    serviceChargeRate: bill.serviceChargeRate,
    taxResponseList: bill.taxResponseList.map((line) => ({ ...line, amount: line.amount.toWire() })),
    totalCharge: bill.totalCharge.toWire(),
  };
}

/** A restaurant amount from the wire or a numeric column (Money.fromWire in LKR). */
export const restaurantMoney = (value: number | string): RestaurantMoney => Money.fromWire(value, RESTAURANT_CURRENCY);

/** A bill whose printed lines do not add up to its total: never printed. */
export class BillMismatchError extends Error {
  constructor(
    readonly expected: RestaurantMoney,
    readonly total: RestaurantMoney,
  ) {
    super(`The bill's lines add up to ${String(expected)}, not to its total ${String(total)}`);
    this.name = 'BillMismatchError';
  }
}

/**
 * A bill read back from the wire, exact, for printing: every amount as Money, and the promise of
 * computeBill kept — subTotal − discount + serviceCharge + the tax lines = totalCharge — or a
 * BillMismatchError (a bill altered or summed in floats somewhere on the way).
 */
export function billFromWire(wire: RestaurantBillWire): RestaurantBill {
  const bill: RestaurantBill = {
    subTotal: restaurantMoney(wire.subTotal),
    discount: restaurantMoney(wire.discount),
    serviceCharge: restaurantMoney(wire.serviceCharge),
    serviceChargeRate: wire.serviceChargeRate,
    taxResponseList: wire.taxResponseList.map((line) => ({ ...line, amount: restaurantMoney(line.amount) })),
    totalCharge: restaurantMoney(wire.totalCharge),
  };
  const expected = Money.sum(
    bill.taxResponseList.map((line) => line.amount),
    RESTAURANT_CURRENCY,
  ).plus(bill.subTotal.minus(bill.discount).plus(bill.serviceCharge));
  if (!expected.equals(bill.totalCharge)) throw new BillMismatchError(expected, bill.totalCharge);
  return bill;
}

/** The amount of the lines that count on the bill: neither rejected nor cancelled. */
export function billableSubtotal(lines: readonly BillLine[]): RestaurantMoney {
  return Money.sum(
    lines.filter((l) => isItemLive(l.orderedItemStatus)).map((l) => l.price.times(l.quantity)),
    RESTAURANT_CURRENCY,
  );
}

/**
 * The bases, in order, and why:
 * 1. subTotal: price × quantity of every line that is neither REJECTED nor CANCELLED (the kitchen
 *    will not make a rejected dish; a cancelled one was withdrawn). A price is in cents and a
 *    quantity whole, so every line is exact.
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
  const none = Money.zero(RESTAURANT_CURRENCY);
  const discount = Money.min(Money.max(options.discount ?? none, none), subTotal);
  const base = subTotal.minus(discount);
  const serviceCharge = base.percent(serviceChargeRate);
  const taxed = computeTaxes(base.plus(serviceCharge), options.taxes ?? [], { vat: options.vat === true });
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
  // Rates, not money, but summed as decimals all the same (2.1 + 0.2 is 2.3, not 2.3000000000000003).
  const serviceChargeRate = charges.length === 0 ? DEFAULT_SERVICE_CHARGE_RATE : sumDecimals(active.map((r) => r.rate));
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
