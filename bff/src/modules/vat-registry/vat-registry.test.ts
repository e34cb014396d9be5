// The front office's VAT registry through GraphQL (docs/invoicing.md "VAT registry"): VAT_REGISTRY at
// READ lists and looks up, WRITE registers and changes, MAINTAIN deletes; the §5 messages name their
// fields; parallel registrations of one VAT number make one customer; the restaurant admin's list is
// the same registry; and updateInvoiceVatCustomer (PUT invoice/vat-registry-update/{id}) before and
// after issuing, with INVOICE at WRITE.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startStack, type Stack } from '../../test/stack.js';

const FIELDS = 'id name email vatNumber address registryTypes hotelId onInvoices';

describe('the VAT registry through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let admin: string;
  let hotelId: number;
  let frontOffice: number;
  let restaurant: number;

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    admin = await stack.signIn('admin@demo.lk');
    const [hotel] = await stack.upstream.db.query<{ id: number; service: number; restaurant: number }>(
      `select h.id,
              (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service,
              (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'RESTAURANT' order by s.id limit 1) as restaurant
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    restaurant = hotel!.restaurant;
  });
  after(() => stack.close());

  const input = (over: Record<string, unknown> = {}) => ({
    hotelId,
    email: `accounts.${randomUUID().slice(0, 6)}@lanka-exports.lk`,
    name: 'Lanka Exports (Pvt) Ltd',
    vatNumber: `VAT-${randomUUID().slice(0, 8)}`,
    address: '44 Union Place, Colombo 2',
    ...over,
  });
  const create = (token: string, i: Record<string, unknown>) =>
    stack.gql<{ createHotelVatCustomer: { message: string; customer: { id: number; vatNumber: string } } }>(
      `mutation($i: HotelVatCustomerInput!) { createHotelVatCustomer(input: $i) { message customer { ${FIELDS} } } }`,
      { i },
      { token, serviceId: frontOffice },
    );
  const list = (token: string, vatNumber: string) =>
    stack.gql<{ hotelVatCustomers: { total: number; items: { id: number; registryTypes: string[] }[] } }>(
      `query($h: Int!, $v: String) { hotelVatCustomers(hotelId: $h, page: 0, size: 10, vatNumber: $v) { total items { ${FIELDS} } } }`,
      { h: hotelId, v: vatNumber },
      { token, serviceId: frontOffice },
    );

  test('READ lists and looks up, WRITE registers and edits, MAINTAIN deletes', async () => {
    const i = input();
    const denied = await create(auditor, i);
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const made = await create(frontDesk, i);
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    assert.equal(made.data!.createHotelVatCustomer.message, 'VAT registry customer saved successfully');
    const id = made.data!.createHotelVatCustomer.customer.id;

    const seen = await list(auditor, i.vatNumber);
    assert.equal(seen.errors, undefined, JSON.stringify(seen.errors));
    assert.deepEqual(
      seen.data!.hotelVatCustomers.items.map((c) => [c.id, c.registryTypes]),
      [[id, ['RESERVATION']]],
    );
    const found = await stack.gql<{ vatCustomerByEmail: { id: number } | null }>(
      'query($h: Int!, $e: String!) { vatCustomerByEmail(hotelId: $h, email: $e) { id } }',
      { h: hotelId, e: i.email.toUpperCase() },
      { token: auditor, serviceId: frontOffice },
    );
    assert.equal(found.data?.vatCustomerByEmail?.id, id);

    const update = (token: string) =>
      stack.gql<{ updateHotelVatCustomer: { message: string } }>(
        'mutation($id: Int!, $i: HotelVatCustomerInput!) { updateHotelVatCustomer(id: $id, input: $i) { message } }',
        { id, i: { ...i, name: 'Lanka Exports PLC' } },
        { token, serviceId: frontOffice },
      );
    assert.equal((await update(auditor)).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const changed = await update(frontDesk);
    assert.equal(changed.data?.updateHotelVatCustomer.message, 'VAT registry customer updated successfully');

    const remove = (token: string) =>
      stack.gql<{ deleteHotelVatCustomer: { message: string } }>(
        'mutation($h: Int!, $id: Int!) { deleteHotelVatCustomer(hotelId: $h, id: $id) { message } }',
        { h: hotelId, id },
        { token, serviceId: frontOffice },
      );
    assert.equal((await remove(frontDesk)).errors?.[0]?.extensions?.code, 'FORBIDDEN', 'WRITE does not delete');
    const gone = await remove(admin);
    assert.equal(gone.data?.deleteHotelVatCustomer.message, 'VAT registry customer deleted successfully');
  });

  test("§5's messages name their fields; a taken VAT number is refused", async () => {
    const bad = await create(frontDesk, input({ email: '', name: '', vatNumber: '', address: '' }));
    assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(
      bad.errors?.[0]?.extensions?.fieldErrors?.map((f) => f.message),
      ['Email is required', 'Name is required', 'VAT number is required', 'Address is required'],
    );
    const first = await create(frontDesk, input());
    const again = await create(frontDesk, input({ vatNumber: first.data!.createHotelVatCustomer.customer.vatNumber }));
    assert.equal(again.errors?.[0]?.extensions?.reason, 'VAT_NUMBER_TAKEN');
  });

  test('parallel registrations of one VAT number: one customer', async () => {
    const vatNumber = `RACE-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(frontDesk, input({ vatNumber }))));
    assert.equal(answers.filter((a) => !a.errors).length, 1, JSON.stringify(answers));
    for (const lost of answers.filter((a) => a.errors)) {
      assert.equal(lost.errors?.[0]?.extensions?.reason, 'VAT_NUMBER_TAKEN');
    }
    assert.equal((await list(frontDesk, vatNumber)).data!.hotelVatCustomers.total, 1);
  });

  test("the restaurant admin's list is the same registry", async () => {
    const made = await create(frontDesk, input());
    const id = made.data!.createHotelVatCustomer.customer.id;
    const res = await stack.gql<{ vatRegistryCustomers: { items: { id: number }[] } }>(
      `query($s: Int!, $h: Int!, $v: String) {
         vatRegistryCustomers(serviceId: $s, hotelId: $h, page: 0, size: 10, vatNumber: $v) { items { id } }
       }`,
      { s: restaurant, h: hotelId, v: made.data!.createHotelVatCustomer.customer.vatNumber },
      { token: admin, serviceId: restaurant },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(
      res.data!.vatRegistryCustomers.items.map((c) => c.id),
      [id],
    );
  });

  test('updateInvoiceVatCustomer: before issuing sets the recipient, after issuing it is refused', async () => {
    const db = stack.upstream.db;
    const customer = (await create(frontDesk, input())).data!.createHotelVatCustomer.customer;
    const [folio] = await db.query<{ id: number }>(
      `insert into folio (hotel_id, number, name) values ($1, 1, 'Walk-in: Lanka Exports') returning id`,
      [hotelId],
    );
    await db.query(
      `insert into room_charge (hotel_id, source, source_reference, description, amount, currency, business_date, folio_id)
       values ($1, 'ADDITIONAL', 970001, 'Airport transfer', 6500, 'LKR', current_date, $2)`,
      [hotelId, folio!.id],
    );
    const setVat = (token: string, vatRegistryId: number | null) =>
      stack.gql<{ updateInvoiceVatCustomer: { message: string; folio: { vatRegistryId: number | null } } }>(
        `mutation($h: Int!, $f: Int!, $v: Int) {
           updateInvoiceVatCustomer(hotelId: $h, folioId: $f, vatRegistryId: $v) { message folio { vatRegistryId } }
         }`,
        { h: hotelId, f: folio!.id, v: vatRegistryId },
        { token, serviceId: frontOffice },
      );
    assert.equal((await setVat(auditor, customer.id)).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const done = await setVat(frontDesk, customer.id);
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.equal(done.data!.updateInvoiceVatCustomer.message, "The invoice's VAT customer was updated");
    assert.equal(done.data!.updateInvoiceVatCustomer.folio.vatRegistryId, customer.id);

    const issued = await stack.gql<{ issueInvoice: { invoice: { recipient: { vatNumber: string } } } }>(
      'mutation($h: Int!, $f: Int!) { issueInvoice(hotelId: $h, folioId: $f) { invoice { recipient { vatNumber } } } }',
      { h: hotelId, f: folio!.id },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(issued.errors, undefined, JSON.stringify(issued.errors));
    assert.equal(issued.data!.issueInvoice.invoice.recipient.vatNumber, customer.vatNumber);

    const late = await setVat(frontDesk, null);
    assert.equal(late.errors?.[0]?.extensions?.reason, 'VAT_CUSTOMER_AFTER_ISSUE');
    assert.match(late.errors?.[0]?.message ?? '', /credit note/);
  });
});
