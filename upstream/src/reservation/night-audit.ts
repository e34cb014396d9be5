// The night audit of a hotel (core-platform §2 Reservations; the rules are the domain's
// reservation/night-audit.ts): closing a business date, in one transaction on the hotel's locked
// business day row, expires the unpaid stays past their payment deadline (reservation.payment_due_at), cancels the no-shows with
// the policy's no-show fee, posts every in-house night to the stay's account (room_charge, kind
// ROOM_NIGHT, priced from the booked room's stored price of that night) and moves the business date
// by one day. It runs at most once per hotel and date: a second run of a closed date (a second
// upstream instance, a double click) finds the first one's row and changes nothing. The scheduler
// asks every minute which hotels are due at their audit hour.
import {
  DEFAULT_AUDIT_HOUR,
  HOTEL_TIME_ZONE,
  Money,
  NO_SHOW_REASON,
  addDays,
  isAuditDue,
  manualAuditRefusal,
  nightAuditStep,
  reservationNights,
  todayIn,
  type ReservationStatusName,
} from '@hotel/domain';
import type { reservationEntities } from '@hotel/schema';
import type { Database, Queryable } from '../db/database.js';
import { conflict } from '../http/api-error.js';
import { selfCheckOf } from '../invoice/self-check.js';
import type { TopicPublisher } from '../stomp/publisher.js';
import { announceAccount } from '../folio/live.js';
import { ReservationLive, nightsOf } from './live.js';
import { hotelToday, loadReservation, recordRevision } from './reservation-store.js';
import { previewCancellation, setStatus } from './stay-changes.js';

type NightAudit = reservationEntities.NightAudit;
type BusinessDay = reservationEntities.BusinessDay;

export interface AuditRunner {
  trigger: 'SCHEDULER' | 'MANUAL';
  /** The user who ran it by hand; null for the scheduler. */
  userId: number | null;
}

export const NIGHT_AUDIT_COLUMNS = `
  a.id, a.hotel_id as "hotelId", to_char(a.business_date, 'YYYY-MM-DD') as "businessDate", a.trigger,
  case when a.run_by is null then null else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) end as "runBy",
  a.no_shows as "noShows", a.expired, a.nights_posted as "nightsPosted",
  to_char(a.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
  to_char(a.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "finishedAt", a.self_check as "selfCheck"`;
export const NIGHT_AUDIT_FROM = `from night_audit a left join app_user u on u.id = a.run_by`;

/** The hotel's business day, made on first use (today, the default hour) for a hotel that has none. */
export async function businessDayOf(
  q: Queryable,
  hotelId: number,
  opts: { lock?: boolean } = {},
): Promise<BusinessDay> {
  await q.query(
    `insert into hotel_business_day (hotel_id, business_date, audit_hour) values ($1, $2::date, $3)
     on conflict (hotel_id) do nothing`,
    [hotelId, hotelToday(), DEFAULT_AUDIT_HOUR],
  );
  const [row] = await q.query<{ businessDate: string; auditHour: number }>(
    `select to_char(business_date, 'YYYY-MM-DD') as "businessDate", audit_hour as "auditHour"
       from hotel_business_day where hotel_id = $1 ${opts.lock ? 'for update' : ''}`,
    [hotelId],
  );
  return { hotelId, ...row!, today: hotelToday() };
}

async function runOf(q: Queryable, hotelId: number, businessDate: string): Promise<NightAudit | null> {
  const [row] = await q.query<NightAudit>(
    `select ${NIGHT_AUDIT_COLUMNS} ${NIGHT_AUDIT_FROM} where a.hotel_id = $1 and a.business_date = $2::date`,
    [hotelId, businessDate],
  );
  return row ?? null;
}

interface StayRow {
  id: number;
  status: ReservationStatusName;
  checkInDate: string;
  checkOutDate: string;
  paymentDueAt: string | null;
}

interface NightRow {
  id: number;
  roomNo: string | null;
  checkInDate: string;
  checkOutDate: string;
  total: string;
  priceLines: { date: string; amount: number }[];
}

/**
 * What a booked room's night costs the guest, taxes included: the room's total (its nights and their
 * taxes) shared over its nights in proportion to their price lines (the nights before tax), so every
 * night carries its part of the taxes and the posted nights add up to the total, to the cent. Without a
 * price line for the date: an equal share of the total.
 */
function nightPrice(room: NightRow, date: string, currency: 'LKR' | 'USD'): Money {
  const total = Money.fromWire(room.total, currency);
  const index = room.priceLines.findIndex((l) => l.date === date);
  if (index >= 0 && room.priceLines.some((l) => l.amount > 0)) {
    return total.allocate(room.priceLines.map((l) => l.amount))[index]!;
  }
  const nights = Math.max(1, reservationNights(room.checkInDate, room.checkOutDate));
  const share = Math.min(nights - 1, Math.max(0, reservationNights(room.checkInDate, date)));
  return total.allocate(Array.from({ length: nights }, () => 1))[share]!;
}

/**
 * Closes `businessDate` at `hotelId`. Answers the run and whether this call made it (false: the date
 * was already closed by an earlier run, which is answered unchanged).
 */
export async function runNightAudit(
  db: Database,
  publisher: TopicPublisher,
  hotelId: number,
  businessDate: string,
  by: AuditRunner,
): Promise<{ run: NightAudit; ran: boolean }> {
  const live = new ReservationLive();
  /** The stays a night was posted to: their open accounts read themselves again once committed. */
  const nightsPostedTo = new Set<number>();
  const outcome = await db.transaction(async (tx) => {
    const day = await businessDayOf(tx, hotelId, { lock: true });
    if (day.businessDate !== businessDate) {
      const earlier = await runOf(tx, hotelId, businessDate);
      if (earlier) return { run: earlier, ran: false };
      throw conflict(businessDate < day.businessDate ? 'NIGHT_AUDIT_DATE_CLOSED' : 'NIGHT_AUDIT_TOO_EARLY', {
        date: businessDate < day.businessDate ? day.businessDate : businessDate,
      });
    }
    if (by.trigger === 'MANUAL') {
      const refused = manualAuditRefusal(businessDate, day.today);
      if (refused) throw conflict(refused, { date: businessDate });
    }
    const [created] = await tx.query<{ id: number }>(
      `insert into night_audit (hotel_id, business_date, trigger, run_by) values ($1, $2::date, $3, $4) returning id`,
      [hotelId, businessDate, by.trigger, by.userId],
    );
    const runId = created!.id;
    const newDate = addDays(businessDate, 1);
    const at = new Date().toISOString();
    const counts = { noShows: 0, expired: 0, nightsPosted: 0 };

    const stays = await tx.query<StayRow>(
      `select v.id, v.status, to_char(v.check_in_date, 'YYYY-MM-DD') as "checkInDate",
              to_char(v.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
              to_char(v.payment_due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "paymentDueAt"
         from reservation v
        where v.hotel_id = $1 and v.status in ('RESERVED', 'NOT_PAID', 'CHECKED_IN')
        order by v.id
        for update of v`,
      [hotelId],
    );
    for (const stay of stays) {
      const step = nightAuditStep(stay, { businessDate, at });
      if (step === null) continue;
      const current = (await loadReservation(tx, stay.id))!;
      if (step === 'POST_NIGHT') {
        const rooms = await tx.query<NightRow>(
          `select rr.id, r.room_no as "roomNo", to_char(rr.check_in_date, 'YYYY-MM-DD') as "checkInDate",
                  to_char(rr.check_out_date, 'YYYY-MM-DD') as "checkOutDate", rr.total::text as total,
                  rr.price_lines as "priceLines"
             from reserved_room rr left join room r on r.id = rr.room_id
            where rr.reservation_id = $1 and rr.status = 'CHECKEDIN'
              and rr.check_in_date <= $2::date and $2::date < rr.check_out_date
            order by rr.id`,
          [stay.id, businessDate],
        );
        for (const room of rooms) {
          const amount = nightPrice(room, businessDate, current.currency);
          const posted = await tx.query(
            `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description,
                                      amount, currency, posted_by, business_date)
             values ($1, $2, $3, 'ROOM_NIGHT', $4, $5, $6, $7, $8, $9::date)
             on conflict do nothing returning id`,
            [
              hotelId,
              stay.id,
              room.id,
              runId,
              `Room ${room.roomNo ?? ''} ${businessDate}`.trim(),
              amount.toFixed(),
              current.currency,
              by.userId,
              businessDate,
            ],
          );
          counts.nightsPosted += posted.length;
          if (posted.length > 0) nightsPostedTo.add(stay.id);
        }
        continue;
      }
      if (step === 'EXPIRE') {
        await setStatus(tx, stay.id, 'EXPIRED');
        counts.expired += 1;
      } else {
        const quote = await previewCancellation(tx, current, newDate);
        await setStatus(
          tx,
          stay.id,
          'CANCELLED',
          ', cancelled_at = now(), cancellation_fee = $3, cancellation_reason = $4',
          [Money.fromWire(quote.fee, current.currency).toFixed(), NO_SHOW_REASON],
        );
        counts.noShows += 1;
      }
      await tx.query('update reservation set version = version + 1, updated_at = now() where id = $1', [stay.id]);
      const saved = (await loadReservation(tx, stay.id))!;
      await recordRevision(tx, saved, by.userId);
      live.change(saved, step === 'EXPIRE' ? 'EXPIRED' : 'NO_SHOW', nightsOf(current));
    }

    await tx.query('update hotel_business_day set business_date = $2::date where hotel_id = $1', [hotelId, newDate]);
    await tx.query(
      `update night_audit set no_shows = $2, expired = $3, nights_posted = $4, finished_at = now() where id = $1`,
      [runId, counts.noShows, counts.expired, counts.nightsPosted],
    );
    return { run: (await runOf(tx, hotelId, businessDate))!, ran: true };
  });
  await live.publish(publisher);
  for (const reservationId of nightsPostedTo)
    await announceAccount(publisher, { hotelId, reservationId }, 'CHARGE_POSTED');
  if (!outcome.ran) return outcome;
  // The journal's daily self-check, after the night's postings are committed; its summary is kept on
  // the run (the findings themselves are on /invoice/self-check). A failing check does not undo the night.
  try {
    const check = await selfCheckOf(db, hotelId);
    await db.query('update night_audit set self_check = $2::jsonb where id = $1', [
      outcome.run.id,
      JSON.stringify({ ok: check.ok, findingCount: check.findingCount, checkedAt: check.checkedAt }),
    ]);
    return { run: (await runOf(db, hotelId, businessDate))!, ran: true };
  } catch (err) {
    console.error(`night audit ${outcome.run.id}: the self-check failed`, err);
    return outcome;
  }
}

/** The hotel's local date and minutes after midnight at `now`. */
function localClock(now: Date): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: HOTEL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { date: todayIn(HOTEL_TIME_ZONE, now), minutes: part('hour') * 60 + part('minute') };
}

/**
 * Runs every audit due at `now`: each hotel whose business date's next day reached its audit hour,
 * once (a hotel days behind catches up one date per call). Another instance running the same audit
 * at the same time finds it done; a failing hotel does not stop the others.
 */
export async function runDueAudits(db: Database, publisher: TopicPublisher, now: Date = new Date()): Promise<number> {
  const clock = localClock(now);
  // A hotel opened since starts at today with the default hour.
  await db.query(
    `insert into hotel_business_day (hotel_id, business_date, audit_hour) select id, $1::date, $2 from hotel
     on conflict (hotel_id) do nothing`,
    [clock.date, DEFAULT_AUDIT_HOUR],
  );
  const days = await db.query<{ hotelId: number; businessDate: string; auditHour: number }>(
    `select hotel_id as "hotelId", to_char(business_date, 'YYYY-MM-DD') as "businessDate", audit_hour as "auditHour"
       from hotel_business_day order by hotel_id`,
  );
  let ran = 0;
  for (const day of days) {
    if (!isAuditDue(day.businessDate, day.auditHour, clock)) continue;
    try {
      const result = await runNightAudit(db, publisher, day.hotelId, day.businessDate, {
        trigger: 'SCHEDULER',
        userId: null,
      });
      if (result.ran) ran += 1;
    } catch (err) {
      console.warn('[night-audit] the audit of hotel', day.hotelId, 'failed', err);
    }
  }
  return ran;
}

/** Starts the scheduler: asks every `intervalMs` which audits are due. Answers its stop. */
export function startNightAuditScheduler(
  db: Database,
  publisher: TopicPublisher,
  intervalMs = 60_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueAudits(db, publisher))
      .catch((err: unknown) => {
        console.warn('[night-audit] the scheduler failed', err);
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
