import { describe, expect, it } from 'vitest';

import { billPreview, type TaxRow } from './bill-preview';

const DEMO: TaxRow[] = [
  {
    id: 1,
    name: 'Service Charge',
    rate: 10,
    sequence: 1,
    vat: false,
    socialSecurityContributionLevy: false,
    serviceCharge: true,
    active: true,
  },
  {
    id: 2,
    name: 'SSCL',
    rate: 2.5,
    sequence: 2,
    vat: false,
    socialSecurityContributionLevy: true,
    serviceCharge: false,
    active: true,
  },
  {
    id: 3,
    name: 'VAT',
    rate: 18,
    sequence: 3,
    vat: true,
    socialSecurityContributionLevy: false,
    serviceCharge: false,
    active: true,
  },
];

describe('the tax page preview of a 1,000 LKR bill', () => {
  it('charges the demo taxes as the server does: 1128.21 without VAT, 1331.29 with VAT', () => {
    const { withoutVat, withVat } = billPreview(DEMO, null);
    expect([withoutVat.serviceCharge, withoutVat.totalCharge]).toStrictEqual([100, 1128.21]);
    expect(withVat.taxResponseList.map((line) => line.amount)).toStrictEqual([28.21, 203.08]);
    expect(withVat.totalCharge).toBe(1331.29);
  });

  it('uses the form values for the tax being edited', () => {
    const edited = { ...DEMO[2]!, rate: 8 };
    expect(billPreview(DEMO, edited).withVat.taxResponseList[1]!.amount).toBe(90.26);
  });

  it('adds a new tax and leaves an inactive one out', () => {
    const levy: TaxRow = { ...DEMO[1]!, id: null, name: 'Tourism', rate: 1, socialSecurityContributionLevy: false };
    expect(billPreview(DEMO, levy).withoutVat.totalCharge).toBe(1139.21);
    expect(billPreview(DEMO, { ...DEMO[1]!, active: false }).withoutVat.totalCharge).toBe(1100);
  });

  it('never throws on a rate being typed that the rules refuse', () => {
    expect(() => billPreview(DEMO, { ...DEMO[1]!, rate: 100 })).not.toThrow();
    expect(() => billPreview(DEMO, { ...DEMO[2]!, rate: -1 })).not.toThrow();
  });
});
