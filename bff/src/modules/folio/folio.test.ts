// The stay's account through GraphQL: the desk finds a guest in house, posts a minibar charge, opens a
// company folio and moves the charge there (balances follow), bills an event to a walk-in customer and
// finds it in the events list; the read-only auditor reads the folios but may not open one
// (FORBIDDEN); a bad quantity is refused naming its reason. An open account is live: another user's
// subscription to the stay sees the charge posted, and nothing of another stay.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { collect, startStack, type Stack } from '../../test/stack.js';

interface Entry {
  kind: string;
  id: number;
  description: string;
  amount: number;
  balance: number;
  charge: { id: number; kind: string; invoiced: boolean } | null;
}
interface Folio {
  id: number;
  number: number;
  name: string;
  balance: number;
  entries: Entry[];
}
const FOLIO = 'id number name balance entries { kind id description amount balance charge { id kind invoiced } }';

describe("the stay's account through GraphQL", () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  const today = todayIn();

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const [hotel] = await stack.upstream.db.query<{ id: number; service: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
  });
  after(() => stack.close());

  const as = (token: string) => ({ token, serviceId: frontOffice });

  test('posts a minibar charge to a guest in house, opens a company folio and moves it there', async () => {
    const found = await stack.gql<{
      postableStays: { reservationId: number; reservedRoomId: number; guestName: string }[];
    }>(
      'query($h: Int!) { postableStays(hotelId: $h, text: "") { reservationId reservedRoomId guestName } }',
      { h: hotelId },
      as(frontDesk),
    );
    assert.equal(found.errors, undefined, JSON.stringify(found.errors));
    const stay = found.data!.postableStays[0]!;
    const posted = await stack.gql<{
      postAdditionalCharge: { message: string; charge: { id: number; amount: number; billedTo: string } };
    }>(
      `mutation($i: AdditionalChargeInput!) { postAdditionalCharge(input: $i) { message charge { id amount billedTo } } }`,
      {
        i: {
          hotelId,
          reservationId: stay.reservationId,
          reservedRoomId: stay.reservedRoomId,
          description: 'Minibar',
          quantity: 1,
          unitPrice: 1000,
        },
      },
      as(frontDesk),
    );
    assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
    const charge = posted.data!.postAdditionalCharge.charge;
    assert.equal(posted.data!.postAdditionalCharge.message, 'Charge posted');
    assert.equal(charge.billedTo, stay.guestName);

    const opened = await stack.gql<{ openFolio: { folio: Folio } }>(
      `mutation($i: OpenFolioInput!) { openFolio(input: $i) { message folio { ${FOLIO} } } }`,
      { i: { hotelId, reservationId: stay.reservationId, name: 'Acme Travels Ltd' } },
      as(frontDesk),
    );
    assert.equal(opened.errors, undefined, JSON.stringify(opened.errors));
    const company = opened.data!.openFolio.folio;
    assert.equal(company.number, 2);

    const before = await stack.gql<{ folios: Folio[] }>(
      `query($h: Int!, $r: Int!) { folios(hotelId: $h, reservationId: $r) { ${FOLIO} } }`,
      { h: hotelId, r: stay.reservationId },
      as(auditor),
    );
    assert.equal(before.errors, undefined, JSON.stringify(before.errors));
    const guest = before.data!.folios[0]!;
    assert.ok(guest.entries.some((e) => e.charge?.id === charge.id));
    const moved = await stack.gql<{ moveCharges: { message: string; folios: Folio[] } }>(
      `mutation($i: MoveChargesInput!) { moveCharges(input: $i) { message folios { ${FOLIO} } } }`,
      { i: { hotelId, fromFolioId: guest.id, targetFolioId: company.id, chargeIds: [charge.id] } },
      as(frontDesk),
    );
    assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
    const [g, c] = moved.data!.moveCharges.folios;
    assert.equal(c!.balance, charge.amount);
    assert.equal(Math.round((g!.balance + c!.balance) * 100), Math.round(guest.balance * 100));

    const denied = await stack.gql(
      `mutation($i: OpenFolioInput!) { openFolio(input: $i) { message } }`,
      { i: { hotelId, reservationId: stay.reservationId, name: 'Nope' } },
      as(auditor),
    );
    assert.equal(denied.errors?.[0]?.extensions?.['code'], 'FORBIDDEN');
  });

  test("another user's subscription to a stay's account sees a charge posted to it, and not another stay's", async () => {
    const found = await stack.gql<{ postableStays: { reservationId: number; reservedRoomId: number }[] }>(
      'query($h: Int!) { postableStays(hotelId: $h, text: "") { reservationId reservedRoomId } }',
      { h: hotelId },
      as(frontDesk),
    );
    const stays = found.data!.postableStays;
    const stay = stays[0]!;
    const other = stays.find((s) => s.reservationId !== stay.reservationId)!;
    assert.ok(other, 'two stays in house');
    const sub = collect<{
      stayAccountChanges: { kind: string; reservationId: number | null; folioIds: number[]; change: string | null };
    }>(
      stack.ws(auditor, frontOffice),
      'subscription($h: Int!, $r: Int!) { stayAccountChanges(hotelId: $h, reservationId: $r) { kind reservationId folioIds change } }',
      { h: hotelId, r: stay.reservationId },
    );
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    const post = (to: typeof stay, description: string) =>
      stack.gql<{ postAdditionalCharge: { charge: { id: number; folioId: number } } }>(
        `mutation($i: AdditionalChargeInput!) { postAdditionalCharge(input: $i) { charge { id folioId } } }`,
        { i: { hotelId, ...to, description, quantity: 1, unitPrice: 500 } },
        as(frontDesk),
      );
    await post(other, 'Laundry of another stay');
    const posted = await post(stay, 'Laundry');
    assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
    const messages = () => sub.events.map((e) => e.stayAccountChanges).filter((e) => e.kind === 'MESSAGE');
    assert.ok(
      await sub.until(() => messages().length >= 1),
      JSON.stringify({ events: sub.events, errors: sub.errors }),
    );
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(messages(), [
      {
        kind: 'MESSAGE',
        reservationId: stay.reservationId,
        folioIds: [posted.data!.postAdditionalCharge.charge.folioId],
        change: 'CHARGE_POSTED',
      },
    ]);
    sub.dispose();
  });

  test('bills an event to a walk-in customer and lists it; a bad quantity is refused by reason', async () => {
    const event = await stack.gql<{ postEventCharge: { charge: { id: number; covers: number; billedTo: string } } }>(
      `mutation($i: EventChargeInput!) { postEventCharge(input: $i) { charge { id covers billedTo } } }`,
      {
        i: {
          hotelId,
          customer: { name: 'Ceylon Tea Board' },
          description: 'Annual dinner',
          quantity: 80,
          unitPrice: 3500,
          eventDate: addDays(today, 14),
          covers: 80,
          venue: 'Garden terrace',
        },
      },
      as(frontDesk),
    );
    assert.equal(event.errors, undefined, JSON.stringify(event.errors));
    const list = await stack.gql<{ eventCharges: { total: number; items: { id: number; billedTo: string }[] } }>(
      'query($h: Int!) { eventCharges(hotelId: $h, billedTo: "tea board") { total items { id billedTo } } }',
      { h: hotelId },
      as(auditor),
    );
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.deepEqual(
      list.data!.eventCharges.items.map((i) => i.id),
      [event.data!.postEventCharge.charge.id],
    );

    const bad = await stack.gql(
      `mutation($i: AdditionalChargeInput!) { postAdditionalCharge(input: $i) { message } }`,
      { i: { hotelId, customer: { name: 'X' }, description: 'Taxi', quantity: 0.0001, unitPrice: 10 } },
      as(frontDesk),
    );
    assert.equal(bad.errors?.[0]?.extensions?.['reason'], 'QUANTITY_RANGE');
  });
});
