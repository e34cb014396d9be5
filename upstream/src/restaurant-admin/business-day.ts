// The restaurants' business day: sales belong to the local calendar day they were completed on. The
// estate is in Sri Lanka (LKR, Asia/Colombo, no daylight saving), so a meal paid at 00:30 belongs to
// that day, not to the previous UTC day.
import { HOTEL_TIME_ZONE } from '@hotel/domain';

export const BUSINESS_TIME_ZONE = HOTEL_TIME_ZONE;

/** SQL for the business day of a timestamp column. */
export const businessDay = (column: string): string => `(${column} at time zone '${BUSINESS_TIME_ZONE}')::date`;

/** SQL for the hotels' date now: the database's `current_date` is UTC's, a day behind after 18:30 UTC. */
export const HOTEL_TODAY = businessDay('now()');

/**
 * SQL for the charged figures of the completed orders `o` in a group, as both reports sum them:
 * sub_total, service_charge, tax_total (the bill's taxes) and total_charge. PostgreSQL sums numeric
 * exactly; the sums come back as numeric text for Money.fromWire.
 */
export const BILL_SUMS = `sum((o.bill->>'subTotal')::numeric)::text as sub_total,
            sum((o.bill->>'serviceCharge')::numeric)::text as service_charge,
            sum((select coalesce(sum((x->>'amount')::numeric), 0) from jsonb_array_elements(o.bill->'taxResponseList') x))::text
              as tax_total,
            sum(o.total_charge)::text as total_charge`;

/** The days from `from` to `to` inclusive, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
