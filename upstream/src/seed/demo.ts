// Demo data, written once into an empty database: a group with two hotels, each with HOTEL,
// RESTAURANT, HOUSEKEEPING and INVENTORY services, service roles with the rights each job needs,
// and a user at every level. Every demo password is Hotel@1234.
import { PermissionStatus, todayIn, type FeatureScope } from '@hotel/domain';
import type { Database, Queryable } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { storeImage } from '../hotel/images.js';
import { storeNotification } from '../notification/notification-store.js';
import { SERVICE_COLOURS, cardPicture, logo } from './artwork.js';
import { seedRatesDemo } from './rates-demo.js';
import { seedRestaurantDemo } from './restaurant-demo.js';
import { seedStaysDemo } from './stays-demo.js';
import { seedInventoryDemo } from './inventory-demo.js';
import { seedGuestsDemo } from './guests-demo.js';

export const DEMO_PASSWORD = 'Hotel@1234';

export interface DemoUser {
  email: string;
  level: 'ADMIN' | 'GROUP' | 'HOTEL' | 'SERVICE' | 'USER';
  /** For USER level: the job, which picks the service and role of the first hotel. */
  job?: keyof typeof JOBS;
  description: string;
}

const { READ, WRITE, MAINTAIN, NO_PERMISSION } = PermissionStatus;

/** Each job's role: the service type it works in and its status per feature (others: none). */
const JOBS = {
  frontDesk: {
    role: 'Front Desk',
    type: 'HOTEL',
    grants: (scope: FeatureScope) => (scope === 'HOTEL' ? WRITE : NO_PERMISSION),
  },
  auditor: {
    role: 'Auditor',
    type: 'HOTEL',
    grants: (scope: FeatureScope) => (scope === 'HOTEL' ? READ : NO_PERMISSION),
  },
  waiter: {
    role: 'Waiter',
    type: 'RESTAURANT',
    grants: (_: FeatureScope, prefix: string) =>
      ({ FOOD_MENU: WRITE, STEWARD_DASHBOARD: WRITE, RESTAURANT_TABLE: READ, FOOD_CATEGORY: READ, FOOD_ITEM: READ })[
        prefix
      ] ?? NO_PERMISSION,
  },
  chef: {
    role: 'Chef',
    type: 'RESTAURANT',
    grants: (_: FeatureScope, prefix: string) => ({ CHEF_DASHBOARD: WRITE, FOOD_ITEM: READ })[prefix] ?? NO_PERMISSION,
  },
  housekeeper: {
    role: 'Housekeeper',
    type: 'HOUSEKEEPING',
    grants: (_: FeatureScope, prefix: string) =>
      ({ HOUSEKEEPING: WRITE, TROLLEY: READ, CHECK_LIST: READ, CHECK_LIST_ITEM: READ })[prefix] ?? NO_PERMISSION,
  },
  storekeeper: {
    role: 'Storekeeper',
    type: 'INVENTORY',
    grants: (scope: FeatureScope) => (scope === 'INVENTORY' ? WRITE : NO_PERMISSION),
  },
  manager: { role: 'Service Manager', type: 'ANY', grants: () => MAINTAIN },
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.lk', level: 'ADMIN', description: 'top level: every group (lands on /toplevel/groups)' },
  { email: 'group.admin@demo.lk', level: 'GROUP', description: 'group administrator (lands on /toplevel/products)' },
  { email: 'hotel.admin@demo.lk', level: 'HOTEL', description: 'hotel administrator, picks a hotel of the group' },
  { email: 'service.admin@demo.lk', level: 'SERVICE', description: 'service administrator, picks a service' },
  { email: 'frontdesk@demo.lk', level: 'USER', job: 'frontDesk', description: 'front office of Serendib Colombo' },
  { email: 'auditor@demo.lk', level: 'USER', job: 'auditor', description: 'read-only front office' },
  { email: 'waiter@demo.lk', level: 'USER', job: 'waiter', description: 'restaurant steward' },
  { email: 'chef@demo.lk', level: 'USER', job: 'chef', description: 'kitchen' },
  { email: 'housekeeper@demo.lk', level: 'USER', job: 'housekeeper', description: 'housekeeping' },
  { email: 'storekeeper@demo.lk', level: 'USER', job: 'storekeeper', description: 'stores' },
];

const HOTELS = [
  {
    title: 'Serendib Colombo',
    name: 'Serendib Colombo',
    prefix: 'SCB',
    address: '12 Galle Road, Colombo 03',
    phone: '+94112345678',
    vat: true,
  },
  {
    title: 'Serendib Kandy',
    name: 'Serendib Kandy',
    prefix: 'SKY',
    address: '5 Lake Drive, Kandy',
    phone: '+94812345678',
    vat: false,
  },
];
const SERVICES = [
  { name: 'Front Office', type: 'HOTEL' },
  { name: 'Ocean Restaurant', type: 'RESTAURANT' },
  { name: 'Housekeeping', type: 'HOUSEKEEPING' },
  { name: 'Main Stores', type: 'INVENTORY' },
] as const;
const COUNTRIES = [
  'Sri Lanka',
  'India',
  'Maldives',
  'United Kingdom',
  'Germany',
  'France',
  'Italy',
  'Netherlands',
  'Switzerland',
  'United States',
  'Canada',
  'Australia',
  'China',
  'Japan',
  'Russia',
  'United Arab Emirates',
  'Singapore',
  'Spain',
];
const CURRENCIES = [
  { name: 'Sri Lankan Rupee', prefix: 'LKR', symbol: 'Rs' },
  { name: 'US Dollar', prefix: 'USD', symbol: '$' },
  { name: 'Bitcoin', prefix: 'BTC', symbol: '₿' },
  { name: 'Ether', prefix: 'ETH', symbol: 'Ξ' },
];

const svg = (db: Queryable, data: Buffer) =>
  storeImage(db, { filename: 'demo.svg', contentType: 'image/svg+xml', data });

const one = async <T extends object>(db: Queryable, sql: string, params: unknown[]): Promise<T> => {
  const [row] = await db.query<T>(sql, params as never[]);
  if (!row) throw new Error(`seed: no row from ${sql}`);
  return row;
};

/** Seeds when the database has no group yet; answers whether it did. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.query('select 1 from app_group limit 1');
  if (existing) return false;
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727275)');
    const [again] = await tx.query('select 1 from app_group limit 1');
    if (again) return;
    for (const name of COUNTRIES) await tx.query('insert into country (name) values ($1)', [name]);
    for (const c of CURRENCIES)
      await tx.query('insert into currency (name, prefix, symbol) values ($1, $2, $3)', [c.name, c.prefix, c.symbol]);

    const group = await one<{ id: number }>(
      tx,
      `insert into app_group (name, address, contact_person, email, contact_numbers, card_logo, card_image, side_bar_image)
       values ('Serendib Hotels', '100 Marine Drive, Colombo', 'Nimal Perera', 'info@serendib.lk', '["+94112000000"]', $1, $2, $2)
       returning id`,
      [await svg(tx, logo('SH', '#01509A')), await svg(tx, cardPicture('Serendib Hotels', '#01509A', '#27A3B9'))],
    );
    const features = await tx.query<{ id: number; prefix: string; scope: FeatureScope }>(
      'select id, prefix, scope from feature',
    );
    const roleIds = new Map<string, number>(); // `${serviceId}:${job}` → role id
    const firstHotelServices = new Map<string, number>(); // type → service id of the first hotel
    const allServices: { id: number; type: string }[] = [];
    const hotelIds: number[] = [];

    for (const [i, h] of HOTELS.entries()) {
      const hotel = await one<{ id: number }>(
        tx,
        `insert into hotel (group_id, title, name, type, address, contact_number, email, contact_numbers, prefix, vat_applicable,
                            company_registration_number, company_registration_address, vat_number, web_address,
                            card_image, card_logo, side_bar_image, title_image, header_logo, side_bar_logo)
         values ($1, $2, $3, 'HOTEL', $4, $5, $6, $7, $8, $9, $10, $4, $11, $12, $13, $14, $13, $13, $14, $14) returning id`,
        [
          group.id,
          h.title,
          h.name,
          h.address,
          h.phone,
          `${h.prefix.toLowerCase()}@serendib.lk`,
          JSON.stringify([h.phone]),
          h.prefix,
          h.vat,
          `PV ${1000 + i}`,
          h.vat ? `1140${i}7890-7000` : '',
          `https://serendib.lk/${h.prefix.toLowerCase()}`,
          await svg(tx, cardPicture(h.name, i === 0 ? '#01509A' : '#1D6B4F', i === 0 ? '#2B8AD8' : '#7CC29F')),
          await svg(tx, logo(h.prefix, i === 0 ? '#01509A' : '#1D6B4F')),
        ],
      );
      hotelIds.push(hotel.id);
      for (const s of SERVICES) {
        const service = await one<{ id: number }>(
          tx,
          `insert into hotel_service (hotel_id, name, service_type, card_image, card_logo)
           values ($1, $2, $3, $4, $5) returning id`,
          [
            hotel.id,
            s.name,
            s.type,
            await svg(tx, cardPicture(s.name, ...SERVICE_COLOURS[s.type]!)),
            await svg(tx, logo(s.name.slice(0, 2).toUpperCase(), SERVICE_COLOURS[s.type]![0])),
          ],
        );
        allServices.push({ id: service.id, type: s.type });
        if (i === 0) firstHotelServices.set(s.type, service.id);
        for (const [job, def] of Object.entries(JOBS)) {
          if (def.type !== 'ANY' && def.type !== s.type) continue;
          const role = await one<{ id: number }>(
            tx,
            'insert into service_role (service_id, name) values ($1, $2) returning id',
            [service.id, def.role],
          );
          roleIds.set(`${service.id}:${job}`, role.id);
          for (const f of features) {
            if (f.scope !== 'ADMIN' && f.scope !== s.type) continue;
            const status = def.grants(f.scope, f.prefix);
            await tx.query(
              'insert into service_role_permission (service_role_id, feature_id, status) values ($1, $2, $3)',
              [role.id, f.id, status],
            );
          }
        }
      }
    }

    for (const u of DEMO_USERS) {
      const [first, last] = u.email.split('@')[0]!.split('.');
      const cap = (s: string | undefined) => (s ? s[0]!.toUpperCase() + s.slice(1) : '');
      const user = await one<{ id: number }>(
        tx,
        `insert into app_user (first_name, last_name, email, password_hash, user_level, email_verified, group_id)
         values ($1, $2, $3, $4, $5, true, $6) returning id`,
        [cap(first), last ? cap(last) : 'Demo', u.email, password, u.level, u.level === 'ADMIN' ? null : group.id],
      );
      if (u.level === 'SERVICE') {
        for (const s of allServices) {
          await tx.query('insert into user_allocation (user_id, service_id, service_role_id) values ($1, $2, $3)', [
            user.id,
            s.id,
            roleIds.get(`${s.id}:manager`) ?? null,
          ]);
        }
      }
      if (u.job) {
        const serviceId = firstHotelServices.get(JOBS[u.job].type)!;
        await tx.query('insert into user_allocation (user_id, service_id, service_role_id) values ($1, $2, $3)', [
          user.id,
          serviceId,
          roleIds.get(`${serviceId}:${u.job}`) ?? null,
        ]);
      }
    }
    await seedChannels(tx, group.id, hotelIds[0]!);
    await seedRatesDemo(tx);
    // One date for the whole demo: the hotels' today, taken once.
    const today = todayIn();
    await seedRestaurantDemo(tx, today);
    await seedStaysDemo(tx, today);
    await seedInventoryDemo(tx, today);
    await seedGuestsDemo(tx);
  });
  return true;
}

/** One connected channel, one request waiting in the bell, and a little history. */
async function seedChannels(tx: Queryable, groupId: number, hotelId: number): Promise<void> {
  const channels = [
    { code: 'BKG', name: 'Booking.com', country: 'Netherlands', type: 'OTA', status: 'ACTIVE' },
    { code: 'DIR', name: 'Walk-in and phone', country: 'Sri Lanka', type: 'DIRECT', status: 'ACTIVE' },
    { code: 'EXP', name: 'Expedia', country: 'United States', type: 'OTA', status: 'NEW_PENDING' },
  ];
  for (const c of channels) {
    const channel = await one<{ id: number }>(
      tx,
      `insert into channel (code, name, country, channel_type, group_id, hotel_id, channel_status)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [c.code, c.name, c.country, c.type, groupId, hotelId, c.status],
    );
    if (c.status === 'NEW_PENDING') {
      await storeNotification(tx, {
        hotelId,
        groupId,
        type: 4,
        message: { key: 'CHANNEL_REQUESTED', params: { channel: c.name, hotel: 'Serendib Colombo' } },
        userName: c.name,
        channelId: channel.id,
      });
    }
  }
  await storeNotification(tx, {
    hotelId,
    groupId,
    type: 1,
    message: { key: 'CHANNEL_CONNECTED', params: { channel: 'Booking.com' } },
    userName: 'Booking.com',
    ageSeconds: 2 * 24 * 3600,
  });
  await storeNotification(tx, {
    hotelId,
    groupId,
    type: 0,
    message: { key: 'NIGHT_AUDIT_COMPLETED' },
    userName: 'System',
    ageSeconds: 10 * 3600,
  });
}
