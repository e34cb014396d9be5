// A stay's bill from first charge to credit note in the browser (issue 13, Tests), in English and in
// German: the desk has an in-house guest's reservation open; the waiter charges a dinner to the guest's
// room and the desk's Account section shows it without a reload (issue 12: the account is live); the
// desk checks the guest out, issues the invoice with the dinner on it and prints it (the hotel's name,
// address and VAT number on the PDF), takes a card receipt (authorised) and a cash receipt, refunds
// part of the invoice across both receipts from the history's Refund button, and credits the invoice.
// The English stay's documents and the German stay's are numbered consecutively in their series.
// Every label is read from the product's own texts (web/src/i18n/{en,de}), never retyped.
// Screens in /tmp/shots-staybill/ at 1280 and 390 px.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { eventually, expectGone, expectPath, expectVisible } from './support/browser.js';
import { button } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { downloadPdf } from './support/pdf.js';
import { chargeToRoom, readBill, servedOrder } from './support/restaurant.js';
import { ROOT } from './support/stack.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-staybill';
type Lang = 'en' | 'de';

/** The product's text `ns:key.path` in a language, `{{name}}` filled from `values`. */
function text(lang: Lang, id: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = id.split(':') as [string, string];
  const json = JSON.parse(readFileSync(`${ROOT}web/src/i18n/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const found = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], json);
  assert.equal(typeof found, 'string', `${lang} ${id}`);
  return (found as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The sequence part of a document number: INV-2026-000012 → 12. */
const sequence = (number: string) => Number(/-(\d+)$/.exec(number)![1]);
/** An amount as the page shows it in the language (1,250.00 / 1.250,00) → cents. */
function cents(lang: Lang, shown: string): number {
  const match = (lang === 'en' ? /(-?[\d,]+\.\d{2})/ : /(-?[\d.]+,\d{2})/).exec(shown);
  assert.ok(match, `an amount in "${shown}"`);
  const plain = lang === 'en' ? match[1]!.replace(/,/g, '') : match[1]!.replace(/\./g, '').replace(',', '.');
  return Math.round(Number(plain) * 100);
}

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

interface InHouse {
  id: number;
  refNumber: string;
  guestName: string;
  roomNo: string;
}

/** Two checked-in LKR stays, each in one room, with nothing invoiced yet. */
async function inHouseStays(hotelId: number): Promise<InHouse[]> {
  const rows = await suite.product.sql<InHouse>(
    `select r.id, r.ref_number as "refNumber", r.guest_name as "guestName", min(room.room_no) as "roomNo"
       from reservation r
       join reserved_room rr on rr.reservation_id = r.id and rr.status = 'CHECKEDIN'
       join room on room.id = rr.room_id
      where r.hotel_id = $1 and r.status = 'CHECKED_IN' and r.currency = 'LKR'
        and not exists (select 1 from invoice i where i.reservation_id = r.id)
      group by r.id having count(*) = 1
      order by r.id limit 2`,
    [hotelId],
  );
  assert.equal(rows.length, 2, 'two in-house stays in the demo');
  return rows;
}

interface Documents {
  invoice: string;
  receipts: string[];
  refund: string;
  /** The credit note the refund issued for the part of the invoice it gave back. */
  refundCreditNote: string;
  creditNote: string;
}

/** One stay's bill, the desk working in `lang`. */
async function billStay(desk: Page, lang: Lang, stay: InHouse, hotel: HotelIdentity): Promise<Documents> {
  const T = (id: string, values?: Record<string, string | number>) => text(lang, id, values);
  await desk.goto(`/reservation/${stay.id}`);
  const account = desk.getByTestId('stay-account');
  await expectVisible(account.getByRole('tab').first(), "the stay's account");

  // The waiter charges a dinner to the guest's room; the open account shows it without a reload.
  let table = '';
  let dinner = 0;
  await suite.withTwoTabs(['waiter', 'chef'], async (waiter, chef) => {
    ({ table } = await servedOrder(waiter, chef, chargeToRoom(stay.roomNo, stay.guestName)));
    dinner = (await readBill(waiter)).get('Total') ?? 0;
    assert.ok(dinner > 0, 'the dinner costs something');
    await button(waiter, 'Prepare Invoice').click();
    const bill = waiter.getByRole('dialog', { name: 'Prepare Invoice' });
    await button(bill, 'Proceed').click();
    await expectGone(bill, 'the invoice dialog');
    const paid = waiter.getByRole('dialog', { name: 'Payment completed' });
    await button(paid, 'Close').click();
  });
  const dinnerRow = account.getByRole('row').filter({ hasText: `table ${table},` });
  await expectVisible(dinnerRow, 'the dinner on the open account, without a reload');
  assert.equal(cents(lang, await dinnerRow.innerText()), dinner, "the account holds the bill's total");
  await shoot(desk, `account-${lang}`);

  // Check-out.
  await button(desk, T('reservation:actions.checkOut')).click();
  await button(desk.getByRole('dialog'), T('common:actions.yes')).click();
  await expectVisible(desk.locator('[data-status="CHECKED_OUT"]'), 'the checked-out badge');

  // The invoice, with the dinner on it.
  await desk.goto(`/invoice/make-invoice?reservationId=${stay.id}`);
  await expectVisible(desk.getByText(`table ${table},`).first(), 'the dinner on the proforma');
  await button(desk, T('invoice:make.issue')).first().click();
  const confirmIssue = desk.getByRole('dialog', { name: T('invoice:make.confirmTitle') });
  await button(confirmIssue, T('invoice:make.issue')).click();
  const issuedPattern = new RegExp(
    `^${escape(T('invoice:make.issuedTitle', { number: '§' })).replace('§', '(INV-\\d{4}-\\d{6})')}$`,
  );
  const issued = desk.getByText(issuedPattern);
  await expectVisible(issued, 'the issued number');
  const invoice = issuedPattern.exec((await issued.textContent()) ?? '')![1]!;
  await shoot(desk, `invoice-${lang}`);
  const pdf = await downloadPdf(desk, () => button(desk, T('invoice:actions.printPdf')).first().click());
  assert.equal(pdf.fileName, `${invoice}.pdf`);
  for (const shown of [invoice, hotel.name, hotel.address, hotel.vatNumber, `table ${table},`]) {
    assert.ok(pdf.text.includes(shown), `the invoice PDF shows "${shown}":\n${pdf.text}`);
  }

  // A card receipt, authorised, and a cash one: together the dinner (whole rupees), so the invoice
  // covers them whatever the demo's room nights cost.
  const card = Math.floor((dinner * 0.6) / 100);
  const cash = Math.floor(dinner / 100) - card;
  const refunded = card + Math.floor(cash / 2);
  await desk.goto('/invoice/receipt');
  await expectVisible(desk.getByRole('heading', { name: T('receipt:receipts.title') }), 'the receipts page');
  const receipts: string[] = [];
  for (const [method, amount] of [
    ['CREDITCARD', String(card)],
    ['CASH', String(cash)],
  ] as const) {
    await button(desk, T('receipt:receipts.create')).first().click();
    const drawer = desk.getByRole('dialog', { name: T('receipt:receipts.create') });
    const named = { name: T('receipt:form.reservation') };
    await drawer.getByRole('combobox', named).or(drawer.getByRole('textbox', named)).first().fill(stay.refNumber);
    await desk.getByRole('option', { name: new RegExp(stay.refNumber) }).click();
    await drawer
      .locator('label')
      .filter({ hasText: new RegExp(`^${T(`receipt:method.${method}`)}$`) })
      .click();
    await drawer.getByRole('textbox', { name: T('receipt:fields.amount') }).fill(amount);
    await button(drawer, T('common:actions.save')).click();
    await expectGone(drawer, 'the receipt drawer');
    const row = desk
      .getByRole('row')
      .filter({ hasText: stay.refNumber })
      .filter({ hasText: T(`receipt:method.${method}`) });
    await expectVisible(row.first(), `the ${method} receipt`);
    const number = /RC-\d{4}-\d{6}/.exec(await row.first().innerText())![0];
    receipts.push(number);
    if (method === 'CREDITCARD') {
      await row
        .first()
        .getByRole('button', { name: T('receipt:authorise.actionOf', { number }) })
        .click();
      await expectVisible(
        desk
          .getByRole('row')
          .filter({ hasText: number })
          .filter({ hasText: T('receipt:status.AUTHORISED') }),
        'the card receipt authorised',
      );
    }
  }
  await shoot(desk, `receipts-${lang}`);

  // Part of the invoice refunded by card, from both receipts.
  await desk.goto('/invoice/invoice-history');
  const invoiceRow = desk.getByRole('row').filter({ hasText: invoice });
  await expectVisible(invoiceRow, 'the invoice in the history');
  await button(invoiceRow, T('receipt:refund.button')).click();
  const dialog = desk.getByRole('dialog', { name: T('receipt:refund.title') });
  await dialog.getByRole('radio', { name: T('receipt:method.CREDITCARD') }).click();
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${T('receipt:refundType.PARTIAL_REFUND')}$`) })
    .click();
  await dialog.getByRole('textbox', { name: new RegExp(T('receipt:refund.partialAmount')) }).fill(String(refunded));
  const rows = dialog.getByRole('row').filter({ hasText: 'RC-' });
  await eventually(async () => (await rows.count()) === 2, 'both receipts in the dialog');
  // Ticked in turn, the card receipt gives all it holds and the cash one the rest: across both.
  await rows.filter({ hasText: receipts[0]! }).getByRole('checkbox').check();
  await rows.filter({ hasText: receipts[1]! }).getByRole('checkbox').check();
  await shoot(desk, `refund-${lang}`);
  await button(dialog, T('receipt:refund.submit')).last().click();
  // What the refund gave back had paid the invoice: the refund credited it with a credit note of its own.
  const refundCreditPattern = new RegExp(
    escape(T('receipt:refund.creditNoteIssued', { number: '§' })).replace('§', '(CN-\\d{4}-\\d{6})'),
  );
  const refundCredited = toast(desk, refundCreditPattern);
  await expectVisible(refundCredited, 'the credit note the refund issued');
  const refundCreditNote = refundCreditPattern.exec((await refundCredited.textContent()) ?? '')![1]!;
  await expectGone(dialog, 'the refund dialog');
  await desk.goto('/invoice/refund');
  const refundRow = desk.getByRole('row').filter({ hasText: invoice });
  await expectVisible(refundRow, 'the refund listed');
  const refund = /RF-\d{4}-\d{6}/.exec(await refundRow.first().innerText())![0];
  assert.equal(cents(lang, await refundRow.first().innerText()), refunded * 100, 'the part refunded');

  // The invoice credited, from the history's Credit note button.
  await desk.goto('/invoice/invoice-history');
  await button(desk.getByRole('row').filter({ hasText: invoice }), T('invoice:actions.creditNote')).click();
  await expectPath(desk, '/invoice/creditNote');
  await desk.getByLabel(T('invoice:fields.reason')).fill(lang === 'en' ? 'Dinner disputed' : 'Abendessen beanstandet');
  await button(desk, T('invoice:credit.issue')).click();
  const confirmCredit = desk.getByRole('dialog', { name: T('invoice:credit.confirmTitle') });
  await button(confirmCredit, T('invoice:credit.issue')).click();
  const creditPattern = new RegExp(
    `^${escape(T('invoice:credit.issuedTitle', { number: '§' })).replace('§', '(CN-\\d{4}-\\d{6})')}$`,
  );
  const credited = desk.getByText(creditPattern);
  await expectVisible(credited, 'the credit note number');
  const creditNote = creditPattern.exec((await credited.textContent()) ?? '')![1]!;
  await shoot(desk, `credit-note-${lang}`);
  return { invoice, receipts, refund, refundCreditNote, creditNote };
}

interface HotelIdentity {
  id: number;
  name: string;
  address: string;
  vatNumber: string;
}

test('the desk bills a stay with the restaurant dinner on it, refunds part and credits it, in English and German', () =>
  suite.withTab(async (desk) => {
    mkdirSync(SHOTS, { recursive: true });
    await desk.setViewportSize({ width: 1280, height: 900 });
    const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
    const { id } = await api.hotelNamed(STAFF_HOTEL);
    const [hotel] = await suite.product.sql<HotelIdentity>(
      `select id, name, address, coalesce(vat_number, '') as "vatNumber" from hotel where id = $1`,
      [id],
    );
    assert.ok(hotel?.address && hotel.vatNumber, `the demo hotel has an address and a VAT number`);
    // The nights of the in-house stays, posted by the night audit of today's business date.
    const day = await api.call<{ businessDay: { businessDate: string } }>(
      'GET',
      `/hotel-service/api/night-audit/business-day?hotelId=${id}`,
    );
    await api.call('POST', '/hotel-service/api/night-audit', {
      hotelId: id,
      businessDate: day.result!.businessDay.businessDate,
    });
    const [first, second] = await inHouseStays(id);

    await as.frontDesk(desk);
    const en = await billStay(desk, 'en', first!, hotel);
    await desk.evaluate(() => localStorage.setItem('hotel.language', 'de'));
    await desk.reload();
    const de = await billStay(desk, 'de', second!, hotel);

    // Each series is gapless: the German stay's documents follow the English stay's.
    assert.equal(sequence(de.invoice), sequence(en.invoice) + 1, `${en.invoice} then ${de.invoice}`);
    assert.equal(sequence(en.receipts[1]!), sequence(en.receipts[0]!) + 1, en.receipts.join(' then '));
    assert.equal(sequence(de.receipts[0]!), sequence(en.receipts[1]!) + 1, `${en.receipts[1]} then ${de.receipts[0]}`);
    assert.equal(sequence(de.refund), sequence(en.refund) + 1, `${en.refund} then ${de.refund}`);
    // Each run's refund credits the invoice, then the desk's credit note follows in the same series.
    const creditNotes = [en.refundCreditNote, en.creditNote, de.refundCreditNote, de.creditNote];
    for (let i = 1; i < creditNotes.length; i++) {
      assert.equal(sequence(creditNotes[i]!), sequence(creditNotes[i - 1]!) + 1, creditNotes.join(' then '));
    }
  }));
