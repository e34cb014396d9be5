// The online rate changer (core-platform §2 /room/online-rate-changer): raises or lowers the prices of
// the channels that sell online for a date range, by a percentage or by an amount (one in LKR for the
// resident price, one in USD for the non-resident price). The changed night is written as a day price,
// which wins over the seasonal and base price it was computed from.
import { Money, type Currency } from '../money/money.js';

export interface RateChange {
  direction: 'RAISE' | 'LOWER';
  changeType: 'PERCENTAGE' | 'AMOUNT';
  /** PERCENTAGE: percent of the night's price. */
  percent?: number | null;
  /** AMOUNT: LKR added to or taken from the resident price… */
  residentAmount?: number | null;
  /** …and USD for the non-resident price. */
  nonResidentAmount?: number | null;
}

/** The night's price after the change, to the cent; negative when a lowering goes below zero. */
export function changedRate<C extends Currency>(amount: Money<C>, change: RateChange): Money<C> {
  const by =
    change.changeType === 'PERCENTAGE'
      ? amount.percent(change.percent ?? 0)
      : Money.fromWire(
          (amount.currency === 'LKR' ? change.residentAmount : change.nonResidentAmount) ?? 0,
          amount.currency,
        );
  return change.direction === 'RAISE' ? amount.plus(by) : amount.minus(by);
}
