// The demo's guest profiles: one per guest the demo stays were booked for (per hotel), linked to all of
// that guest's stays, so /guest shows returning guests with their history. Residents are Sri Lankan;
// a visitor's nationality follows the family name the demo gave them. The tenth of each hotel's guests
// with the most stays are VIPs. Made after seedStaysDemo, out of the audit log like the stays themselves.
import type { Queryable } from '../db/database.js';

const VISITOR_NATIONALITY: Readonly<Record<string, string>> = {
  Müller: 'German',
  Weber: 'German',
  Smith: 'British',
  Brown: 'British',
  Dubois: 'French',
  Rossi: 'Italian',
  Tanaka: 'Japanese',
  Sharma: 'Indian',
  Kumar: 'Indian',
  Jansen: 'Dutch',
  Wilson: 'Australian',
};
const CITIES = ['Colombo', 'Kandy', 'Galle', 'Negombo', 'Jaffna', 'Matara'];

export async function seedGuestsDemo(tx: Queryable): Promise<void> {
  await tx.query('alter table guest disable trigger audit_row');
  await tx.query('alter table reservation disable trigger audit_row');
  const nationalities = Object.entries(VISITOR_NATIONALITY);
  await tx.query(
    `with named as (
       select v.hotel_id, v.guest_name, split_part(v.guest_name, ' ', 1) as first_name,
              substr(v.guest_name, length(split_part(v.guest_name, ' ', 1)) + 2) as last_name,
              bool_or(v.resident) as resident, max(v.guest_email) as email, max(v.guest_phone) as phone,
              ntile(10) over (partition by v.hotel_id order by count(*) desc, v.guest_name) as decile
         from reservation v where v.guest_id is null and v.guest_name <> ''
        group by v.hotel_id, v.guest_name)
     insert into guest (hotel_id, first_name, last_name, nationality, email, phone_number, city, guest_type)
     select n.hotel_id, n.first_name, n.last_name,
            case when n.resident then 'Sri Lankan' else coalesce(m.nationality, '') end,
            n.email, n.phone,
            case when n.resident then ($3::text[])[1 + length(n.guest_name) % array_length($3::text[], 1)] else '' end,
            case when n.decile = 1 then 'VIP' else 'INDIVIDUAL' end
       from named n
       left join unnest($1::text[], $2::text[]) as m(last_name, nationality) on m.last_name = n.last_name
      order by n.hotel_id, n.guest_name`,
    [nationalities.map(([last]) => last), nationalities.map(([, nationality]) => nationality), CITIES],
  );
  await tx.query(
    `update reservation v set guest_id = g.id
       from guest g
      where v.guest_id is null and g.hotel_id = v.hotel_id
        and g.first_name || case when g.last_name = '' then '' else ' ' || g.last_name end = v.guest_name`,
  );
  await tx.query('alter table reservation enable trigger audit_row');
  await tx.query('alter table guest enable trigger audit_row');
}
