import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { billPreview, type TaxRow } from './bill-preview.js';

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
    assert.deepEqual([withoutVat.serviceCharge, withoutVat.totalCharge], [100, 1128.21]);
    assert.deepEqual(
      withVat.taxResponseList.map((line) => line.amount),
      [28.21, 203.08],
    );
    assert.equal(withVat.totalCharge, 1331.29);
  });

  it('uses the form values for the tax being edited', () => {
    const edited = { ...DEMO[2]!, rate: 8 };
    assert.equal(billPreview(DEMO, edited).withVat.taxResponseList[1]!.amount, 90.26);
  });

  it('adds a new tax and leaves an inactive one out', () => {
    const levy: TaxRow = { ...DEMO[1]!, id: null, name: 'Tourism', rate: 1, socialSecurityContributionLevy: false };
    assert.equal(billPreview(DEMO, levy).withoutVat.totalCharge, 1139.21);
    assert.equal(billPreview(DEMO, { ...DEMO[1]!, active: false }).withoutVat.totalCharge, 1100);
  });

  it('never throws on a rate being typed that the rules refuse', () => {
    assert.doesNotThrow(() => billPreview(DEMO, { ...DEMO[1]!, rate: 100 }));
    assert.doesNotThrow(() => billPreview(DEMO, { ...DEMO[2]!, rate: -1 }));
  });
});
