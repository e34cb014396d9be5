// The one VAT registry of the hotel and its restaurant over HTTP (issue 13; docs/invoicing.md "VAT
// registry"): the front office's VAT_REGISTRY at READ / WRITE / MAINTAIN, the restaurant's entries and
// the front office's in the same rows, one customer per VAT number and hotel under parallel
// registrations (the database's unique index), and PUT invoice/vat-registry-update/{id}: a folio's
// VAT customer before issuing (the proforma and the issued invoice carry its details), refused after.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { folio as F, invoice as I, reservation as R, restaurantAdmin as A } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';

type Entry = A.VatRegistryEntry;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let stayId: number;
let reservedRoomId: number;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  const [channel] = await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [
    hotelId,
  ]);
  const [room] = await up.db.query<{ id: number; room_type_id: number; stay_type_id: number }>(
    `select r.id, r.room_type_id,
            (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay_type_id
       from room r where r.hotel_id = $1 and r.room_no = '410'`,
    [hotelId],
  );
  const today = todayIn();
  const booked = await api.ok<{ reservation: R.entities.Reservation }>(R.createReservation, {
    token: admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Kasun Fernando',
      guestEmail: 'kasun@example.lk',
      guestPhone: '0771234567',
      channelId: channel!.id,
      resident: true,
      checkInDate: addDays(today, 280),
      checkOutDate: addDays(today, 282),
      rooms: [{ roomId: room!.id, roomTypeId: room!.room_type_id, stayTypeId: room!.stay_type_id, adults: 2 }],
    },
  });
  stayId = booked.reservation.id;
  const [rr] = await up.db.query<{ id: number }>('select id from reserved_room where reservation_id = $1', [stayId]);
  reservedRoomId = rr!.id;
});
after(() => up.close());

let seq = 0;
const customer = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `billing${seq}@acme.lk`,
    name: `Acme Trading ${seq}`,
    vatNumber: `VAT-${seq}-${Date.now() % 100000}`,
    address: '12 Galle Road, Colombo 3',
    hotelId,
    registryType: ['RESERVATION'],
    ...over,
  };
};
const create = async (token: string, body: Record<string, unknown>) =>
  (await api.ok<{ vatRegistry: Entry }>(A.createVatRegistry, { token, body })).vatRegistry;

async function charge(amount: string, folioId: number | null = null): Promise<void> {
  seq += 1;
  await up.db.query(
    `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description, amount,
                              currency, business_date, folio_id)
     values ($1, $2, $3, 'ADDITIONAL', $4, $5, $6, 'LKR', current_date, $7)`,
    [hotelId, stayId, reservedRoomId, 800_000 + seq, `Laundry ${seq}`, amount, folioId],
  );
}

describe('the front office VAT registry at its levels', () => {
  test('READ lists, WRITE adds and edits, MAINTAIN deletes; each refusal writes nothing', async () => {
    const hotelService = estate.colombo.HOTEL;
    const reader = (await staffWith(up, estate, hotelService, { VAT_REGISTRY: READ })).token;
    const writer = (await staffWith(up, estate, hotelService, { VAT_REGISTRY: WRITE })).token;
    const maintainer = (await staffWith(up, estate, hotelService, { VAT_REGISTRY: MAINTAIN })).token;
    const none = (await staffWith(up, estate, hotelService, { RESERVATION: READ })).token;

    const body = customer();
    await api.refused(A.createVatRegistry, { token: reader, body }, { status: 403 });
    const made = await create(writer, body);
    const listed = await api.ok<{ vatRegistry: Entry[] }>(A.searchVatRegistry, {
      token: reader,
      query: { hotelId, vatNumber: body.vatNumber },
    });
    assert.deepEqual(
      listed.vatRegistry.map((e) => e.id),
      [made.id],
    );
    await api.refused(A.searchVatRegistry, { token: none, query: { hotelId } }, { status: 403 });
    await api.refused(
      A.updateVatRegistry,
      { token: reader, body: { ...body, id: made.id, name: 'Acme Ltd' } },
      { status: 403 },
    );
    await api.ok(A.updateVatRegistry, { token: writer, body: { ...body, id: made.id, name: 'Acme Ltd' } });
    await api.refused(A.deleteVatRegistry, { token: writer, params: { id: made.id } }, { status: 403 });
    await api.ok(A.deleteVatRegistry, { token: maintainer, params: { id: made.id } });
  });

  test("the form's refusals name their field (operations §5), nothing written", async () => {
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ email: '' }) },
      { status: 400, reason: 'EMAIL_REQUIRED', field: 'email' },
    );
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ name: ' ' }) },
      { status: 400, field: 'name' },
    );
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ vatNumber: '' }) },
      { status: 400, field: 'vatNumber' },
    );
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ address: '' }) },
      { status: 400, field: 'address' },
    );
    const first = await create(admin, customer());
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ vatNumber: first.vatNumber.toLowerCase() }) },
      { status: 409, reason: 'VAT_NUMBER_TAKEN', field: 'vatNumber' },
    );
  });
});

describe('one registry for the hotel and its restaurant', () => {
  test("a restaurant customer and a stay's customer are rows of the same registry", async () => {
    const restaurant = await create(admin, customer({ registryType: ['RESTAURANT'] }));
    const all = await api.ok<{ vatRegistry: Entry[] }>(A.searchVatRegistry, {
      token: admin,
      query: { hotelId, size: 200 },
    });
    assert.ok(all.vatRegistry.some((e) => e.id === restaurant.id));
    // The same number registered by the front office is refused: it is the restaurant's customer.
    await api.refused(
      A.createVatRegistry,
      { token: admin, body: customer({ vatNumber: restaurant.vatNumber }) },
      { status: 409, reason: 'VAT_NUMBER_TAKEN' },
    );
    // The lookup by e-mail the forms use finds it.
    const found = await api.ok<{ vatRegistry: Entry | null }>(A.findVatRegistry, {
      token: admin,
      query: { email: restaurant.email.toUpperCase() },
    });
    assert.equal(found.vatRegistry?.id, restaurant.id);
  });

  test('parallel registrations of one VAT number make one row (the database decides)', async () => {
    const vatNumber = `RACE-${Date.now()}`;
    const before = await countRows(up, 'restaurant_vat_registry');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.send(A.createVatRegistry, {
          token: admin,
          body: customer({ vatNumber: i % 2 ? vatNumber.toLowerCase() : vatNumber }),
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    assert.equal(won.length, 1, JSON.stringify(answers.map((a) => a.json)));
    for (const lost of answers.filter((a) => a.status !== 200)) {
      assert.equal(lost.status, 409);
      assert.equal(lost.json.reason, 'VAT_NUMBER_TAKEN');
    }
    assert.equal(await countRows(up, 'restaurant_vat_registry'), before + 1);
  });
});

describe('PUT invoice/vat-registry-update/{id}', () => {
  test("sets the folio's VAT customer before issuing; the invoice carries it; refused afterwards", async () => {
    const acme = await create(admin, customer());
    await charge('4200.00');
    const [folio] = await up.db.query<{ id: number }>('select id from folio where reservation_id = $1 and number = 1', [
      stayId,
    ]);
    const folioId = folio!.id;
    const set = await api.send(F.updateInvoiceVatRegistry, {
      token: admin,
      params: { id: folioId },
      body: { vatRegistryId: acme.id },
    });
    assert.equal(set.status, 200, JSON.stringify(set.json));
    assert.equal(set.json.message, "The invoice's VAT customer was updated");
    assert.equal(set.json.result.folio.vatRegistryId, acme.id);
    assert.equal(set.json.result.folio.vatNumber, acme.vatNumber);

    const { proforma } = await api.ok<{ proforma: I.entities.Proforma[] }>(I.proformaInvoice, {
      token: admin,
      query: { folioId },
    });
    assert.equal(proforma[0]!.recipient.vatNumber, acme.vatNumber);
    assert.equal(proforma[0]!.recipient.name, acme.name);

    // A customer that is in use cannot be deleted.
    await api.refused(
      A.deleteVatRegistry,
      { token: admin, params: { id: acme.id } },
      { status: 409, reason: 'VAT_CUSTOMER_ON_INVOICES' },
    );

    const issued = (await api.ok<{ invoice: I.entities.Invoice }>(I.issueInvoice, { token: admin, body: { folioId } }))
      .invoice;
    assert.equal(issued.recipient.vatNumber, acme.vatNumber);
    assert.equal(issued.recipient.name, acme.name);
    assert.equal(issued.recipient.address, acme.address);

    const other = await create(admin, customer());
    await api.refused(
      F.updateInvoiceVatRegistry,
      { token: admin, params: { id: folioId }, body: { vatRegistryId: other.id } },
      { status: 409, reason: 'VAT_CUSTOMER_AFTER_ISSUE', field: 'id' },
    );
    // Renaming the customer afterwards leaves the issued invoice as it was issued.
    await api.ok(A.updateVatRegistry, {
      token: admin,
      body: { ...customer(), id: acme.id, vatNumber: acme.vatNumber },
    });
    const again = await api.ok<{ invoice: I.entities.Invoice }>(I.invoiceById, {
      token: admin,
      params: { id: issued.id },
    });
    assert.equal(again.invoice.recipient.name, acme.name);

    // New charges on the folio make a next invoice: its customer may be set again.
    await charge('800.00', folioId);
    await api.ok(F.updateInvoiceVatRegistry, {
      token: admin,
      params: { id: folioId },
      body: { vatRegistryId: other.id },
    });
    await api.ok(F.updateInvoiceVatRegistry, { token: admin, params: { id: folioId }, body: { vatRegistryId: null } });
  });

  test('refusals: unknown folio, a customer of another hotel, bad id, and INVOICE below WRITE', async () => {
    const [folio] = await up.db.query<{ id: number }>('select id from folio where reservation_id = $1 and number = 1', [
      stayId,
    ]);
    await api.refused(
      F.updateInvoiceVatRegistry,
      { token: admin, params: { id: 999_999 }, body: { vatRegistryId: null } },
      { status: 404 },
    );
    const kandy = await create(admin, customer({ hotelId: estate.kandyId, onlyThisHotelView: true }));
    await api.refused(
      F.updateInvoiceVatRegistry,
      { token: admin, params: { id: folio!.id }, body: { vatRegistryId: kandy.id } },
      { status: 400, reason: 'VAT_CUSTOMER_OF_OTHER_HOTEL', field: 'vatRegistryId' },
    );
    await api.refused(
      F.updateInvoiceVatRegistry,
      { token: admin, params: { id: folio!.id }, body: { vatRegistryId: 'x' } },
      { status: 400, field: 'vatRegistryId' },
    );
    const reader = (await staffWith(up, estate, estate.colombo.HOTEL, { INVOICE: READ })).token;
    await api.refused(
      F.updateInvoiceVatRegistry,
      { token: reader, params: { id: folio!.id }, body: { vatRegistryId: null } },
      { status: 403 },
    );
  });
});
