// The tax page's live preview: the bill of 1,000 LKR with the service's taxes as the form would leave
// them, computed with the same domain rules the server charges (computeBill: service charge, taxes by
// sequence, VAT only with the flag, the levy grossed up). No React.

import {
  billToWire,
  computeBill,
  restaurantMoney,
  splitServiceCharge,
  type RestaurantBillWire,
  type RestaurantTaxRate,
} from '@hotel/domain';

export const PREVIEW_AMOUNT = 1000;

export interface TaxRow {
  id: number | null;
  name: string;
  rate: number;
  sequence: number;
  vat: boolean;
  socialSecurityContributionLevy: boolean;
  serviceCharge: boolean;
  active: boolean;
}

/** The bills as the server would send them. */
export interface BillPreview {
  withoutVat: RestaurantBillWire;
  withVat: RestaurantBillWire;
}

/**
 * The bills on PREVIEW_AMOUNT with the saved taxes, the edited one replaced by the form's values (or
 * added, when new). A rate the rules refuse (negative, a levy of 100 or more) is left out, so the
 * preview never throws while the user types.
 */
export function billPreview(saved: readonly TaxRow[], edited: TaxRow | null): BillPreview {
  const rows = saved.filter((row) => edited === null || row.id === null || row.id !== edited.id);
  if (edited) rows.push(edited);
  const rates: RestaurantTaxRate[] = rows
    .filter((row) => Number.isFinite(row.rate) && row.rate >= 0)
    .filter((row) => !row.socialSecurityContributionLevy || row.rate < 100)
    .map((row) => ({
      name: row.name || '—',
      rate: row.rate,
      sequence: row.sequence,
      vat: row.vat,
      socialSecurityContributionLevy: row.socialSecurityContributionLevy,
      serviceCharge: row.serviceCharge,
      active: row.active,
    }));
  const { serviceChargeRate, taxes } = splitServiceCharge(rates);
  const line = [{ price: restaurantMoney(PREVIEW_AMOUNT), quantity: 1, orderedItemStatus: 'SERVED' as const }];
  return {
    withoutVat: billToWire(computeBill(line, { serviceChargeRate, taxes, vat: false })),
    withVat: billToWire(computeBill(line, { serviceChargeRate, taxes, vat: true })),
  };
}
