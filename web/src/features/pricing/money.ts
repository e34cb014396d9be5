// Amounts of the pricing screens: LKR for residents, USD for non-residents (operations §9), each shown
// with its currency in the user's language. No React.

import { formatAmount, intlLocale } from '../../ui/format';

export type PriceCurrency = 'LKR' | 'USD';

/** "LKR 27,550.00" (en), "USD 95,00" (de). */
export const formatIn = (currency: string, value: unknown): string => `${currency} ${formatAmount(value)}`;

/**
 * An exact decimal text of another currency ("508.81", "0.00505058" for BTC) with as many decimals as
 * it has, in the user's language: "USD 508,81" (de).
 */
export function formatDecimalIn(currency: string, text: string): string {
  const decimals = text.split('.')[1]?.length ?? 0;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${currency} ${text}`;
  const format = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${currency} ${format.format(value)}`;
}
