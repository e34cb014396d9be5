// The night audit through GraphQL: the front desk closes the business date shown and reads the run in
// the list, a second run of that date answers the first; the in-house stay's night is on its account;
// the read-only auditor sees the runs but may not run the audit (FORBIDDEN); an hour out of range is
// refused naming auditHour.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type Stack } from '../../test/stack.js';

interface Run {
  id: number;
  businessDate: string;
  trigger: string;
  runBy: string | null;
  nightsPosted: number;
}
const RUN = `mutation($h: Int!, $d: String!) {
  runNightAudit(hotelId: $h, businessDate: $d) { message nightAudit { id businessDate trigger runBy nightsPosted } }
}`;
const RUNS = `query($h: Int!) {
  businessDay(hotelId: $h) { businessDate auditHour today }
  nightAudits(hotelId: $h) { total items { id businessDate trigger runBy nightsPosted } }
}`;

describe('the night audit through GraphQL', () => {
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

  test('the desk closes the business date once; the run is listed and the night is on the account', async () => {
    const first = await stack.gql<{ runNightAudit: { message: string; nightAudit: Run } }>(
      RUN,
      { h: hotelId, d: today },
      as(frontDesk),
    );
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    const run = first.data!.runNightAudit.nightAudit;
    assert.equal(first.data!.runNightAudit.message, 'Night audit completed');
    assert.equal(run.businessDate, today);
    assert.equal(run.trigger, 'MANUAL');
    assert.ok(run.runBy);
    assert.ok(run.nightsPosted > 0);

    const again = await stack.gql<{ runNightAudit: { nightAudit: Run } }>(RUN, { h: hotelId, d: today }, as(frontDesk));
    assert.deepEqual(again.data!.runNightAudit.nightAudit, run);

    const list = await stack.gql<{
      businessDay: { businessDate: string; auditHour: number };
      nightAudits: { total: number; items: Run[] };
    }>(RUNS, { h: hotelId }, as(auditor));
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.equal(list.data!.businessDay.businessDate, addDays(today, 1));
    assert.equal(list.data!.businessDay.auditHour, 3);
    assert.deepEqual(list.data!.nightAudits.items, [run]);

    // A demo guest in house tonight, booked at the pricing engine's prices: the night is on the stay's account.
    const [stay] = await stack.upstream.db.query<{ id: number; room_no: string }>(
      `select v.id, r.room_no from reservation v join reserved_room rr on rr.reservation_id = v.id
         join room r on r.id = rr.room_id
        where v.hotel_id = $1 and v.status = 'CHECKED_IN' and rr.status = 'CHECKEDIN' and rr.total > 0
          and rr.check_in_date <= $2::date and $2::date < rr.check_out_date
        order by v.id limit 1`,
      [hotelId, today],
    );
    const account = await stack.gql<{
      stayCharges: { kind: string; businessDate: string; roomNo: string; amount: number }[];
    }>(
      'query($h: Int!, $r: Int!) { stayCharges(hotelId: $h, reservationId: $r) { kind businessDate roomNo amount } }',
      { h: hotelId, r: stay!.id },
      as(auditor),
    );
    assert.equal(account.errors, undefined, JSON.stringify(account.errors));
    const nights = account.data!.stayCharges.filter((c) => c.kind === 'ROOM_NIGHT' && c.businessDate === today);
    assert.equal(nights.length, 1);
    assert.equal(nights[0]!.roomNo, stay!.room_no);
    assert.ok(nights[0]!.amount > 0);
  });

  test('the read-only auditor may not run the audit; an hour out of range names auditHour', async () => {
    const denied = await stack.gql(RUN, { h: hotelId, d: addDays(today, 1) }, as(auditor));
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const bad = await stack.gql(
      'mutation($h: Int!) { updateNightAuditHour(hotelId: $h, auditHour: 24) { message } }',
      { h: hotelId },
      as(frontDesk),
    );
    assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(bad.errors));
    assert.match(JSON.stringify(bad.errors?.[0]?.extensions), /auditHour/);
    const saved = await stack.gql<{ updateNightAuditHour: { message: string; businessDay: { auditHour: number } } }>(
      'mutation($h: Int!) { updateNightAuditHour(hotelId: $h, auditHour: 2) { message businessDay { auditHour } } }',
      { h: hotelId },
      as(frontDesk),
    );
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    assert.equal(saved.data!.updateNightAuditHour.businessDay.auditHour, 2);
  });
});
