// The hotel catalogue of both demo hotels, written with the rest of the demo into an empty database:
// room types (Standard, Deluxe, Suite) with pictures, 40 rooms on four floors with their areas, views
// and amenities, stay types RO/BB/HB/FB for every room type, pax, two seasons, holidays, reservation
// types, one channel of each type (OTA, TA, WEB, DIRECT) with a price for every combination (base,
// per season, and New Year's Eve), offers, the taxes (service charge 10 %, the social security levy
// 2.5 % in its own sequence, VAT 18 %), a child policy, a cancellation policy and LKR/USD/BTC/ETH rates.
// Seasons, policies and rates are placed around the current year so the price check has something to
// show whenever the demo starts.
import type { Queryable } from '../db/database.js';
import { storeImage } from '../hotel/images.js';
import { cardPicture } from './artwork.js';

const ROOM_TYPES = [
  { name: 'Standard', description: 'Queen bed, garden side', maxAdults: 2, maxChildren: 1, lkr: 18000, usd: 60 },
  { name: 'Deluxe', description: 'King bed or twin beds, balcony', maxAdults: 3, maxChildren: 2, lkr: 26000, usd: 90 },
  {
    name: 'Suite',
    description: 'Separate living room and bathtub',
    maxAdults: 4,
    maxChildren: 2,
    lkr: 42000,
    usd: 140,
  },
] as const;
/** Meal plans (operations §9) and what each adds to the room's base rate. */
const STAY_TYPES = [
  { mealPlan: 'RO', name: 'Room only', lkr: 0, usd: 0 },
  { mealPlan: 'BB', name: 'Bed and breakfast', lkr: 3000, usd: 10 },
  { mealPlan: 'HB', name: 'Half board', lkr: 6500, usd: 22 },
  { mealPlan: 'FB', name: 'Full board', lkr: 9500, usd: 32 },
] as const;
/** One channel of each type, each with its price level (percent of the direct price). */
const CHANNELS = [
  { code: 'BKG', name: 'Booking.com', country: 'Netherlands', type: 'OTA', level: 110, online: true },
  { code: 'LTA', name: 'Lanka Tours and Travels', country: 'Sri Lanka', type: 'TA', level: 90, online: false },
  { code: 'WEB', name: 'Hotel website', country: 'Sri Lanka', type: 'WEB', level: 95, online: true },
  { code: 'DIR', name: 'Walk-in and phone', country: 'Sri Lanka', type: 'DIRECT', level: 100, online: false },
] as const;
const PAX = [
  { name: 'Single', adults: 1, percent: 80 },
  { name: 'Double', adults: 2, percent: 100 },
  { name: 'Triple', adults: 3, percent: 125 },
  { name: 'Quad', adults: 4, percent: 150 },
];
const AMENITIES = ['Air conditioning', 'Wi-Fi', 'Mini bar', 'Safe', 'Bathtub', 'Balcony'];
const HOLIDAYS = [
  ['01-14', 'Thai Pongal'],
  ['02-04', 'Independence Day'],
  ['04-13', 'Sinhala and Tamil New Year’s Eve'],
  ['04-14', 'Sinhala and Tamil New Year'],
  ['05-01', 'May Day'],
  ['12-25', 'Christmas'],
] as const;

/** `percent` of a whole amount, rounded to whole units: demo prices are round numbers. */
const level = (amount: number, percent: number) => Math.round((amount * percent) / 100);

export async function seedRatesDemo(tx: Queryable, today: Date = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  const hotels = await tx.query<{ id: number; name: string; group_id: number; prefix: string }>(
    'select id, name, group_id, prefix from hotel order by id',
  );
  for (const [h, hotel] of hotels.entries()) {
    const insert = async (sql: string, params: unknown[]) =>
      (await tx.query<{ id: number }>(`${sql} returning id`, params as never[]))[0]!.id;

    const areas = [];
    for (const name of ['Main wing', 'Garden wing']) {
      areas.push(await insert('insert into room_area (hotel_id, name) values ($1, $2)', [hotel.id, name]));
    }
    const views = [];
    for (const name of h === 0 ? ['Sea view', 'Garden view', 'City view'] : ['Lake view', 'Hill view', 'Garden view']) {
      views.push(await insert('insert into view_type (hotel_id, name) values ($1, $2)', [hotel.id, name]));
    }
    const amenities = [];
    for (const name of AMENITIES) {
      amenities.push(await insert('insert into amenity (hotel_id, name) values ($1, $2)', [hotel.id, name]));
    }

    const types = [];
    for (const [i, t] of ROOM_TYPES.entries()) {
      const image = await storeImage(tx, {
        filename: 'room-type.svg',
        contentType: 'image/svg+xml',
        data: cardPicture(
          `${t.name} room`,
          ['#01509A', '#1D6B4F', '#7A3E9D'][i]!,
          ['#27A3B9', '#7CC29F', '#C38FE0'][i]!,
        ),
      });
      const id = await insert(
        `insert into room_type (hotel_id, name, description, max_adults, max_children, image)
         values ($1, $2, $3, $4, $5, $6)`,
        [hotel.id, t.name, t.description, t.maxAdults, t.maxChildren, image],
      );
      const stayTypes = [];
      for (const s of STAY_TYPES) {
        stayTypes.push({
          ...s,
          id: await insert(
            `insert into stay_type (hotel_id, room_type_id, name, meal_plan, max_adults, max_children, description)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [hotel.id, id, s.name, s.mealPlan, t.maxAdults, t.maxChildren, `${t.name}, ${s.name.toLowerCase()}`],
          ),
        });
      }
      types.push({ ...t, id, stayTypes });
    }

    // 40 rooms: floors 1–4, ten on each; floors 1 and 2 Standard, 3 Deluxe, 4 Deluxe and Suites.
    for (let floor = 1; floor <= 4; floor++) {
      for (let n = 1; n <= 10; n++) {
        const type = floor <= 2 ? types[0]! : floor === 3 || n <= 6 ? types[1]! : types[2]!;
        const room = await insert(
          `insert into room (hotel_id, room_no, room_type_id, floor, room_area_id, view_type_id, max_adults, max_children)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            hotel.id,
            `${floor}${String(n).padStart(2, '0')}`,
            type.id,
            floor,
            areas[n <= 5 ? 0 : 1],
            views[n % 3],
            type.maxAdults,
            type.maxChildren,
          ],
        );
        const carried = amenities.filter(
          (_, i) => i < 2 || (type.name !== 'Standard' && i < 4) || type.name === 'Suite',
        );
        for (const amenity of carried) {
          await tx.query('insert into room_amenity (room_id, amenity_id, hotel_id) values ($1, $2, $3)', [
            room,
            amenity,
            hotel.id,
          ]);
        }
      }
    }

    for (const p of PAX) {
      await tx.query('insert into pax (hotel_id, name, adults, rate_percent) values ($1, $2, $3, $4)', [
        hotel.id,
        p.name,
        p.adults,
        p.percent,
      ]);
    }
    const seasons = [
      { id: 0, name: 'Low season', from: `${year}-05-01`, to: `${year}-09-30`, percent: 85 },
      { id: 0, name: 'High season', from: `${year}-12-15`, to: `${year + 1}-04-15`, percent: 130 },
    ];
    for (const s of seasons) {
      s.id = await insert('insert into season (hotel_id, name, start_date, end_date) values ($1, $2, $3, $4)', [
        hotel.id,
        s.name,
        s.from,
        s.to,
      ]);
    }
    for (const [day, name] of HOLIDAYS) {
      await tx.query('insert into holiday_config (hotel_id, holiday_date, name) values ($1, $2, $3)', [
        hotel.id,
        `${year}-${day}`,
        name,
      ]);
    }
    for (const [name, description] of [
      ['Direct', 'Booked at the desk, by phone or e-mail'],
      ['Web', 'Booked on the hotel website'],
      ['Travel agent', 'Booked through a travel agent'],
    ] as const) {
      const image = await storeImage(tx, {
        filename: 'reservation-type.svg',
        contentType: 'image/svg+xml',
        data: cardPicture(name, '#01509A', '#27A3B9'),
      });
      await tx.query('insert into reservation_type (hotel_id, name, description, image) values ($1, $2, $3, $4)', [
        hotel.id,
        name,
        description,
        image,
      ]);
    }

    // One channel of each type; the first hotel's Booking.com and walk-in channels already exist.
    const channels = [];
    for (const c of CHANNELS) {
      const [existing] = await tx.query<{ id: number }>('select id from channel where hotel_id = $1 and code = $2', [
        hotel.id,
        c.code,
      ]);
      const id =
        existing?.id ??
        (await insert(
          `insert into channel (code, name, country, channel_type, group_id, hotel_id, channel_status)
           values ($1, $2, $3, $4, $5, $6, 'ACTIVE')`,
          [c.code, c.name, c.country, c.type, hotel.group_id, hotel.id],
        ));
      await tx.query('update channel set online = $2 where id = $1', [id, c.online]);
      channels.push({ ...c, id });
    }

    // A price for every channel × room type × stay type: the base, each season's, and New Year's Eve.
    const newYearsEve = `${year}-12-31`;
    for (const c of channels) {
      for (const t of types) {
        for (const s of t.stayTypes) {
          const lkr = level(t.lkr + s.lkr, c.level);
          const usd = level(t.usd + s.usd, c.level);
          const key = [hotel.id, c.id, t.id, s.id];
          await tx.query(
            `insert into channel_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate)
             values ($1, $2, $3, $4, $5, $6)`,
            [...key, lkr, usd],
          );
          for (const season of seasons) {
            await tx.query(
              `insert into seasonal_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate,
                                           non_resident_rate, season_id)
               values ($1, $2, $3, $4, $5, $6, $7)`,
              [...key, level(lkr, season.percent), level(usd, season.percent), season.id],
            );
          }
          await tx.query(
            `insert into day_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate,
                                    price_date)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [...key, level(lkr, 160), level(usd, 160), newYearsEve],
          );
        }
      }
    }

    await tx.query(
      `insert into offer_price (hotel_id, name, offer_type, discount_percent, min_days_before) values ($1, $2, 'EARLY_BOOKING', 15, 60)`,
      [hotel.id, 'Early bird'],
    );
    await tx.query(
      `insert into offer_price (hotel_id, name, offer_type, discount_percent, min_nights) values ($1, $2, 'STAY_LENGTH', 10, 7)`,
      [hotel.id, 'Stay a week'],
    );

    for (const [name, rate, sequence, vat, levy] of [
      ['Service charge', 10, 1, false, false],
      ['Social security contribution levy', 2.5, 2, false, true],
      ['VAT', 18, 3, true, false],
    ] as const) {
      await tx.query(
        `insert into hotel_tax (hotel_id, name, rate, sequence, vat, social_security_contribution_levy)
         values ($1, $2, $3, $4, $5, $6)`,
        [hotel.id, name, rate, sequence, vat, levy],
      );
    }

    const childPolicy = await insert('insert into child_policy (hotel_id, name, valid_from) values ($1, $2, $3)', [
      hotel.id,
      'Children',
      `${year}-01-01`,
    ]);
    for (const [from, to, charge, percent] of [
      [0, 5, 'FREE', 0],
      [6, 11, 'CHILD_RATE', 50],
      [12, 17, 'ADULT', 0],
    ] as const) {
      await tx.query(
        'insert into child_policy_band (child_policy_id, from_age, to_age, charge, rate_percent) values ($1, $2, $3, $4, $5)',
        [childPolicy, from, to, charge, percent],
      );
    }
    const cancellation = await insert(
      'insert into cancellation_policy (hotel_id, name, valid_from, no_show_percent) values ($1, $2, $3, 100)',
      [hotel.id, 'Standard terms', `${year}-01-01`],
    );
    for (const [days, percent] of [
      [15, 0],
      [7, 50],
      [0, 100],
    ] as const) {
      await tx.query(
        'insert into cancellation_tier (cancellation_policy_id, min_days_before, charge_percent) values ($1, $2, $3)',
        [cancellation, days, percent],
      );
    }

    for (const [currency, rate, start] of [
      ['USD', '298.50', `${year - 1}-12-01`],
      ['USD', '302.75', `${year}-06-01`],
      ['BTC', '30500000', `${year - 1}-12-01`],
      ['ETH', '1050000', `${year - 1}-12-01`],
    ] as const) {
      await tx.query(
        'insert into currency_exchange_rate (hotel_id, currency_prefix, rate, start_date) values ($1, $2, $3, $4)',
        [hotel.id, currency, rate, start],
      );
    }

    for (const [kind, name, phone, license, commission] of [
      ['GUIDE', 'Sunil Jayasuriya', '+94 77 123 4567', 'SLTDA-G-1042', 5],
      ['DRIVER', 'Kamal Fernando', '+94 71 765 4321', 'WP CAB-4521', 3],
    ] as const) {
      await tx.query(
        `insert into guide (hotel_id, kind, name, phone, license_number, commission_percent) values ($1, $2, $3, $4, $5, $6)`,
        [hotel.id, kind, name, phone, license, commission],
      );
    }
  }
}
