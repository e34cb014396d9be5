// Steps of a stay's change that the desk's calls and the guest's own page share: the stale-version
// refusal, setting a status with its rooms', what cancelling costs today under the hotel's policy, and
// the cancellation itself on the locked row. Each runs inside the caller's transaction.
import {
  Money,
  cancelRefusal,
  cancellationQuote,
  changedFields,
  roomStatusOf,
  type CancellationTerms,
  type ReservationStatusName,
} from '@hotel/domain';
import type { Queryable } from '../db/database.js';
import { conflict } from '../http/api-error.js';
import { loadRevision, revisionState } from './reservation-store.js';
import type { Reservation } from './types.js';

/** Refuses a change made on an older version, naming what changed since it. */
export async function requireVersion(tx: Queryable, current: Reservation, version: number): Promise<void> {
  if (current.version === version) return;
  const opened = await loadRevision(tx, current.id, version);
  const now = revisionState(current);
  const changes = opened ? changedFields(opened, now) : Object.keys(now);
  throw conflict('RESERVATION_CHANGED', { version: current.version, changes: changes.join(', ') });
}

/** Sets a reservation's status and its occupying rooms' with it; `extra` sets more columns from $3 on. */
export async function setStatus(
  tx: Queryable,
  id: number,
  status: ReservationStatusName,
  extra = '',
  extraParams: (string | number | null)[] = [],
): Promise<void> {
  await tx.query(`update reservation set status = $2 ${extra} where id = $1`, [id, status, ...extraParams]);
  await tx.query(
    `update reserved_room set status = $2 where reservation_id = $1 and status in ('BOOKED', 'CHECKEDIN')`,
    [id, roomStatusOf(status)],
  );
}

async function cancellationTerms(
  q: Queryable,
  hotelId: number,
  today: string,
): Promise<{ name: string; terms: CancellationTerms } | null> {
  const [policy] = await q.query<{ id: number; name: string; no_show_percent: string }>(
    `select id, name, no_show_percent::text from cancellation_policy
      where hotel_id = $1 and valid_from <= $2::date order by valid_from desc limit 1`,
    [hotelId, today],
  );
  if (!policy) return null;
  const tiers = await q.query<{ min_days_before: number; charge_percent: string }>(
    'select min_days_before, charge_percent::text from cancellation_tier where cancellation_policy_id = $1',
    [policy.id],
  );
  return {
    name: policy.name,
    terms: {
      noShowPercent: Number(policy.no_show_percent),
      tiers: tiers.map((t) => ({ minDaysBefore: t.min_days_before, chargePercent: Number(t.charge_percent) })),
    },
  };
}

/** What cancelling `r` costs on `today`; `q` is the transaction when run inside one. */
export async function previewCancellation(q: Queryable, r: Reservation, today: string) {
  const policy = await cancellationTerms(q, r.hotelId, today);
  const total = Money.fromWire(r.total, r.currency);
  const quote = cancellationQuote(policy?.terms ?? null, total, r.checkInDate, today);
  return {
    reservationId: r.id,
    version: r.version,
    policyName: policy?.name ?? null,
    daysBefore: quote.daysBefore === 'NO_SHOW' ? null : quote.daysBefore,
    noShow: quote.daysBefore === 'NO_SHOW',
    percent: quote.percent,
    currency: r.currency,
    total: total.toWire(),
    fee: quote.fee.toWire(),
  };
}

/**
 * Cancels the locked reservation `current` on `today`, charging the policy's fee, which must be the
 * fee the caller was shown and confirmed (`fee`); a checked-in or closed stay is refused.
 */
export async function cancelStay(
  tx: Queryable,
  current: Reservation,
  today: string,
  confirmed: { fee: number; reason: string },
): Promise<void> {
  const refused = cancelRefusal(current);
  if (refused) throw conflict(refused);
  const quote = await previewCancellation(tx, current, today);
  const fee = Money.fromWire(quote.fee, current.currency);
  if (!fee.equals(Money.fromWire(confirmed.fee, current.currency))) {
    throw conflict('CANCELLATION_FEE_CHANGED', { fee: `${current.currency} ${fee.toFixed()}` });
  }
  await setStatus(
    tx,
    current.id,
    'CANCELLED',
    ', cancelled_at = now(), cancellation_fee = $3, cancellation_reason = $4',
    [fee.toFixed(), confirmed.reason],
  );
}
